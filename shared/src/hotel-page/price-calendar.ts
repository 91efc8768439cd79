import { roundOfferPrice } from '../money.ts';
import type { OfferSummary } from '../offers.ts';

/** The fields of an offer the price calendar reads. */
export type CalendarOffer = Pick<
  OfferSummary,
  'uuid' | 'departure_date' | 'days' | 'availability' | 'price_per_person_pln' | 'price_per_person_eur'
>;

export type CalendarCurrency = 'pln' | 'eur';

/** Where a price lies between the calendar's cheapest (0) and dearest (4) cell. */
export type PriceBand = 0 | 1 | 2 | 3 | 4;
export const PRICE_BANDS = [0, 1, 2, 3, 4] as const satisfies readonly PriceBand[];

export interface PriceCalendarCell {
  /** The offer the cell selects: the cheapest bookable one of its departure day and trip length. */
  readonly uuid: string;
  /** Its price per person in whole units of the calendar's currency (the one money rule, money.ts). */
  readonly price: number;
  readonly band: PriceBand;
  /** How many bookable offers share the departure day and trip length. */
  readonly offers: number;
}

export interface PriceCalendar {
  /** Departure days ('YYYY-MM-DD'), earliest first: the rows. */
  readonly departures: readonly string[];
  /** Trip lengths in days, shortest first: the columns. */
  readonly lengths: readonly number[];
  /** `cells[departureIndex][lengthIndex]`; null where no bookable offer has that day and length. */
  readonly cells: readonly (readonly (PriceCalendarCell | null)[])[];
  /** The cheapest and dearest cell price; null when the calendar is empty. */
  readonly min: number | null;
  readonly max: number | null;
  /** Departure days and trip lengths left out by the cap (MAX_CALENDAR_DEPARTURES, MAX_CALENDAR_LENGTHS). */
  readonly omitted: { readonly departures: number; readonly lengths: number };
}

/**
 * The grid's cap: two months of daily departures, three weeks of trip lengths. Beyond it the
 * calendar keeps the earliest departures and the shortest lengths (the ones a visitor can book
 * soonest, and the usual one- to three-week stays); the hotel's list of dates still has every offer.
 */
export const MAX_CALENDAR_DEPARTURES = 60;
export const MAX_CALENDAR_LENGTHS = 21;

const AVAILABILITY_RANK: Readonly<Record<OfferSummary['availability'], number>> = {
  AVAILABLE: 0,
  ON_REQUEST: 1,
  NOT_AVAILABLE: 2,
};

interface Candidate {
  readonly offer: CalendarOffer;
  readonly price: number;
}

/** Cheaper first; at the same price as shown, bookable at once before on request, then by uuid so the choice is stable. */
function isBetter(a: Candidate, b: Candidate): boolean {
  if (a.price !== b.price) return a.price < b.price;
  const rank = AVAILABILITY_RANK[a.offer.availability] - AVAILABILITY_RANK[b.offer.availability];
  if (rank !== 0) return rank < 0;
  return a.offer.uuid < b.offer.uuid;
}

/** Five equal-width price bands between the cheapest and the dearest cell; one price for all → band 0. */
export function priceBand(price: number, min: number, max: number): PriceBand {
  if (max <= min) return 0;
  const band = Math.floor(((price - min) * PRICE_BANDS.length) / (max - min));
  return Math.min(Math.max(band, 0), PRICE_BANDS.length - 1) as PriceBand;
}

/**
 * The hotel page's price calendar (issue 14): departure day × trip length, each cell the cheapest
 * offer of that day and length in `currency`, banded by price for its colour.
 * - Sold-out offers (NOT_AVAILABLE) count for nothing: a day or length with only sold-out offers
 *   gets no row or column.
 * - Prices are compared as the visitor sees them, rounded to whole units (roundOfferPrice), so two
 *   cells showing the same price are equally cheap; at one price an AVAILABLE offer wins over an
 *   ON_REQUEST one, then the smaller uuid.
 * - Beyond the cap the earliest MAX_CALENDAR_DEPARTURES days and the shortest MAX_CALENDAR_LENGTHS
 *   lengths are kept; min, max and bands are those of the cells shown.
 */
export function priceCalendar(offers: readonly CalendarOffer[], currency: CalendarCurrency): PriceCalendar {
  const bookable = offers.filter((offer) => offer.availability !== 'NOT_AVAILABLE');
  const allDepartures = [...new Set(bookable.map((offer) => offer.departure_date))].sort();
  const allLengths = [...new Set(bookable.map((offer) => offer.days))].sort((a, b) => a - b);
  const departures = allDepartures.slice(0, MAX_CALENDAR_DEPARTURES);
  const lengths = allLengths.slice(0, MAX_CALENDAR_LENGTHS);
  const row = new Map(departures.map((day, index) => [day, index]));
  const column = new Map(lengths.map((days, index) => [days, index]));

  const best: ({ candidate: Candidate; offers: number } | null)[][] = departures.map(() => lengths.map(() => null));
  for (const offer of bookable) {
    const r = row.get(offer.departure_date);
    const c = column.get(offer.days);
    if (r === undefined || c === undefined) continue;
    const amount = currency === 'eur' ? offer.price_per_person_eur : offer.price_per_person_pln;
    const candidate = { offer, price: roundOfferPrice(amount) };
    const cells = best[r];
    if (!cells) continue;
    const current = cells[c];
    cells[c] = current
      ? {
          candidate: isBetter(candidate, current.candidate) ? candidate : current.candidate,
          offers: current.offers + 1,
        }
      : { candidate, offers: 1 };
  }

  const prices = best.flat().flatMap((cell) => (cell ? [cell.candidate.price] : []));
  const min = prices.length > 0 ? Math.min(...prices) : null;
  const max = prices.length > 0 ? Math.max(...prices) : null;
  const cells = best.map((cellsOfDay) =>
    cellsOfDay.map((cell): PriceCalendarCell | null =>
      cell
        ? {
            uuid: cell.candidate.offer.uuid,
            price: cell.candidate.price,
            band: priceBand(cell.candidate.price, min ?? 0, max ?? 0),
            offers: cell.offers,
          }
        : null,
    ),
  );
  return {
    departures,
    lengths,
    cells,
    min,
    max,
    omitted: { departures: allDepartures.length - departures.length, lengths: allLengths.length - lengths.length },
  };
}
