import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hotelSearchQuery, readHotelSearch, type HotelSearch } from './hotel-search.ts';

/** Marks a history entry written by typing, so the next keystrokes replace it instead of piling up. */
type EntryState = { readonly typed?: boolean } | null;

export interface HotelSearchControls {
  readonly search: HotelSearch;
  /** A changed search from its first page. `typed` entries replace each other in the history. */
  readonly change: (patch: Partial<Omit<HotelSearch, 'page'>>, options?: { typed?: boolean }) => void;
  readonly pageHref: (page: number) => string;
}

/**
 * The hotel list's search lives in the URL, as search filters and page do everywhere (style rule 6): a reload, a shared link, Back and Forward
 * all restore it. Each choice is a new history entry; a run of typing makes one.
 */
export function useHotelSearch(): HotelSearchControls {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => readHotelSearch(location.search), [location.search]);
  const href = useCallback(
    (next: HotelSearch) => {
      const query = hotelSearchQuery(next);
      return query ? `${location.pathname}?${query}` : location.pathname;
    },
    [location.pathname],
  );
  const wasTyped = (location.state as EntryState)?.typed === true;

  const change = useCallback<HotelSearchControls['change']>(
    (patch, options = {}) => {
      const next = { ...search, ...patch, page: 0 };
      if (hotelSearchQuery(next) === hotelSearchQuery(search)) return;
      const typed = options.typed === true;
      void navigate(href(next), {
        replace: typed && wasTyped,
        state: typed ? { typed: true } : null,
        preventScrollReset: true,
      });
    },
    [search, href, navigate, wasTyped],
  );

  return { search, change, pageHref: (page) => href({ ...search, page }) };
}
