import type { AirportsFilter, FilterAirport } from '@app/shared/filters';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AirportsSelect } from './airports-select.tsx';

const airport = (iata: string, name: string, group: FilterAirport['group'] = 'Inne'): FilterAirport => ({
  iata,
  name,
  unicodeName: name.toLowerCase(),
  country: 'PL',
  group,
});

const NAMED = [
  airport('WAW', 'Warszawa Chopin', 'Popularne'),
  airport('KTW', 'Katowice', 'Popularne'),
  airport('KRK', 'Kraków', 'Popularne'),
  airport('GDN', 'Gdańsk', 'Polska'),
  airport('BER', 'Berlin', 'Niemcy'),
];
// 22 airports in all, enough for each Polish plural form of the count.
const OTHERS = Array.from({ length: 17 }, (_, i) => airport(`X${String.fromCharCode(65 + i)}A`, `Port ${i + 1}`));
const LIST = [...NAMED, ...OTHERS];
const DATA: AirportsFilter = {
  airports: Object.fromEntries(LIST.map((a) => [a.iata, a])),
  airports_list: LIST,
};
const IATAS = LIST.map((a) => a.iata);

function Airports({ initial = [] }: { initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <p>Poza listą</p>
      <AirportsSelect data={DATA} selected={selected} onChange={setSelected} />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Wylot z/ });

describe('the departure airports multi-select', () => {
  it('names up to 4 chosen airports (VAL-40, CONST-16)', () => {
    renderWithProviders(<Airports initial={IATAS.slice(0, 4)} />);
    expect(trigger()).toHaveTextContent('Warszawa Chopin, Katowice, Kraków, Gdańsk');
  });

  it.each([
    [5, '5 lotnisk'],
    [12, '12 lotnisk'],
    [22, '22 lotniska'],
  ])('sums up %i chosen airports as a count with the Polish plural form (VAL-40, CONST-16)', (count, text) => {
    renderWithProviders(<Airports initial={IATAS.slice(0, count)} />);
    expect(trigger()).toHaveTextContent(text);
  });

  it('selects every match of a comma-separated search (VAL-38)', async () => {
    const { user } = renderWithProviders(<Airports />);
    await user.click(trigger());
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj lotniska' }), 'WAW, KTW');
    expect(screen.getByRole('checkbox', { name: /Warszawa Chopin/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Katowice/ })).toBeChecked();
  });

  it('selects a single exact match by itself (VAL-39)', async () => {
    const { user } = renderWithProviders(<Airports />);
    await user.click(trigger());
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj lotniska' }), 'gdańsk');
    expect(screen.getByRole('checkbox', { name: /Gdańsk/ })).toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  });

  it('clears its search text on a click outside, not on Escape (STATE-23)', async () => {
    const { user } = renderWithProviders(<Airports />);
    const search = () => screen.getByRole('searchbox', { name: 'Szukaj lotniska' });
    await user.click(trigger());
    await user.type(search(), 'Berl');

    await user.keyboard('{Escape}');
    await user.click(trigger());
    expect(search()).toHaveValue('Berl');

    await user.click(screen.getByText('Poza listą'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(search()).toHaveValue('');
  });
});

describe("the departure airports in the visitor's language (D14)", () => {
  const GERMAN_LIST = [
    airport('ALL_POL', 'Alle Flughäfen in Polen', 'Popularne'),
    airport('WAW', 'Warschau Chopin', 'Popularne'),
    airport('GDN', 'Danzig', 'Polska'),
    airport('ALL_GER', 'Alle Flughäfen in Deutschland', 'Niemcy'),
    airport('MUC', 'München', 'Niemcy'),
    airport('VIE', 'Wien', 'Inne'),
  ];
  const GERMAN: AirportsFilter = {
    airports: Object.fromEntries(GERMAN_LIST.map((a) => [a.iata, a])),
    airports_list: GERMAN_LIST,
  };

  /** The legends of the open panel's groups. */
  const groupHeadings = (label: string) =>
    within(screen.getByRole('dialog', { name: label }))
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);

  /** The select in German; `data: undefined` is the moment before the airports have loaded. */
  async function openGerman({ data, selected = [] }: { data: AirportsFilter | undefined; selected?: string[] }) {
    appStore.set(localeAtom, 'de');
    const { user } = renderWithProviders(<AirportsSelect data={data} selected={selected} onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: /^Abflug ab/ });
    await user.click(button);
    return button;
  }

  it('heads the groups Beliebt, Polen, Deutschland, Andere in German, never with the API keys (WIDGET-07, D14)', async () => {
    await openGerman({ data: GERMAN });
    expect(groupHeadings('Abflug ab')).toEqual(['Beliebt', 'Polen', 'Deutschland', 'Andere']);
    for (const key of ['Popularne', 'Polska', 'Niemcy', 'Inne'])
      expect(screen.queryByText(key)).not.toBeInTheDocument();
  });

  it.each([
    ['pl', ['Popularne', 'Polska', 'Niemcy', 'Inne']],
    ['en', ['Popular', 'Poland', 'Germany', 'Other']],
  ] as const)(
    'heads the groups in %s as its catalogue says, Polish letter for letter as spec §2 (WIDGET-07)',
    async (locale, headings) => {
      appStore.set(localeAtom, locale);
      const { user } = renderWithProviders(<AirportsSelect data={GERMAN} selected={[]} onChange={() => undefined} />);
      const label = locale === 'pl' ? 'Wylot z' : 'Departure from';
      await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
      expect(groupHeadings(label)).toEqual(headings);
    },
  );

  it('shows a virtual airport by its name alone, a real one with its code (D14)', async () => {
    await openGerman({ data: GERMAN });
    const germany = screen.getByRole('group', { name: 'Deutschland' });
    expect(within(germany).getByRole('checkbox', { name: 'Alle Flughäfen in Deutschland' })).toBeInTheDocument();
    expect(within(germany).getByRole('checkbox', { name: 'München MUC' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ALL_POL|ALL_GER/);
  });

  it('names a chosen virtual airport in the closed box by its name (D14)', async () => {
    const loaded = await openGerman({ data: GERMAN, selected: ['ALL_GER', 'MUC'] });
    expect(loaded).toHaveTextContent('Alle Flughäfen in Deutschland, München');
  });

  it('never shows the code of a chosen virtual airport before the airports have loaded (D14)', async () => {
    const loading = await openGerman({ data: undefined, selected: ['ALL_GER', 'ALL_POL'] });
    expect(loading).toHaveTextContent('Alle Flughäfen in Deutschland, Alle Flughäfen in Polen');
    expect(loading).not.toHaveTextContent(/ALL_/);
    act(() => appStore.set(localeAtom, 'en'));
    expect(screen.getByRole('button', { name: /^Departure from/ })).toHaveTextContent(
      'All airports in Germany, All airports in Poland',
    );
  });
});
