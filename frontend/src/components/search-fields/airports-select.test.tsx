import type { AirportsFilter, FilterAirport } from '@app/shared/filters';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
