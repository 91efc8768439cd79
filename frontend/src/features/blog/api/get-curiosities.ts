import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CuriosityResponseSchema, type CuriosityResponse } from '@app/shared/blog';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** `GET /blog/get_curiosity` (spec §7, BLOG-04): "did you know" facts about one region. */
export function getCuriosities(
  regionId: number,
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CuriosityResponse> {
  return apiClient.request(ROUTES.blogCuriosity, {
    schema: CuriosityResponseSchema,
    query: toQueryString([
      ['region_id', String(regionId)],
      ['limit', String(limit)],
    ]),
    signal,
  });
}

export function curiositiesQueryOptions(locale: Locale, regionId: number, limit: number) {
  return queryOptions({
    queryKey: ['blog-curiosities', locale, regionId, limit],
    queryFn: ({ signal }) => getCuriosities(regionId, limit, { signal }),
    staleTime: 30 * 60_000,
  });
}

export function useCuriosities(regionId: number | undefined, limit: number) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...curiositiesQueryOptions(locale, regionId ?? 0, limit), enabled: regionId !== undefined });
}
