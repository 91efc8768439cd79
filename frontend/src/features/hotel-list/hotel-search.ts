import type { RegionsFilter } from '@app/shared/filters';
import type { HotelsListQuery } from '@app/shared/offers';
import { parseQueryString, toQueryString } from '@app/shared/search-form/search-query';

/** Hotels per page: two or three full rows of cards on a desktop, a comfortable scroll on a phone. */
export const HOTELS_PER_PAGE = 24;
/** The endpoint's own cap (HotelsListQuerySchema). */
const MAX_TEXT_LENGTH = 100;

export type HotelOfferType = 'A' | 'S';

/**
 * The hotel list's search, kept in the URL with the endpoint's own parameter names (spec §7
 * `GET /offers/get_hotels_list`): `hotel_name`, `regions` (one country or region), `offer_type`, `page`
 * (from 0). The page's address is thus also the request it makes.
 */
export interface HotelSearch {
  readonly text: string;
  readonly region: number | undefined;
  readonly offerType: HotelOfferType | undefined;
  readonly page: number;
}

export const EMPTY_HOTEL_SEARCH: HotelSearch = { text: '', region: undefined, offerType: undefined, page: 0 };

/** Reads the search from a query string; anything unreadable is left out, never an error page. */
export function readHotelSearch(queryString: string): HotelSearch {
  const params = parseQueryString(queryString);
  const region = Number(params.get('regions') ?? '');
  const page = Number(params.get('page') ?? '');
  const type = params.get('offer_type');
  return {
    text: (params.get('hotel_name') ?? '').slice(0, MAX_TEXT_LENGTH),
    region: Number.isInteger(region) && region > 0 ? region : undefined,
    offerType: type === 'A' || type === 'S' ? type : undefined,
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 0,
  };
}

type HotelsListParam = keyof HotelsListQuery;

/** The parameters of a search, only what is set, in a fixed order; the first page is no parameter. */
function hotelSearchPairs(search: HotelSearch): [HotelsListParam, string][] {
  const pairs: [HotelsListParam, string][] = [];
  const text = search.text.trim();
  if (text) pairs.push(['hotel_name', text]);
  if (search.region !== undefined) pairs.push(['regions', String(search.region)]);
  if (search.offerType) pairs.push(['offer_type', search.offerType]);
  if (search.page > 0) pairs.push(['page', String(search.page)]);
  return pairs;
}

/** The query string of a search (no leading '?'), written as every search query is (shared's `toQueryString`). */
export function hotelSearchQuery(search: HotelSearch): string {
  return toQueryString(hotelSearchPairs(search));
}

/** The request of a search: its parameters plus the page, always sent, and the page size. */
export function hotelsListParams(search: HotelSearch): Record<string, string> {
  return {
    ...Object.fromEntries(hotelSearchPairs({ ...search, page: 0 })),
    page: String(search.page),
    limit: String(HOTELS_PER_PAGE),
  } satisfies Partial<Record<HotelsListParam, string>>;
}

/**
 * The chooser's two levels for a chosen region id: a country is its own country; a region names the
 * country at the root of its branch. Unknown ids (a stale link) choose nothing.
 */
export function chosenPlace(
  data: RegionsFilter | undefined,
  region: number | undefined,
): { country: number | undefined; region: number | undefined } {
  if (!data || region === undefined) return { country: region, region: undefined };
  const chosen = data.regions[String(region)];
  if (!chosen) return { country: undefined, region: undefined };
  let root = chosen;
  for (let depth = 0; root.parent !== undefined && depth < 10; depth++) {
    const parent = data.regions[String(root.parent)];
    if (!parent) break;
    root = parent;
  }
  return root.id === region ? { country: region, region: undefined } : { country: root.id, region };
}

/**
 * The regions to offer under a country, depth first with their subregions after them, each with its
 * depth so the list can indent it.
 */
export function regionOptions(
  data: RegionsFilter | undefined,
  country: number | undefined,
): { id: number; name: string; depth: number }[] {
  if (!data || country === undefined) return [];
  const options: { id: number; name: string; depth: number }[] = [];
  const visit = (id: number, depth: number) => {
    const region = data.regions[String(id)];
    if (!region || depth > 5) return;
    options.push({ id, name: region.name, depth });
    region.subregions.forEach((child) => visit(child, depth + 1));
  };
  data.regions[String(country)]?.subregions.forEach((id) => visit(id, 0));
  return options;
}

/** Three spaces a level: a native list can only indent its options with characters. */
const INDENT = '\u00a0\u00a0\u00a0';

/**
 * An option's text in the region list: subregions indented under their region, except the chosen
 * one, which the closed list shows alone and so would stand out of line with the other boxes
 * (issue 22).
 */
export function regionOptionLabel(option: { name: string; depth: number }, chosen: boolean): string {
  return chosen ? option.name : `${INDENT.repeat(option.depth)}${option.name}`;
}
