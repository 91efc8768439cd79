import { useIntl } from 'react-intl';
import type { Destination } from '@app/shared/destinations/destination-types';
import type { Locale } from '@app/shared/locale';
import { travelDocumentFor } from '@app/shared/travel-documents';
import type { MessageId } from '../../../lib/intl/message-id.ts';
import { formatBestMonths, formatFlightTime, formatTimeDifference } from '../practical-values.ts';

/** Practical information (practical_information) as a definition list: label, value. */
export function PracticalPanel({ destination, locale }: { destination: Destination; locale: Locale }) {
  const intl = useIntl();
  const facts = destination.practical;
  const rows: [MessageId, string][] = [
    ['destinations.practical.capital', facts.capital[locale]],
    ['destinations.practical.language', facts.language[locale]],
    [
      'destinations.practical.currency',
      intl.formatMessage(
        { id: 'destinations.practical.currency_value' },
        { name: facts.currency.name[locale], code: facts.currency.code },
      ),
    ],
    ['destinations.practical.time_difference', formatTimeDifference(intl, facts.timeDifference)],
    ['destinations.practical.flight_time', formatFlightTime(intl, facts.flightMinutes)],
    ['destinations.practical.travel_document', travelDocumentFor(destination.countryCode, locale).note],
    ['destinations.practical.best_months', formatBestMonths(intl, facts.bestMonths)],
    ['destinations.practical.climate', facts.climate[locale]],
  ];
  return (
    <section className="destination-practical" aria-labelledby="destination-practical-heading">
      <h2 id="destination-practical-heading">
        {intl.formatMessage({ id: 'destinations.practical.heading' }, { name: destination.name[locale] })}
      </h2>
      <dl className="destination-practical__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="destination-practical__fact">
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="destination-practical__note">{intl.formatMessage({ id: 'destinations.practical.note' })}</p>
    </section>
  );
}
