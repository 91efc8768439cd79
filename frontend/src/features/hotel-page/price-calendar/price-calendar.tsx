import { useId, useMemo, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  PRICE_BANDS,
  priceCalendar,
  type CalendarCurrency,
  type PriceCalendarCell,
} from '@app/shared/hotel-page/price-calendar';
import { LEAD_CURRENCY } from '@app/shared/lead-currency';
import type { OfferSummary } from '@app/shared/offers';
import {
  formatDay,
  formatOfferPrices,
  formatPriceEur,
  formatPricePln,
  intlLanguage,
} from '../../../lib/intl/formats.ts';
import type { MessageId } from '../../../lib/intl/message-id.ts';
import { toLocalDate } from '../../../lib/local-dates.ts';
import './price-calendar.css';

interface PriceCalendarProps {
  /** The hotel's offers as the dates tab lists them; sold-out ones are left out of the grid. */
  readonly offers: readonly OfferSummary[];
  /** The uuid of the chosen offer: the cell of its departure day and length shows as pressed. */
  readonly selected?: string | undefined;
  /** Called with the uuid of a cell's cheapest offer when the cell is chosen. */
  readonly onSelect: (uuid: string) => void;
}

/**
 * The currency of the cells: the language's (decision D13), unless a bookable offer has no euro
 * amount (an answer stored before the API sent it), when the whole grid stays in zloty as cards do,
 * so every cell is coloured on one scale.
 */
function calendarCurrency(intl: IntlShape, offers: readonly OfferSummary[]): CalendarCurrency {
  const euroForAll = offers.every((offer) => offer.availability === 'NOT_AVAILABLE' || offer.price_per_person_eur > 0);
  return LEAD_CURRENCY[intlLanguage(intl)] === 'EUR' && euroForAll ? 'eur' : 'pln';
}

const ARROW_STEPS: Readonly<Record<string, readonly [row: number, column: number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Arrow keys move focus to the nearest cell with a price in that direction, over empty cells; at the edge focus stays. */
function moveFocus(event: KeyboardEvent<HTMLTableElement>, rows: number, columns: number): void {
  const step = ARROW_STEPS[event.key];
  const from = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-row]') : null;
  if (!step || !from || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  // The grid owns its arrows: the box does not scroll under a key that moves focus.
  event.preventDefault();
  let row = Number(from.dataset['row']);
  let column = Number(from.dataset['column']);
  for (;;) {
    row += step[0];
    column += step[1];
    if (row < 0 || column < 0 || row >= rows || column >= columns) return;
    const next = event.currentTarget.querySelector<HTMLElement>(`[data-row="${row}"][data-column="${column}"]`);
    if (next) {
      next.focus();
      return;
    }
  }
}

function StarIcon() {
  return (
    <svg
      className="price-calendar__icon"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 1l2.1 4.4 4.9.6-3.6 3.4.9 4.8L8 11.9 3.7 14.2l.9-4.8L1 6l4.9-.6z" fill="currentColor" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      className="price-calendar__check"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * The hotel page's price calendar (issue 14): departure days down, trip lengths across, each cell
 * the cheapest bookable offer of that day and length in the language's currency, coloured from
 * green (cheapest) to amber (dearest); the cheapest cells also say so in words. A cell is a toggle
 * button that selects its offer; arrow keys move between cells. On phones the grid scrolls inside
 * its box with the departure column pinned.
 */
export function PriceCalendar({ offers, selected, onSelect }: PriceCalendarProps) {
  const intl = useIntl();
  const titleId = useId();
  const currency = calendarCurrency(intl, offers);
  const calendar = useMemo(() => priceCalendar(offers, currency), [offers, currency]);
  const byUuid = useMemo(() => new Map(offers.map((offer) => [offer.uuid, offer])), [offers]);
  const text = (id: MessageId & `hotel.calendar.${string}`, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const { departures, lengths, cells, min, max, omitted } = calendar;
  if (departures.length === 0 || min === null || max === null)
    return <p className="price-calendar__none">{text('hotel.calendar.none')}</p>;

  const chosen = selected === undefined ? undefined : byUuid.get(selected);
  const price = (amount: number) => (currency === 'eur' ? formatPriceEur(intl, amount) : formatPricePln(intl, amount));
  const day = (iso: string) =>
    text('hotel.calendar.date', {
      weekday: intl.formatDate(toLocalDate(iso), { weekday: 'short' }),
      date: formatDay(intl, iso),
    });

  const renderCell = (cell: PriceCalendarCell | null, row: number, column: number) => {
    const offer = cell ? byUuid.get(cell.uuid) : undefined;
    if (!cell || !offer)
      return (
        // Spoken as words, seen as a dash: a cell's own text is read by every screen reader, where
        // aria-label on a plain cell is not.
        <td key={column} className="price-calendar__empty">
          <span aria-hidden="true">–</span>
          <span className="visually-hidden">{text('hotel.calendar.empty')}</span>
        </td>
      );
    const cheapest = cell.price === min;
    // The label gives the other currency too, except where the grid fell back to zloty in a euro language.
    const keepEuro = currency === 'eur' || LEAD_CURRENCY[intlLanguage(intl)] === 'PLN';
    const prices = formatOfferPrices(intl, {
      pln: offer.price_per_person_pln,
      eur: keepEuro ? offer.price_per_person_eur : undefined,
    });
    const full =
      prices.secondary === undefined
        ? prices.primary
        : text('hotel.calendar.price_both', { primary: prices.primary, secondary: prices.secondary });
    const pressed = chosen?.departure_date === departures[row] && chosen?.days === lengths[column];
    return (
      <td key={column}>
        <button
          type="button"
          className={`price-calendar__cell price-calendar__band-${cell.band}`}
          data-row={row}
          data-column={column}
          aria-pressed={pressed}
          aria-label={text('hotel.calendar.cell', {
            date: day(departures[row] ?? ''),
            days: lengths[column] ?? 0,
            price: full,
            cheapest: cheapest ? 'yes' : 'no',
            count: cell.offers,
          })}
          onClick={() => onSelect(cell.uuid)}
        >
          {pressed ? <CheckIcon /> : null}
          <span className="price-calendar__price">{prices.primary}</span>{' '}
          {cheapest ? (
            <span className="price-calendar__cheapest">
              <StarIcon />
              {text('hotel.calendar.cheapest')}
            </span>
          ) : null}
        </button>
      </td>
    );
  };

  return (
    <div className="price-calendar">
      {/* A heading outside the scrolling box, so its text wraps on a phone instead of scrolling away. */}
      <h3 id={titleId} className="price-calendar__title">
        {text('hotel.calendar.caption')}
      </h3>
      <div className="price-calendar__scroll">
        <table
          className="price-calendar__table"
          aria-labelledby={titleId}
          onKeyDown={(event) => moveFocus(event, departures.length, lengths.length)}
        >
          <thead>
            <tr>
              <th scope="col" className="price-calendar__corner">
                {text('hotel.calendar.departure')}
              </th>
              {lengths.map((days) => (
                <th key={days} scope="col">
                  {text('hotel.calendar.days', { days })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {departures.map((departure, row) => (
              <tr key={departure}>
                <th scope="row">{day(departure)}</th>
                {(cells[row] ?? []).map((cell, column) => renderCell(cell, row, column))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="price-calendar__legend">
        <p className="price-calendar__scale">
          <span>{text('hotel.calendar.legend')}</span>{' '}
          <span>{text('hotel.calendar.legend.min', { price: price(min) })}</span>{' '}
          <span className="price-calendar__swatches" aria-hidden="true">
            {PRICE_BANDS.map((band) => (
              <span key={band} className={`price-calendar__swatch price-calendar__band-${band}`} />
            ))}
          </span>{' '}
          <span>{text('hotel.calendar.legend.max', { price: price(max) })}</span>
        </p>
        <p className="price-calendar__key">
          <span className="price-calendar__cheapest">
            <StarIcon />
            {text('hotel.calendar.cheapest')}
          </span>{' '}
          <span>{text('hotel.calendar.legend.cheapest')}</span>
        </p>
        {omitted.departures > 0 ? (
          <p className="price-calendar__note">
            {text('hotel.calendar.omitted.departures', { count: departures.length })}
          </p>
        ) : null}
        {omitted.lengths > 0 ? (
          <p className="price-calendar__note">{text('hotel.calendar.omitted.lengths', { count: lengths.length })}</p>
        ) : null}
      </div>
    </div>
  );
}
