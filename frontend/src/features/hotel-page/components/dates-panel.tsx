import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { OfferSummary } from '@app/shared/offers';
import { formatDay, formatOfferPrices } from '../../../lib/intl/formats.ts';
import { useHotelOffers } from '../api/get-hotel-offers.ts';
import { cheapestOffer, OFFER_PARAM, searchWithOffer } from '../offer/choose-offer.ts';
import { PriceCalendar } from '../price-calendar/price-calendar.tsx';
import { DatesFilters } from './dates-filters.tsx';
import { nextSort, sortOffers, type OfferSort, type OfferSortKey } from '../sort-offers.ts';

type Column =
  | 'caption'
  | 'date'
  | 'days'
  | 'operator'
  | 'board'
  | 'room'
  | 'airport'
  | 'price'
  | 'availability'
  | 'no_flight'
  | 'choice';

interface DatesPanelProps {
  /** The for_hotel query of the page's search (hotelOffersQuery). */
  readonly query: string;
  /** The same page without the search, for "all dates of this hotel". */
  readonly allDatesHref: string;
  /** The for_hotel query without the tab's own filters: what they can choose from (hotelOffersChoicesQuery). */
  readonly choicesQuery: string;
}

/** After a choice the chosen offer, at the top of the page, is brought into view: that is where it shows. */
function revealChosenOffer(): void {
  requestAnimationFrame(() => document.querySelector('.chosen-offer')?.scrollIntoView({ block: 'start' }));
}

/**
 * The dates with prices tab (spec §2): the hotel's offers for the search the visitor came with, as a
 * table sortable by departure, length and price; operator, board, room, departure airport, price per
 * person in the language's currency with the other after it (D13), availability. On phones each
 * offer is a block of labelled lines (CSS) rather than a table wider than the screen.
 */
export function DatesPanel({ query, allDatesHref, choicesQuery }: DatesPanelProps) {
  const intl = useIntl();
  const answer = useHotelOffers(query);
  const [sort, setSort] = useState<OfferSort>({ key: 'date', direction: 'ascending' });
  const offers = useMemo(() => (answer.data ? sortOffers(answer.data.offers, sort) : []), [answer.data, sort]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = params.get(OFFER_PARAM) ?? cheapestOffer(offers)?.uuid;
  const choose = (uuid: string) => searchWithOffer(params, uuid);

  const filters = <DatesFilters choicesQuery={choicesQuery} />;
  if (answer.isError)
    return (
      <div className="hotel-message" role="alert">
        <p>{intl.formatMessage({ id: 'hotel.error' })}</p>
        <button type="button" className="button button--secondary" onClick={() => void answer.refetch()}>
          {intl.formatMessage({ id: 'hotel.retry' })}
        </button>
      </div>
    );
  if (!answer.data)
    return (
      <div className="hotel-dates__loading" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className="skeleton skeleton--line" />
        ))}
      </div>
    );
  if (offers.length === 0)
    return (
      <>
        {filters}
        <div className="hotel-message">
          <p>{intl.formatMessage({ id: 'hotel.offers.none' })}</p>
          <Link to={allDatesHref} className="button button--secondary">
            {intl.formatMessage({ id: 'hotel.offers.all' })}
          </Link>
        </div>
      </>
    );

  const header = (key: OfferSortKey | undefined, label: string) => {
    if (!key) return <th scope="col">{label}</th>;
    const sorted = sort.key === key ? sort.direction : undefined;
    return (
      <th scope="col" aria-sort={sorted ?? 'none'}>
        <button
          type="button"
          className="hotel-dates__sort"
          aria-label={intl.formatMessage({ id: 'hotel.offers.sort' }, { column: label })}
          onClick={() => setSort((current) => nextSort(current, key))}
        >
          {label}
          <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}</span>
        </button>
      </th>
    );
  };
  const label = (id: Column) => intl.formatMessage({ id: `hotel.offers.${id}` });

  return (
    <div className="hotel-dates">
      {filters}
      <PriceCalendar
        offers={answer.data.offers}
        selected={chosen}
        onSelect={(uuid) => {
          void navigate({ search: choose(uuid) }, { preventScrollReset: true });
          revealChosenOffer();
        }}
      />
      <p className="hotel-dates__count" aria-live="polite">
        {intl.formatMessage({ id: 'hotel.offers.count' }, { count: offers.length, total: answer.data.total_offers })}
      </p>
      <table className="hotel-dates__table">
        <caption className="visually-hidden">{label('caption')}</caption>
        <thead>
          <tr>
            {header('date', label('date'))}
            {header('days', label('days'))}
            {header(undefined, label('operator'))}
            {header(undefined, label('board'))}
            {header(undefined, label('room'))}
            {header(undefined, label('airport'))}
            {header('price', label('price'))}
            {header(undefined, label('availability'))}
            <th scope="col">
              <span className="visually-hidden">{label('choice')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <OfferRow
              key={offer.uuid}
              offer={offer}
              label={label}
              chosen={offer.uuid === chosen}
              chooseHref={choose(offer.uuid)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface OfferRowProps {
  readonly offer: OfferSummary;
  readonly label: (id: Column) => string;
  readonly chosen: boolean;
  readonly chooseHref: string;
}

function OfferRow({ offer, label, chosen, chooseHref }: OfferRowProps) {
  const intl = useIntl();
  const prices = formatOfferPrices(intl, { pln: offer.price_per_person_pln, eur: offer.price_per_person_eur });
  return (
    <tr className={chosen ? 'hotel-dates__row--chosen' : undefined} aria-current={chosen ? 'true' : undefined}>
      <td data-label={label('date')}>
        {formatDay(intl, offer.departure_date)} – {formatDay(intl, offer.return_date)}
      </td>
      <td data-label={label('days')}>{offer.days}</td>
      <td data-label={label('operator')}>{offer.operator.name}</td>
      <td data-label={label('board')}>{offer.board?.name ?? '–'}</td>
      <td data-label={label('room')}>{offer.accommodation?.name ?? '–'}</td>
      <td data-label={label('airport')}>
        {offer.departure_airport
          ? `${offer.departure_airport.name} (${offer.departure_airport.iata})`
          : label('no_flight')}
      </td>
      <td data-label={label('price')} className="hotel-dates__price">
        <strong>{prices.primary}</strong>
        {prices.secondary === undefined ? null : <span className="hotel-dates__secondary">{prices.secondary}</span>}
      </td>
      <td data-label={label('availability')}>
        {intl.formatMessage({ id: `offers_list.availability.${offer.availability}` })}
      </td>
      <td className="hotel-dates__choice">
        {chosen ? (
          <span className="hotel-dates__chosen">{intl.formatMessage({ id: 'hotel.offer.chosen' })}</span>
        ) : offer.availability === 'NOT_AVAILABLE' ? null : (
          <Link
            to={{ search: chooseHref }}
            preventScrollReset
            onClick={revealChosenOffer}
            className="button button--secondary hotel-dates__choose"
            aria-label={intl.formatMessage(
              { id: 'hotel.offer.choose_label' },
              {
                dates: `${formatDay(intl, offer.departure_date)} – ${formatDay(intl, offer.return_date)}`,
                price: prices.primary,
              },
            )}
          >
            {intl.formatMessage({ id: 'hotel.offer.choose' })}
          </Link>
        )}
      </td>
    </tr>
  );
}
