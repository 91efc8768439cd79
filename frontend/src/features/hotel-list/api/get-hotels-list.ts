import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Locale } from '@app/shared/locale';
import { HotelsListResponseSchema, type HotelsListResponse } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { hotelsListParams, type HotelSearch } from '../hotel-search.ts';

/**
 * GET /offers/get_hotels_list (spec §7). Places are named in the visitor's language (the client sends
 * Accept-Language). The signal cancels a request the visitor has typed past.
 */
export function getHotelsList(
  params: Readonly<Record<string, string>>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HotelsListResponse> {
  return apiClient.request(ROUTES.offersHotelsList, {
    schema: HotelsListResponseSchema,
    query: toQueryString(Object.entries(params)),
    signal,
  });
}

export function hotelsListQueryOptions(locale: Locale, search: HotelSearch) {
  const params = hotelsListParams(search);
  return queryOptions({
    queryKey: ['hotels-list', locale, params],
    queryFn: ({ signal }) => getHotelsList(params, { signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
}

/** The hotels of a search; the previous answer stays on screen while the next one loads. */
export function useHotelsList(search: HotelSearch) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...hotelsListQueryOptions(locale, search), placeholderData: keepPreviousData });
}
