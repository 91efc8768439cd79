import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DEFAULT_PAGING,
  listPageQuery,
  offersListQuery,
  readListSearch,
  type ListPaging,
  type ListPreset,
  type ListSearch,
} from '@app/shared/offers-list/list-query';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { browserTimeZone } from '../../lib/time-zone.ts';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function withQuery(pathname: string, query: string): string {
  return query === '' ? pathname : `${pathname}?${query}`;
}

export interface ListSearchControls {
  /** The search on screen: the URL's, or the one just chosen while its navigation completes. */
  readonly search: ListSearch;
  /** The normalized GET /offers/list query of that search (the react-query key). */
  readonly query: string;
  readonly timeZone: string;
  /** A filter change: a new search from its first page, pushed so Back returns to the previous one. */
  readonly setFilters: (patch: Partial<SearchFormValues>) => void;
  /** Sort or page size: back to the first page. */
  readonly setPaging: (patch: Partial<ListPaging>) => void;
  /** Every filter off; a preset page keeps what its path fixes, /offers keeps its offer type. */
  readonly clearFilters: () => void;
  /** The link to one page of the same search. */
  readonly pageHref: (page: number) => string;
}

/**
 * The list's state lives in the URL, as search filters, sort and page do everywhere (style rule 6; ROUTE-01): read with the search form's own rules,
 * written back with `listPageQuery`. Every change is a push, so Back and Forward walk through the
 * searches, and keeps the scroll position (the filters sit beside the results). The chosen search is
 * shown at once, before the router has finished the navigation, so a checkbox never flickers back.
 * `generalPath` is where a change of a path-fixed destination goes (a country page → /wakacje).
 */
export function useListSearch(preset: ListPreset, generalPath?: string): ListSearchControls {
  const location = useLocation();
  const navigate = useNavigate();
  // URL dates are days in the visitor's zone (decision D3).
  const timeZone = browserTimeZone();
  const fromUrl = useMemo(
    () => readListSearch(location.search, preset, { timeZone }),
    [location.search, preset, timeZone],
  );
  // The search just chosen, shown until the navigation it started lands. Once the location has moved
  // on it is dropped, so Back to the entry it started from shows that entry's own search.
  const [pending, setPending] = useState<{ from: string; search: ListSearch }>();
  if (pending !== undefined && pending.from !== location.key) setPending(undefined);
  const search = pending !== undefined && pending.from === location.key ? pending.search : fromUrl;
  const query = useMemo(() => offersListQuery(search, { timeZone }), [search, timeZone]);

  const go = useCallback(
    (next: ListSearch) => {
      const fixedRegions = preset.regions;
      const leaving =
        generalPath !== undefined &&
        fixedRegions !== undefined &&
        next.values.regions !== undefined &&
        !sameIds(next.values.regions, fixedRegions);
      if (leaving) {
        const general: ListPreset = preset.offerType === undefined ? {} : { offerType: preset.offerType };
        void navigate(withQuery(generalPath, listPageQuery(next, general, { timeZone })));
        return;
      }
      setPending({ from: location.key, search: next });
      void navigate(withQuery(location.pathname, listPageQuery(next, preset, { timeZone })), {
        preventScrollReset: true,
      });
    },
    [generalPath, location.key, location.pathname, navigate, preset, timeZone],
  );

  return {
    search,
    query,
    timeZone,
    setFilters: (patch) => go({ values: { ...search.values, ...patch }, paging: { ...search.paging, page: 0 } }),
    setPaging: (patch) => go({ values: search.values, paging: { ...search.paging, page: 0, ...patch } }),
    clearFilters: () =>
      go({
        values: preset.offerType === undefined ? { offerType: search.values.offerType } : {},
        paging: { ...DEFAULT_PAGING, limit: search.paging.limit, sort: search.paging.sort },
      }),
    pageHref: (page) =>
      withQuery(
        location.pathname,
        listPageQuery({ ...search, paging: { ...search.paging, page } }, preset, { timeZone }),
      ),
  };
}
