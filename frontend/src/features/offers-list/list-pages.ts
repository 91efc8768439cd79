import type { ListPreset } from '@app/shared/offers-list/list-query';
import { PATHS } from '../../config/paths.ts';

/**
 * The listing pages of spec §2 (ROUTE-01 to ROUTE-05): /offers and the four pages of one offer
 * type. The router and the document's early search (early-search.ts) both read them from here.
 */
export const LIST_PAGES = {
  offers: { path: PATHS.offers, preset: {} },
  holidays: { path: PATHS.holidays, preset: { offerType: 'A' } },
  hotelsOnly: { path: PATHS.hotelsOnly, preset: { offerType: 'S' } },
  oneWayFlights: { path: PATHS.oneWayFlights, preset: { offerType: 'C1' } },
  twoWayFlights: { path: PATHS.flights, preset: { offerType: 'C2' } },
} as const satisfies Record<string, { path: string; preset: ListPreset }>;

export type ListPageName = keyof typeof LIST_PAGES;

const NAMES = Object.keys(LIST_PAGES) as ListPageName[];

/** The listing page at a path (one trailing slash allowed, as the router allows it), if any. */
export function listPageAt(pathname: string): ListPageName | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return NAMES.find((name) => LIST_PAGES[name].path === path);
}
