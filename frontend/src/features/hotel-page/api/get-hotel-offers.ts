import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Locale } from '@app/shared/locale';
import { HotelOffersResponseSchema, type HotelOffersResponse } from '@app/shared/offers';
import { ROUTES } from '@app/shared/routes';
import { apiClient } from '../../../lib/api-client.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { shouldRetry } from '../../../lib/query-client.ts';
import { OFFERS_LIST_STALE_MS } from '../../../api/offers-list-url.ts';

/** GET /offers/for_hotel (spec §7): the hotel's offers for the search, `query` from hotelOffersQuery. */
export function getHotelOffers(query: string, { signal }: { signal?: AbortSignal } = {}): Promise<HotelOffersResponse> {
  return apiClient.request(ROUTES.offersForHotel, { schema: HotelOffersResponseSchema, query, signal });
}

/** Offers age like the list's: prices and availability follow the snapshot. */
export function hotelOffersQueryOptions(locale: Locale, query: string) {
  return queryOptions({
    queryKey: ['hotel-offers', locale, query],
    queryFn: ({ signal }) => getHotelOffers(query, { signal }),
    staleTime: OFFERS_LIST_STALE_MS,
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
}

export function useHotelOffers(query: string) {
  const locale = useAtomValue(localeAtom);
  return useQuery({ ...hotelOffersQueryOptions(locale, query), placeholderData: keepPreviousData });
}
