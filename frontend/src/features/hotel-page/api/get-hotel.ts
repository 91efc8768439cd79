import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { HotelDetailsSchema, type HotelDetails } from '@app/shared/hotel-page/hotel-details';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import { toQueryString } from '@app/shared/search-form/search-query';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { shouldRetry } from '../../../lib/query-client.ts';

/** A hotel changes only with a new feed: one visit reads it once. */
const HOTEL_STALE_MS = 10 * 60_000;

/** GET /offers/show_hotel (spec §7): the hotel's facts, gallery, facilities, reviews and weather. */
export function getHotel(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<HotelDetails> {
  return apiClient.request(ROUTES.offersShowHotel, {
    schema: HotelDetailsSchema,
    query: toQueryString([['id', id]]),
    signal,
  });
}

export function hotelQueryOptions(locale: Locale, id: string) {
  return queryOptions({
    queryKey: ['hotel', locale, id],
    queryFn: ({ signal }) => getHotel(id, { signal }),
    staleTime: HOTEL_STALE_MS,
    retry: (failureCount, error) => shouldRetry(failureCount, error),
  });
}

export function useHotel(id: string) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...hotelQueryOptions(locale, id), enabled: id !== '' });
}
