import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Locale } from '@app/shared/locale';
import { OffersListResponseSchema, type OffersListResponse } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../lib/api-client.ts';
import { localeAtom } from '../lib/intl/locale-atom.ts';
import { shouldRetry } from '../lib/query-client.ts';
import { OFFERS_LIST_STALE_MS } from './offers-list-url.ts';

/**
 * GET /offers/list (spec §7). `query` is the normalized query string of the search
 * (`offersListQuery`); the server names regions and boards from Accept-Language, which the client
 * sets from the locale. The signal cancels the request when the search changes (LIST-15).
 */
export function getOffersList(query: string, { signal }: { signal?: AbortSignal } = {}): Promise<OffersListResponse> {
  return apiClient.request(ROUTES.offersList, {
    schema: OffersListResponseSchema,
    query,
    signal,
  });
}

/**
 * One search, one key. A search left behind (no observer any more) while its request runs is
 * cancelled by react-query through the signal. One retry only: the API answers in milliseconds,
 * so a failure that persists should say so (ERR-03) instead of keeping skeletons on for seconds.
 */
export function offersListQueryOptions(locale: Locale, query: string) {
  return queryOptions({
    queryKey: ['offers-list', locale, query],
    queryFn: ({ signal }) => getOffersList(query, { signal }),
    staleTime: OFFERS_LIST_STALE_MS,
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
}

/** The list of a search; the previous answer stays on screen while the next one loads (no flashing). */
export function useOffersList(query: string) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...offersListQueryOptions(locale, query), placeholderData: keepPreviousData });
}
