import { addMonths, endOfDayUnix } from './dates.ts';
import { OFFERS_PATH, toQueryString } from './search-query.ts';

/** The special-offers section's tabs (SPECIAL-01), in display order. */
export const SPECIAL_OFFER_TABS = [
  'all_inclusive',
  'last_minute',
  'exotic_places',
  'without_passport',
  'with_children',
  'from_germany',
] as const;
export type SpecialOfferTab = (typeof SPECIAL_OFFER_TABS)[number];

/** Skeleton cards shown while a tab loads, and cards asked for (CONST-21, CONST-24). */
export const SPECIAL_OFFERS_LIMIT = 6;

/** Request defaults of every tab (spec §9, CONST-17 to CONST-22); dates are added per request. */
export const SPECIAL_OFFER_DEFAULTS = {
  adults_number: '2',
  offer_type: 'A',
  duration_min: '7',
  duration_max: '15',
  page: '0',
  limit: String(SPECIAL_OFFERS_LIMIT),
  rating_min: '3',
} as const;

/** Each tab's return horizon in calendar months and its own parameters (spec §9, CONST-25 to CONST-30). */
export const SPECIAL_OFFER_TAB_SETTINGS: Readonly<
  Record<SpecialOfferTab, { returnMonths: number; params: Readonly<Record<string, string>> }>
> = {
  all_inclusive: { returnMonths: 6, params: { boards: '12' } },
  last_minute: { returnMonths: 2, params: {} },
  exotic_places: { returnMonths: 2, params: { regions: '200253,200271,200352,200236' } },
  without_passport: { returnMonths: 2, params: { regions: '200217,200206,200200,200205' } },
  with_children: { returnMonths: 6, params: { children_ages: '7' } },
  from_germany: {
    returnMonths: 6,
    params: { departure_airports: 'ALL_GER', operators: 'ALL_GER', dates_delta: '180' },
  },
};

export function isSpecialOfferTab(value: string): value is SpecialOfferTab {
  return (SPECIAL_OFFER_TABS as readonly string[]).includes(value);
}

/**
 * The query of GET /api/special_offers_list for a tab (SPECIAL-11): the defaults, departure from the
 * end of today (CONST-23) and return at the end of the day N calendar months later (OPEN-46), then
 * the tab's own parameters. Values are strings, in this order.
 */
export function specialOffersParams(tab: SpecialOfferTab, todayIso: string, timeZone: string): Record<string, string> {
  const settings = SPECIAL_OFFER_TAB_SETTINGS[tab];
  return {
    ...SPECIAL_OFFER_DEFAULTS,
    departure_date: String(endOfDayUnix(todayIso, timeZone)),
    return_date: String(endOfDayUnix(addMonths(todayIso, settings.returnMonths), timeZone)),
    ...settings.params,
  };
}

export function specialOffersQuery(tab: SpecialOfferTab, todayIso: string, timeZone: string): string {
  return toQueryString(Object.entries(specialOffersParams(tab, todayIso, timeZone)));
}

/** The tab's "more offers" link: /offers with the same parameters, only `limit` dropped (SPECIAL-10). */
export function moreOffersHref(tab: SpecialOfferTab, todayIso: string, timeZone: string): string {
  const { limit: _limit, ...params } = specialOffersParams(tab, todayIso, timeZone);
  return `${OFFERS_PATH}?${toQueryString(Object.entries(params))}`;
}

export type SpecialOffersView = 'default' | 'loading' | 'loaded' | 'hidden';

/**
 * What the section shows (STATE-20): the default block until a tab is clicked, then skeletons while
 * loading, then the cards. A failed fetch (after the query's own retries) hides the section
 * quietly (D4) instead of leaving skeletons on forever.
 */
export function specialOffersView(
  activeTab: SpecialOfferTab | undefined,
  status: 'pending' | 'error' | 'success',
): SpecialOffersView {
  if (activeTab === undefined) return 'default';
  if (status === 'error') return 'hidden';
  return status === 'success' ? 'loaded' : 'loading';
}
