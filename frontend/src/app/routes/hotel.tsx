import type { QueryClient } from '@tanstack/react-query';
import { hotelOffersQuery } from '@app/shared/hotel-page/hotel-offers-query';
import { hotelQueryOptions } from '../../features/hotel-page/api/get-hotel.ts';
import { hotelOffersQueryOptions } from '../../features/hotel-page/api/get-hotel-offers.ts';
import { HotelPage } from '../../features/hotel-page/components/hotel-page.tsx';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { prefetch, revalidateOnNewPage } from '../../lib/prefetch.ts';
import { appStore } from '../../lib/store.ts';
import '../../features/hotel-page/hotel-page.css';

/**
 * /hotel/<slug>?id=… (decision D12). The loader starts the hotel's request and its offers' (every tab
 * shows the chosen offer) with the route, without holding the page (its skeleton shows meanwhile).
 */
export function hotelRoute(queryClient: QueryClient) {
  return {
    Component: HotelPage,
    loader: ({ request }: { request: Request }): null => {
      const url = new URL(request.url);
      const id = url.searchParams.get('id');
      const locale = appStore.get(localeAtom);
      if (id) prefetch(queryClient, hotelQueryOptions(locale, id));
      const offers = hotelOffersQuery(url.search);
      if (offers) prefetch(queryClient, hotelOffersQueryOptions(locale, offers));
      return null;
    },
    shouldRevalidate: revalidateOnNewPage,
  };
}
