import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Locale } from '@app/shared/locale';
import { SpecialOffersResponseSchema, type SpecialOffersResponse } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { endOfDayUnix, todayIso } from '@app/shared/search-form/dates';
import { OFFERS_PATH, toQueryString } from '@app/shared/search-form/search-query';
import {
  SPECIAL_OFFER_DEFAULTS,
  moreOffersHref,
  specialOffersParams,
  type SpecialOfferTab,
} from '@app/shared/search-form/special-offer-tabs';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export type SpecialOffersParams = Readonly<Record<string, string>>;

export interface SpecialOffersRequest {
  /** The query of GET /api/special_offers_list. */
  readonly params: SpecialOffersParams;
  /** The 'more offers' link: /offers with the same parameters, limit dropped (SPECIAL-10). */
  readonly moreHref: string;
}

/**
 * What one view of the section asks for. A tab takes the shared rules of spec §9. Before any tab is
 * chosen, the default block (OPEN-37) shows the cheapest holidays on the plain spec §9 defaults,
 * departing from the end of today, with no tab's horizon or filters. "Today" is the visitor's own
 * day: the browser's zone (decision D3).
 */
export function specialOffersRequest(
  tab: SpecialOfferTab | undefined,
  nowMs: number = Date.now(),
  timeZone: string = browserTimeZone(),
): SpecialOffersRequest {
  const today = todayIso(nowMs, timeZone);
  if (tab !== undefined) {
    return { params: specialOffersParams(tab, today, timeZone), moreHref: moreOffersHref(tab, today, timeZone) };
  }
  const params = { ...SPECIAL_OFFER_DEFAULTS, departure_date: String(endOfDayUnix(today, timeZone)) };
  const { limit: _limit, ...linkParams } = params;
  return { params, moreHref: `${OFFERS_PATH}?${toQueryString(Object.entries(linkParams))}` };
}

/** The server names countries and regions from Accept-Language, which the client sets from the locale. */
export function getSpecialOffers(
  params: SpecialOffersParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SpecialOffersResponse> {
  return apiClient.request(ROUTES.specialOffersList, {
    schema: SpecialOffersResponseSchema,
    query: toQueryString(Object.entries(params)),
    signal,
  });
}

/**
 * The locale and the parameters make the key; the query client's retries with back-off apply, and
 * once they are spent the section hides itself (decision D4).
 */
export function specialOffersQueryOptions(locale: Locale, params: SpecialOffersParams) {
  return queryOptions({
    queryKey: ['special-offers', locale, params],
    queryFn: ({ signal }) => getSpecialOffers(params, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The default block's query, for the home page's loader to start early. */
export function defaultSpecialOffersQueryOptions(locale: Locale) {
  return specialOffersQueryOptions(locale, specialOffersRequest(undefined).params);
}

export function useSpecialOffers(tab: SpecialOfferTab | undefined) {
  const locale = useAtomValue(localeAtom);
  const request = specialOffersRequest(tab);
  const query = useQuery(specialOffersQueryOptions(locale, request.params));
  // The link carries today's dates, which prerendered HTML cannot know: plain /offers until then.
  const hydrated = useHydrated();
  return { query, moreHref: hydrated ? request.moreHref : OFFERS_PATH };
}
