import type { QueryClient } from '@tanstack/react-query';
import { hotelsListQueryOptions } from '../../features/hotel-list/api/get-hotels-list.ts';
import { HotelListPage } from '../../features/hotel-list/components/hotel-list-page.tsx';
import { readHotelSearch } from '../../features/hotel-list/hotel-search.ts';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { prefetch, revalidateOnNewPage } from '../../lib/prefetch.ts';
import { appStore } from '../../lib/store.ts';
import '../../features/hotel-list/hotel-list.css';

/**
 * /hotele (spec §2 hotel list). The loader starts the list's request with the route, without holding
 * the page (skeletons show meanwhile); a change of the search on the page needs no loader.
 */
export function hotelListRoute(queryClient: QueryClient) {
  return {
    Component: HotelListPage,
    loader: ({ request }: { request: Request }): null => {
      prefetch(
        queryClient,
        hotelsListQueryOptions(appStore.get(localeAtom), readHotelSearch(new URL(request.url).search)),
      );
      return null;
    },
    shouldRevalidate: revalidateOnNewPage,
  };
}
