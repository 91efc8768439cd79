import { useIntl, type IntlShape } from 'react-intl';
import type { Flight } from '@app/shared/feed';
import { OFFICE_TIME_ZONE } from '@app/shared/office-time-zone';
import type { OfferSummary } from '@app/shared/offers';
import { flightLegs, interchangeDateOrDash, interchangesOf } from '@app/shared/hotel-page/offer-flights';
import { formatDate, formatTime } from '../../../../lib/intl/formats.ts';

/** A flight's local time ('2027-06-12T06:15') as a Date showing the same clock in the browser. */
function localClock(value: string): Date {
  const [day = '', time = '00:00'] = value.split('T');
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes);
}

function formatClock(intl: IntlShape, value: string): string {
  const clock = localClock(value);
  return `${formatDate(intl, clock)}, ${formatTime(intl, clock)}`;
}

/** The agency's clock now, as flights write time ('YYYY-MM-DDTHH:mm'), for the dash rule of interchanges. */
export function officeNow(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: OFFICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .replace(' ', 'T');
}

/**
 * The offer's flights (spec §2 flight details and interchanges, §4 which flight is which): the way out
 * and the way back, each flight with number, carrier, airports and local times, and between two
 * flights of one way the change of planes; an interchange's onward departure that is past or
 * missing shows as a dash (spec §5).
 */
export function FlightDetails({ offer, now }: { offer: OfferSummary; now: string }) {
  const intl = useIntl();
  const legs = flightLegs({
    offer_type: offer.offer_type,
    destination_airport_iata: offer.arrival_airport?.iata ?? null,
    flights: offer.flights,
  });
  if (legs.outbound.length === 0 && legs.inbound.length === 0)
    return <p className="offer-flights__none">{intl.formatMessage({ id: 'hotel.offer.flights.none' })}</p>;
  const airportName = (iata: string) =>
    iata === offer.departure_airport?.iata
      ? `${offer.departure_airport.name} (${iata})`
      : iata === offer.arrival_airport?.iata
        ? `${offer.arrival_airport.name} (${iata})`
        : iata;
  const oneWay = offer.offer_type === 'C1';

  return (
    <div className="offer-flights">
      <Way
        title={intl.formatMessage({ id: oneWay ? 'hotel.offer.flights.one_way' : 'hotel.offer.flights.outbound' })}
        legs={legs.outbound}
        airportName={airportName}
        now={now}
      />
      {legs.inbound.length > 0 ? (
        <Way
          title={intl.formatMessage({ id: 'hotel.offer.flights.inbound' })}
          legs={legs.inbound}
          airportName={airportName}
          now={now}
        />
      ) : null}
      <p className="offer-flights__note">{intl.formatMessage({ id: 'hotel.offer.flights.note' })}</p>
    </div>
  );
}

interface WayProps {
  readonly title: string;
  readonly legs: readonly Flight[];
  readonly airportName: (iata: string) => string;
  readonly now: string;
}

function Way({ title, legs, airportName, now }: WayProps) {
  const intl = useIntl();
  const interchanges = interchangesOf(legs);
  return (
    <section className="offer-flights__way">
      <h4 className="offer-flights__title">{title}</h4>
      <ol className="offer-flights__legs">
        {legs.map((flight, index) => {
          const change = index === 0 ? undefined : interchanges[index - 1];
          return (
            <li key={`${flight.flight_number}-${flight.departure_time}`} className="offer-flights__leg">
              {change ? (
                <p className="offer-flights__interchange">
                  {intl.formatMessage(
                    { id: 'hotel.offer.flights.interchange' },
                    { airport: airportName(change.airport_iata) },
                  )}
                  {': '}
                  {intl.formatMessage({ id: 'hotel.offer.flights.interchange_departure' })}{' '}
                  <span className="offer-flights__interchange-date">
                    {interchangeDateOrDash(change.departure_time, now, (value) => formatClock(intl, value))}
                  </span>
                </p>
              ) : null}
              <p className="offer-flights__route">
                <strong>
                  {intl.formatMessage(
                    { id: 'hotel.offer.flights.route' },
                    { from: airportName(flight.departure_airport_iata), to: airportName(flight.arrival_airport_iata) },
                  )}
                </strong>
              </p>
              <p className="offer-flights__number">
                {intl.formatMessage(
                  { id: 'hotel.offer.flights.flight' },
                  { number: flight.flight_number, carrier: flight.carrier },
                )}
              </p>
              <dl className="offer-flights__times">
                <div>
                  <dt>{intl.formatMessage({ id: 'hotel.offer.flights.departs' })}</dt>
                  <dd>{formatClock(intl, flight.departure_time)}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'hotel.offer.flights.arrives' })}</dt>
                  <dd>{formatClock(intl, flight.arrival_time)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
