import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RelatedOffersResponseSchema, type RelatedOffersResponse } from '@app/shared/blog';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** `GET /blog/related_offers` (spec §7, BLOG-05): the cheapest offer per hotel in the regions. */
export function getRelatedOffers(
  regions: readonly number[],
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RelatedOffersResponse> {
  return apiClient.request(ROUTES.blogRelatedOffers, {
    schema: RelatedOffersResponseSchema,
    query: toQueryString([
      ['regions', regions.join(',')],
      ['limit', String(limit)],
    ]),
    signal,
  });
}

export function relatedOffersQueryOptions(locale: Locale, regions: readonly number[], limit: number) {
  return queryOptions({
    queryKey: ['blog-related-offers', locale, regions.join(','), limit],
    queryFn: ({ signal }) => getRelatedOffers(regions, limit, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRelatedOffers(regions: readonly number[], limit: number) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...relatedOffersQueryOptions(locale, regions, limit), enabled: regions.length > 0 });
}
