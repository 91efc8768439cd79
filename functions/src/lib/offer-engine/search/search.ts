import type { SearchCriteria } from '@app/shared/search-criteria';
import { FacetCounter } from './facets.ts';
import type { OfferIndex } from '../offer-index.ts';
import { offerAt } from './offer-view.ts';
import { planQuery } from './query-plan.ts';
import { compareOffers, createScratch, scan, type Scratch } from './scan.ts';
import type { OfferView, SearchResult } from './search-result.ts';
import { selectTop } from './top-k.ts';

const scratches = new WeakMap<OfferIndex, Scratch>();
/** Stamps are 32-bit; start afresh long before the epoch could wrap. */
const EPOCH_LIMIT = 0xffff_fff0;

/** Advances the query epoch (allocating working memory on first use) and starts the facet counter. */
function beginQuery(
  index: OfferIndex,
  facets: boolean,
  flightOnly: boolean,
): { scratch: Scratch; counter: FacetCounter | null } {
  let scratch = scratches.get(index);
  if (!scratch || scratch.epoch >= EPOCH_LIMIT) {
    scratch = createScratch(index);
    scratches.set(index, scratch);
  }
  scratch.epoch++;
  if (!facets) return { scratch, counter: null };
  scratch.facetCounter ??= new FacetCounter(index, scratch.groupCount);
  scratch.facetCounter.start(scratch.epoch, flightOnly);
  return { scratch, counter: scratch.facetCounter };
}

/**
 * Page order of result groups: the chosen sort (rating = review overall, stars = hotel standard,
 * both descending and meaningless for flights), then the best offer's price, date and uuid, then
 * the group itself (hotel id / destination IATA, because those indices are in that order).
 */
function groupOrder(index: OfferIndex, scratch: Scratch, sort: SearchCriteria['sort'], flightOnly: boolean) {
  const { hotelRating, hotelStars2 } = index.columns;
  const best = scratch.best;
  const byRow = (a: number, b: number) => compareOffers(index, best[a] ?? 0, best[b] ?? 0) || a - b;
  if (flightOnly || sort === 'price') return byRow;
  const key = sort === 'rating' ? hotelRating : hotelStars2;
  return (a: number, b: number) => (key[b] ?? 0) - (key[a] ?? 0) || byRow(a, b);
}

/**
 * Searches the index with the criteria of spec §3: the cheapest matching offer per hotel (per
 * destination airport for C1/C2), totals, one page, and optionally disjunctive facet counts.
 * A page past the end has no items but still the totals.
 */
export function searchOffers(
  index: OfferIndex,
  criteria: SearchCriteria,
  options: { facets?: boolean } = {},
): SearchResult {
  const wantFacets = options.facets ?? false;
  const plan = planQuery(index, criteria, wantFacets);
  const { scratch, counter } = beginQuery(index, wantFacets, plan.flightOnly);
  const totalOffers = scan(index, plan, scratch, { onlyGroup: -1, collect: null, facets: counter });
  const offset = criteria.page * criteria.limit;
  const page = selectTop(
    scratch.touched,
    scratch.touchedCount,
    offset + criteria.limit,
    groupOrder(index, scratch, criteria.sort, plan.flightOnly),
  );
  const result: SearchResult = {
    total_hotels: scratch.touchedCount,
    total_offers: totalOffers,
    page: criteria.page,
    limit: criteria.limit,
    items: page
      .slice(offset)
      .map((group) => ({ ...offerAt(index, scratch.best[group] ?? 0), offers_count: scratch.offers[group] ?? 0 })),
  };
  if (counter) result.facets = counter.result();
  return result;
}

export interface HotelOffers {
  total_offers: number;
  page: number;
  limit: number;
  items: OfferView[];
}

/**
 * Every matching offer of one hotel (the dates-with-prices list), by departure date, then price.
 * The hotel is given, so the region and hotel-name criteria do not apply; flights have no hotel.
 */
export function offersForHotel(index: OfferIndex, hotelId: string, criteria: SearchCriteria): HotelOffers {
  const hotel = index.lookups.hotelIndex.get(hotelId);
  const empty = { total_offers: 0, page: criteria.page, limit: criteria.limit, items: [] };
  const plan = planQuery(index, { ...criteria, regions: undefined, hotel_name: undefined }, false);
  if (hotel === undefined || plan.flightOnly) return empty;
  const { scratch } = beginQuery(index, false, false);
  const rows: number[] = [];
  const { departureDay } = index.columns;
  scan(index, { ...plan, scanRegions: [index.columns.hotelRegion[hotel] ?? 0] }, scratch, {
    onlyGroup: hotel,
    collect: rows,
    facets: null,
  });
  rows.sort((a, b) => (departureDay[a] ?? 0) - (departureDay[b] ?? 0) || compareOffers(index, a, b) || a - b);
  const offset = criteria.page * criteria.limit;
  return {
    ...empty,
    total_offers: rows.length,
    items: rows.slice(offset, offset + criteria.limit).map((row) => offerAt(index, row)),
  };
}
