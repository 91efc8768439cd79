import type { QueryClient } from '@tanstack/react-query';
import { hotelsListQueryOptions } from '../../features/hotel-list/api/get-hotels-list.ts';
import { HotelListPage } from '../../features/hotel-list/components/hotel-list-page.tsx';
import { readHotelSearch } from '../../features/hotel-list/hotel-search.ts';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import '../../styles/offers-list.css';
import '../../styles/hotel-list.css';

/**
 * /hotele (spec §2 hotel list). The loader starts the list's request with the route, without holding
 * the page (skeletons show meanwhile); a change of the search on the page needs no loader.
 */
export function hotelListRoute(queryClient: QueryClient) {
  return {
    Component: HotelListPage,
    loader: ({ request }: { request: Request }): null => {
      // The build-time prerender has no API to ask; the page shows its skeletons instead.
      if (import.meta.env.SSR) return null;
      const search = readHotelSearch(new URL(request.url).search);
      void queryClient.prefetchQuery(hotelsListQueryOptions(appStore.get(localeAtom), search));
      return null;
    },
    shouldRevalidate: ({
      currentUrl,
      nextUrl,
      defaultShouldRevalidate,
    }: {
      currentUrl: URL;
      nextUrl: URL;
      defaultShouldRevalidate: boolean;
    }) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate),
  };
}
