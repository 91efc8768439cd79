import { HOTEL_LINK_PARAMS } from '../hotel-link.ts';
import { MAX_PAGE_SIZE } from '../search-criteria.ts';
import { parseQueryString, toQueryString } from '../search-form/search-query.ts';

/**
 * The search a hotel page's URL carries (the ROUTE-07 parameters a card's link keeps), under the
 * search's own names: `operator_code` is the search's `operators`; `parser` names the feed an offer
 * came from and narrows nothing, so it is left out. The offer type only when it is a hotel's (A, S).
 */
export function searchOfHotelPage(pageQuery: string): [string, string][] {
  const page = parseQueryString(pageQuery);
  const pairs: [string, string][] = [];
  const type = page.get('offer_type');
  if (type === 'A' || type === 'S') pairs.push(['offer_type', type]);
  for (const key of HOTEL_LINK_PARAMS) {
    const value = page.get(key);
    if (value === undefined || value === '' || key === 'parser') continue;
    pairs.push([key === 'operator_code' ? 'operators' : key, value]);
  }
  return pairs;
}

/**
 * The query of `GET /offers/for_hotel` for a hotel page's URL: the hotel's id and the search the
 * visitor came with, so the dates with prices answer that search. One page of the most offers the
 * API gives: a hotel rarely has more for one search, and the tab sorts them itself.
 */
export function hotelOffersQuery(pageQuery: string): string | undefined {
  const id = parseQueryString(pageQuery).get('id');
  if (!id) return undefined;
  return toQueryString([['hotel_id', id], ...searchOfHotelPage(pageQuery), ['limit', String(MAX_PAGE_SIZE)]]);
}

/** The search parameters the dates tab's own filters set (issue 14): airport, trip length, board. */
export const DATES_TAB_FILTERS = ['departure_airports', 'duration_min', 'duration_max', 'boards'] as const;

/**
 * The for_hotel query that lists what the dates tab's filters can choose from: the page's search
 * without those filters, so choosing one airport still offers the others.
 */
export function hotelOffersChoicesQuery(pageQuery: string): string | undefined {
  const page = parseQueryString(pageQuery);
  const kept = [...page.entries()].filter(([key]) => !(DATES_TAB_FILTERS as readonly string[]).includes(key));
  return hotelOffersQuery(toQueryString(kept));
}
