import type { AirportsFilter, FacilitiesFilter, OperatorsFilter, RegionsFilter } from '@app/shared/filters';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AirportsSelect } from '../../../components/search-fields/airports-select.tsx';
import { DestinationsDropdown } from '../../../components/search-fields/destinations-dropdown.tsx';
import { FacilitiesSelect } from '../../../components/search-fields/facilities-select.tsx';
import { OperatorsSelect } from '../../../components/search-fields/operators-select.tsx';
import SearchFormBody from './search-form-body.tsx';

/** One entry per list, so a search for "zzzz" finds nothing while the list itself is not empty. */
const REGIONS: RegionsFilter = {
  regions: { '200100': { id: 200100, name: 'Turcja', unicodeName: 'Turcja', subregions: [] } },
  regions_list: [{ id: 200100, name: 'Turcja', unicodeName: 'Turcja', subregions: [] }],
  special_regions: [],
  main_regions: [200100],
};
const WARSAW = { iata: 'WAW', name: 'Warszawa', unicodeName: 'Warszawa', country: 'Polska', group: 'Polska' } as const;
const AIRPORTS: AirportsFilter = { airports: { WAW: WARSAW }, airports_list: [WARSAW] };
const OPERATORS: OperatorsFilter = {
  operators: [{ country: 'Polska', operators: [{ code: 'ITAK', name: 'Itaka', country: 'Polska' }] }],
  virtual: {},
};
const FACILITIES: FacilitiesFilter = { facilities: [{ id: 1, name: 'Bar', category: 'Hotel' }] };

const ignore = (): void => undefined;

/** Opens the dropdown named `label`, types "zzzz" into its search box and answers the panel's text. */
async function searchNothing(ui: ReactElement, label: RegExp): Promise<HTMLElement> {
  const { user } = renderWithProviders(ui);
  await user.click(screen.getByRole('button', { name: label }));
  const panel = screen.getByRole('dialog', { name: label });
  await user.type(screen.getByRole('searchbox'), 'zzzz');
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
  return panel;
}

describe('empty lists in the search form say so in the visitor language (spec §8)', () => {
  it('a destination search that finds nothing shows "no destinations" (ERR-22)', async () => {
    const panel = await searchNothing(
      <DestinationsDropdown data={REGIONS} selected={[]} onChange={ignore} />,
      /^Kierunek/,
    );
    expect(panel).toHaveTextContent('Brak kierunków');
    act(() => appStore.set(localeAtom, 'en'));
    expect(panel).toHaveTextContent('No destinations');
  });

  it('a facilities search that finds nothing shows "no options" (ERR-23)', async () => {
    const panel = await searchNothing(
      <FacilitiesSelect data={FACILITIES} selected={[]} onChange={ignore} />,
      /^Udogodnienia/,
    );
    expect(panel).toHaveTextContent('Brak opcji');
    act(() => appStore.set(localeAtom, 'de'));
    expect(panel).toHaveTextContent('Keine Optionen');
  });

  function stubDefaultFilter(lists: { boards: string[]; rooms: string[] }) {
    const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
    return stubFetch({
      'GET /filter/airports': () => jsonResponse(200, AIRPORTS),
      'GET /filter/regions': () => jsonResponse(200, REGIONS),
      'GET /filter/facilities': () => jsonResponse(200, FACILITIES),
      'GET /filter/operators': () => jsonResponse(200, OPERATORS),
      'GET /filter/get_default_filter': () =>
        jsonResponse(200, {
          accommodation_list: named(lists.rooms),
          duration: { default: '7-10', list: [] },
          alimentations_list: named(lists.boards),
        }),
    });
  }

  it('boards and accommodations list what the default filter answers (the control of ERR-23)', async () => {
    stubDefaultFilter({ boards: ['Śniadania'], rooms: ['Pokój dwuosobowy'] });
    const { user } = renderWithProviders(<SearchFormBody />);
    await user.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    expect(await screen.findByRole('checkbox', { name: /^Śniadania/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Pokój dwuosobowy/ })).toBeInTheDocument();
  });

  it('boards and accommodations without any option show "no options" (ERR-23)', async () => {
    const fake = stubDefaultFilter({ boards: [], rooms: [] });
    const { user } = renderWithProviders(<SearchFormBody />);
    await user.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    // The answer has arrived (before it, the lists are empty too).
    await waitFor(() => expect(fake.callsTo('GET', '/filter/get_default_filter')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const legend of ['Wyżywienie', 'Zakwaterowanie']) {
      expect(screen.getByRole('group', { name: legend })).toHaveTextContent('Brak opcji');
    }
  });

  it('an operator search that finds nothing shows "no operators" (ERR-24)', async () => {
    const panel = await searchNothing(
      <OperatorsSelect data={OPERATORS} selected={[]} onChange={ignore} />,
      /^Touroperatorzy/,
    );
    expect(panel).toHaveTextContent('Brak touroperatorów');
    act(() => appStore.set(localeAtom, 'en'));
    expect(panel).toHaveTextContent('No tour operators');
  });

  it('an airport search that finds nothing shows the no_airports text (ERR-25)', async () => {
    const panel = await searchNothing(<AirportsSelect data={AIRPORTS} selected={[]} onChange={ignore} />, /^Wylot z/);
    expect(panel).toHaveTextContent('Brak lotnisk');
    act(() => appStore.set(localeAtom, 'de'));
    expect(panel).toHaveTextContent('Keine Flughäfen');
  });
});
