import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PAGING, listPageQuery } from '@app/shared/offers-list/list-query';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { useListSearch } from '../use-list-search.ts';
import { ActiveSearch } from './active-search.tsx';

const region = (id: number, name: string) => ({ id, name, unicodeName: name.toLowerCase(), subregions: [] });
const regions = (names: [string, string]) => ({
  regions: {},
  regions_list: [region(1, names[0]), region(2, names[1])],
  special_regions: [],
  main_regions: [1, 2],
});

function stubFilterData() {
  return stubFetch({
    'GET /filter/regions': ({ headers }) =>
      jsonResponse(
        200,
        regions(headers.get('Accept-Language') === 'de' ? ['Türkei', 'Griechenland'] : ['Turcja', 'Grecja']),
      ),
    'GET /filter/get_default_filter': () =>
      jsonResponse(200, {
        accommodation_list: [],
        duration: { default: '7-10', list: [] },
        alimentations_list: [{ id: 12, name: 'All inclusive' }],
      }),
  });
}

/** The list's own URL state with the chips above it, and the query string it ends at. */
function Harness() {
  const { search, setFilters, clearFilters } = useListSearch({});
  const location = useLocation();
  return (
    <>
      <h2 id="results-heading" tabIndex={-1}>
        wyniki
      </h2>
      <ActiveSearch values={search.values} preset={{}} onChange={setFilters} onClear={clearFilters} />
      <p data-testid="query">{location.search}</p>
    </>
  );
}

const year = new Date().getFullYear();
const pageOf = (values: Partial<SearchFormValues>) =>
  `/offers?${listPageQuery({ values, paging: DEFAULT_PAGING }, {}, { timeZone: browserTimeZone() })}`;

function renderAt(values: Partial<SearchFormValues>) {
  stubFilterData();
  return renderRoutes([{ path: '/offers', element: <Harness /> }], { path: pageOf(values) });
}

const SEARCH: Partial<SearchFormValues> = {
  regions: [1, 2],
  adults: 2,
  childrenAges: [5],
  departureDate: `${year}-06-01`,
  returnDate: `${year}-06-30`,
  boards: [12],
};

describe('the search summary and the filter chips above the results', () => {
  it('sums up the search in a heading, with destination names from the filter data', async () => {
    renderAt(SEARCH);
    expect(
      await screen.findByRole('heading', { name: 'Turcja i Grecja · 2 dorosłych, 1 dziecko · 01.06–30.06' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Usuń filtr: All inclusive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń filtr: 2 dorosłych, 1 dziecko' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń filtr: 01.06–30.06' })).toBeInTheDocument();
  });

  it('speaks German in German', async () => {
    appStore.set(localeAtom, 'de');
    renderAt({ regions: [1], departureDate: `${year}-06-01`, returnDate: `${year}-06-30` });
    expect(await screen.findByRole('heading', { name: 'Türkei · 2 Erwachsene · 01.06–30.06' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter entfernen: Türkei' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle entfernen' })).toBeInTheDocument();
  });

  it('removing a chip is the search unticking its filter makes, and the focus moves to the next chip', async () => {
    const { user } = renderAt(SEARCH);
    await user.click(await screen.findByRole('button', { name: 'Usuń filtr: Turcja' }));
    expect(screen.getByTestId('query')).toHaveTextContent(pageOf({ ...SEARCH, regions: [2] }).slice('/offers'.length));
    expect(screen.getByRole('button', { name: 'Usuń filtr: Grecja' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: /^Grecja · / })).toBeInTheDocument();
  });

  it('offers no "clear all" for a single chip', async () => {
    renderAt({ hotelStandard: 4 });
    expect(await screen.findByRole('button', { name: 'Usuń filtr: od 4 gwiazdek' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyczyść wszystkie' })).not.toBeInTheDocument();
  });

  it('clears every filter at once from two chips on, and gives the focus to the results', async () => {
    const { user } = renderAt({ boards: [12], hotelStandard: 4 });
    await screen.findByRole('button', { name: 'Usuń filtr: All inclusive' });
    await user.click(screen.getByRole('button', { name: 'Wyczyść wszystkie' }));
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
    expect(screen.getByTestId('query')).not.toHaveTextContent(/boards|rating_min/);
    expect(screen.getByRole('heading', { name: 'wyniki' })).toHaveFocus();
  });
});
