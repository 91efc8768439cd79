import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_SORTS } from '../search-criteria.ts';
import {
  parseQueryString,
  parseSearchQuery,
  searchParams,
  toQueryString,
  type SearchFormValues,
} from '../search-form/search-query.ts';

/**
 * The offers list's URL (spec §2, ROUTE-01): the search criteria that `parseSearchQuery` reads plus
 * the list's own sort, page and limit. The page URL stays short (defaults left out, a preset page's
 * fixed values left out); the API query is complete and normalized, so equal searches share one key.
 */
export type ListSort = (typeof SEARCH_SORTS)[number];
export type ListPaging = { page: number; limit: number; sort: ListSort };

export const DEFAULT_SORT: ListSort = 'price';
export const DEFAULT_PAGING: Readonly<ListPaging> = { page: 0, limit: DEFAULT_PAGE_SIZE, sort: DEFAULT_SORT };
/** The server's last page (its `page` bound). */
export const MAX_PAGE = 10_000;

/**
 * What a listing page fixes through its path: the offer type of /wakacje, /tylko-hotele, … (spec §2)
 * and, on a country page, the destination. Fixed values win over the query string and are not
 * repeated in it.
 */
export type ListPreset = { offerType?: 'A' | 'S' | 'C1' | 'C2'; regions?: readonly number[] };

export type ListSearch = { values: Partial<SearchFormValues>; paging: ListPaging };

const DIGITS = /^\d+$/;

function intParam(text: string | undefined, min: number, max: number, fallback: number): number {
  if (text === undefined || !DIGITS.test(text.trim())) return fallback;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : fallback;
}

/** Sort, page and limit from a query string; an unreadable value falls back to its default. */
export function parseListPaging(queryString: string): ListPaging {
  const params = parseQueryString(queryString);
  const sort = SEARCH_SORTS.find((candidate) => candidate === params.get('sort')?.trim()) ?? DEFAULT_SORT;
  return {
    page: intParam(params.get('page'), 0, MAX_PAGE, DEFAULT_PAGING.page),
    limit: intParam(params.get('limit'), 1, MAX_PAGE_SIZE, DEFAULT_PAGING.limit),
    sort,
  };
}

/** The values a preset fixes, laid over what the URL says. */
export function withPreset(values: Partial<SearchFormValues>, preset: ListPreset = {}): Partial<SearchFormValues> {
  return {
    ...values,
    ...(preset.offerType === undefined ? {} : { offerType: preset.offerType }),
    ...(preset.regions === undefined ? {} : { regions: [...preset.regions] }),
  };
}

/** The search a list location shows: the query string's criteria and paging, the preset's fixed values. */
export function readListSearch(queryString: string, preset: ListPreset, options: { timeZone: string }): ListSearch {
  return {
    values: withPreset(parseSearchQuery(queryString, options), preset),
    paging: parseListPaging(queryString),
  };
}

/**
 * The query of GET /offers/list (spec §7): every criterion with a value (the search form's own rules:
 * C as C2, disabled filters dropped, values the server would refuse left out) and page, limit and
 * sort always, so one search has one spelling — the react-query key.
 */
export function offersListParams(search: ListSearch, options: { timeZone: string }): [string, string][] {
  const { page, limit, sort } = search.paging;
  return [
    ...searchParams(search.values, options),
    ['page', String(Math.min(MAX_PAGE, Math.max(0, Math.trunc(page))))],
    ['limit', String(Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit))))],
    ['sort', sort],
  ];
}

/** The key of a search: its API query string. */
export function offersListQuery(search: ListSearch, options: { timeZone: string }): string {
  return toQueryString(offersListParams(search, options));
}

/**
 * The page's own query string (without '?'): the criteria, minus what the preset's path already
 * says (offer_type and flight_type, or regions), and sort, page and limit only when they differ from
 * the defaults. Reading it back gives the same search.
 */
export function listPageQuery(search: ListSearch, preset: ListPreset, options: { timeZone: string }): string {
  const fixed = new Set<string>();
  if (preset.offerType !== undefined) fixed.add('offer_type').add('flight_type');
  if (preset.regions !== undefined) fixed.add('regions');
  const pairs: [string, string][] = searchParams(search.values, options).filter(([key]) => !fixed.has(key));
  const { page, limit, sort } = search.paging;
  if (sort !== DEFAULT_PAGING.sort) pairs.push(['sort', sort]);
  if (page !== DEFAULT_PAGING.page) pairs.push(['page', String(page)]);
  if (limit !== DEFAULT_PAGING.limit) pairs.push(['limit', String(limit)]);
  return toQueryString(pairs);
}

/** Pages a total fills at a page size, at least one and at most the server's last page + 1. */
export function pageCount(total: number, limit: number): number {
  if (!Number.isFinite(total) || total <= 0 || limit <= 0) return 1;
  return Math.min(MAX_PAGE + 1, Math.ceil(total / limit));
}
