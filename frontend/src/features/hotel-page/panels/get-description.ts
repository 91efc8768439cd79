import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Locale } from '@app/shared/locale';
import { DescriptionResponseSchema, type DescriptionResponse } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/** Which version of the description to ask for: the hotel's own text or one of the interface languages. */
export type DescriptionLanguage = 'original' | Locale;

/** A description changes only with a new feed, so toggling back and forth never asks twice. */
const DESCRIPTION_STALE_MS = 30 * 60_000;

/** `GET /offers/description` (spec §2, HOTEL-02): the hotel's description, original or translated. */
export function getDescription(
  hotelId: string,
  lang: DescriptionLanguage,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DescriptionResponse> {
  return apiClient.request(ROUTES.offersDescription, {
    schema: DescriptionResponseSchema,
    query: toQueryString([
      ['id', hotelId],
      ['lang', lang],
    ]),
    signal,
  });
}

export function descriptionQueryOptions(locale: Locale, hotelId: string, lang: DescriptionLanguage) {
  return queryOptions({
    queryKey: ['hotel-description', locale, hotelId, lang],
    queryFn: ({ signal }) => getDescription(hotelId, lang, { signal }),
    staleTime: DESCRIPTION_STALE_MS,
  });
}

export function useDescription(hotelId: string, lang: DescriptionLanguage, { enabled = true } = {}) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...descriptionQueryOptions(locale, hotelId, lang), enabled });
}
