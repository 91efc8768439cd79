import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RecommendedRegionsResponseSchema, type RecommendedRegionsResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../lib/api-client.ts';
import { localeAtom } from '../lib/intl/locale-atom.ts';

/** The server localizes the answer from Accept-Language, which the client sets from the locale. */
export function getRecommendedRegions({ signal }: { signal?: AbortSignal } = {}): Promise<RecommendedRegionsResponse> {
  return apiClient.request(ROUTES.recommendedRegions, { schema: RecommendedRegionsResponseSchema, signal });
}

/** The locale is part of the key, so switching the language fetches the other translation. */
export function recommendedRegionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['recommended-regions', locale],
    queryFn: ({ signal }) => getRecommendedRegions({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRecommendedRegions() {
  const locale = useAtomValue(localeAtom);
  // Keep the previous language's tiles on screen while the new ones load: nothing jumps.
  return useQuery({ ...recommendedRegionsQueryOptions(locale), placeholderData: keepPreviousData });
}
