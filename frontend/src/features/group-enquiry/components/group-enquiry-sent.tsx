import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

/**
 * What the organiser sees once the enquiry is stored: the promise of a reply within 48 hours (spec
 * §9, GROUP-05, CONST-35), the enquiry's number and where the confirmation went. Focus moves here, so
 * a screen reader user hears it and nobody is left looking at an empty form.
 */
export function GroupEnquirySent({
  reference,
  email,
  onAnother,
}: {
  reference: string;
  email: string;
  onAnother: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="group-sent" role="status">
      <h2 ref={heading} tabIndex={-1} className="group-sent__title">
        {intl.formatMessage({ id: 'group_enquiry.success_title' })}
      </h2>
      <p className="group-sent__promise">{intl.formatMessage({ id: 'group_enquiry.success' })}</p>
      <p>{intl.formatMessage({ id: 'group_enquiry.reference' }, { reference, email })}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {intl.formatMessage({ id: 'group_enquiry.another' })}
      </button>
    </div>
  );
}
