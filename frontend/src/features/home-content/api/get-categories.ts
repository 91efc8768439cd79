import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CategoriesResponseSchema, type CategoriesResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** Category infoboxes of the home page (spec §3). The server localizes the answer from Accept-Language. */
export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<CategoriesResponse> {
  return apiClient.request(ROUTES.categories, { schema: CategoriesResponseSchema, signal });
}

/** The locale is part of the key, so switching the language fetches the other translation. */
export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['categories', locale],
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  const locale = useAtomValue(localeAtom);
  // Keep the previous language on screen while the new one loads: nothing jumps.
  return useQuery({ ...categoriesQueryOptions(locale), placeholderData: keepPreviousData });
}
