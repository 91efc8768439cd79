import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { HeadlinesResponseSchema, type HeadlinesResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** Headlines of the home page (spec §3). The server localizes the answer from Accept-Language. */
export function getHeadlines({ signal }: { signal?: AbortSignal } = {}): Promise<HeadlinesResponse> {
  return apiClient.request(ROUTES.headlines, { schema: HeadlinesResponseSchema, signal });
}

/** The locale is part of the key, so switching the language fetches the other translation. */
export function headlinesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['headlines', locale],
    queryFn: ({ signal }) => getHeadlines({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHeadlines() {
  const locale = useAtomValue(localeAtom);
  // Keep the previous language on screen while the new one loads: nothing jumps.
  return useQuery({ ...headlinesQueryOptions(locale), placeholderData: keepPreviousData });
}
