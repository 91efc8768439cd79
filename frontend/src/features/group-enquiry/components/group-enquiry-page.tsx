import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { readGroupEnquiryPrefill } from '@app/shared/group-enquiry-prefill';
import { tomorrow } from '@app/shared/search-form/dates';
import { useToday } from '../../../lib/use-today.ts';
import { GroupEnquiryForm } from './group-enquiry-form.tsx';

/**
 * /rezerwacja-grupowa (spec §2 group reservation enquiry), where the search form's Group tab leads
 * (D5). The form starts from the URL's destination and dates, or from tomorrow to one month ahead.
 * The day is the browser's, so the prerendered page shows the form's frame until it is known.
 */
export function GroupEnquiryPage() {
  const intl = useIntl();
  const location = useLocation();
  const today = useToday();
  return (
    <div className="container group-enquiry">
      <title>{intl.formatMessage({ id: 'group_enquiry.site' })}</title>
      <meta name="description" content={intl.formatMessage({ id: 'group_enquiry.intro' })} />
      <header className="group-enquiry__header">
        <h1 className="group-enquiry__title">{intl.formatMessage({ id: 'group_enquiry.title' })}</h1>
        <p className="group-enquiry__intro">{intl.formatMessage({ id: 'group_enquiry.intro' })}</p>
      </header>
      <section className="group-enquiry__panel">
        {today === undefined ? (
          <div className="skeleton group-enquiry__skeleton" aria-hidden="true" />
        ) : (
          <GroupEnquiryForm
            key={location.search}
            prefill={readGroupEnquiryPrefill(location.search, today)}
            earliest={tomorrow(today)}
          />
        )}
      </section>
    </div>
  );
}
