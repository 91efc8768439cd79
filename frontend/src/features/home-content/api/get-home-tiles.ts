import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { HomeTilesResponseSchema, type HomeTilesResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** Category tiles of the home page (spec §2). The server localizes the answer from Accept-Language. */
export function getHomeTiles({ signal }: { signal?: AbortSignal } = {}): Promise<HomeTilesResponse> {
  return apiClient.request(ROUTES.homeTiles, { schema: HomeTilesResponseSchema, signal });
}

/** The locale is part of the key, so switching the language fetches the other translation. */
export function homeTilesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['home-tiles', locale],
    queryFn: ({ signal }) => getHomeTiles({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHomeTiles() {
  const locale = useAtomValue(localeAtom);
  // Keep the previous language on screen while the new one loads: nothing jumps.
  return useQuery({ ...homeTilesQueryOptions(locale), placeholderData: keepPreviousData });
}
