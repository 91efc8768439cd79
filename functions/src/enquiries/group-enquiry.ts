import type { GroupEnquiryBody } from '@app/shared/enquiries';
import { groupEnquiryAcknowledgement, groupEnquiryFields } from '../lib/mail/templates/group-enquiry.ts';
import {
  OFFICE_LOCALE,
  acknowledgementMail,
  officeMail,
  type EnquiryContext,
  type EnquiryDraft,
} from './enquiry-draft.ts';

/**
 * The group enquiry (spec §3): the organiser's acknowledgement promises a reply within 48 hours; the
 * office notification lists every field, a club's name in the subject when one was given.
 */
export function groupEnquiry(body: GroupEnquiryBody, context: EnquiryContext): EnquiryDraft {
  return {
    kind: 'group_enquiry',
    data: { ...body },
    mails: [
      acknowledgementMail(
        'group_enquiry_acknowledgement',
        body.email,
        groupEnquiryAcknowledgement({ locale: context.locale, referenceId: context.referenceId, body }),
      ),
      officeMail(context, {
        kind: 'group_enquiry',
        visitorEmail: body.email,
        subjectDetail: body.club ?? body.destination,
        fields: groupEnquiryFields(body, OFFICE_LOCALE),
      }),
    ],
  };
}
