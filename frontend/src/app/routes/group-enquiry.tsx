import { GroupEnquiryPage } from '../../features/group-enquiry/components/group-enquiry-page.tsx';
import '../../features/group-enquiry/group-enquiry.css';

/** /rezerwacja-grupowa (spec §2; PATHS.groupEnquiry): the group reservation enquiry. */
export function GroupEnquiryRoute() {
  return <GroupEnquiryPage />;
}
