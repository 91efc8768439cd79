import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArticlesResponseSchema, type ArticlesResponse } from '@app/shared/blog';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

export type ArticlesParams = Readonly<Record<string, string>>;

/** `GET /blog/articles`: a page of articles and every category, in the visitor's language. */
export function getArticles(
  params: ArticlesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ArticlesResponse> {
  return apiClient.request(ROUTES.blogArticles, {
    schema: ArticlesResponseSchema,
    query: toQueryString(Object.entries(params)),
    signal,
  });
}

export function articlesQueryOptions(locale: Locale, params: ArticlesParams) {
  return queryOptions({
    queryKey: ['blog-articles', locale, params],
    queryFn: ({ signal }) => getArticles(params, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** While the next search loads, the previous cards stay (dimmed by the page), so nothing jumps. */
export function useArticles(params: ArticlesParams, { keepPrevious = false, enabled = true } = {}) {
  const locale = useAtomValue(localeAtom);
  return useQuery({
    ...articlesQueryOptions(locale, params),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
