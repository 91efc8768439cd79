import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArticleResponseSchema, type ArticleResponse } from '@app/shared/blog';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { ApiError } from '../../../lib/api-error.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** `GET /blog/article`; an unknown slug answers 404, which the page shows as "not found". */
export function getArticle(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<ArticleResponse> {
  return apiClient.request(ROUTES.blogArticle, {
    schema: ArticleResponseSchema,
    query: toQueryString([['slug', slug]]),
    signal,
  });
}

export function articleQueryOptions(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: ['blog-article', locale, slug],
    queryFn: ({ signal }) => getArticle(slug, { signal }),
    staleTime: 5 * 60_000,
    // A missing article stays missing: no retries for a 404 (or a malformed slug's 400).
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
  });
}

export function useArticle(slug: string) {
  const locale = useAtomValue(localeAtom);
  return useQuery(articleQueryOptions(locale, slug));
}
