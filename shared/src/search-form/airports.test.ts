import { describe, expect, it } from 'vitest';
import type { FilterAirport } from '../filters.ts';
import { groupAirports, sanitizeSearch, searchAirports, selectionFromSearch } from './airports.ts';

const airport = (iata: string, name: string, group: FilterAirport['group'], country = 'PL'): FilterAirport => ({
  iata,
  name,
  unicodeName: name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l'),
  country,
  group,
});

const WAW = airport('WAW', 'Warszawa Chopin', 'Popularne');
const KTW = airport('KTW', 'Katowice', 'Popularne');
const LCJ = airport('LCJ', 'Łódź', 'Polska');
const GDN = airport('GDN', 'Gdańsk', 'Polska');
const ALL_POL = airport('ALL_POL', 'Wszystkie lotniska w Polsce', 'Polska');
const BER = airport('BER', 'Berlin Brandenburg', 'Niemcy', 'DE');
const KRK = airport('KRK', 'Kraków', 'Popularne');
const PRG = airport('PRG', 'Praga', 'Inne', 'CZ');
const LIST = [WAW, KTW, KRK, ALL_POL, GDN, LCJ, BER, PRG];

describe('grouping departure airports', () => {
  it('orders the sections Popularne, Polska, Niemcy, Inne, keeping the server order inside (WIDGET-07)', () => {
    const shuffled = [PRG, BER, LCJ, WAW, GDN, KTW];
    expect(groupAirports({ airports_list: shuffled }).map((g) => [g.name, g.airports.map((a) => a.iata)])).toEqual([
      ['Popularne', ['WAW', 'KTW']],
      ['Polska', ['LCJ', 'GDN']],
      ['Niemcy', ['BER']],
      ['Inne', ['PRG']],
    ]);
  });

  it('leaves out a section with no airport', () => {
    expect(groupAirports({ airports_list: [PRG, WAW] }).map((g) => g.name)).toEqual(['Popularne', 'Inne']);
  });
});

describe('airport search', () => {
  it('removes regular-expression special characters instead of escaping them (VAL-37)', () => {
    expect(sanitizeSearch('Kos(')).toBe('Kos');
    expect(sanitizeSearch('a.b*c+d?e^f$g|h[i]j{k}l\\m')).toBe('abcdefghijklm');
    expect(sanitizeSearch('Berlin-Brandenburg / Baden')).toBe('Berlin-Brandenburg / Baden');
  });

  it('searches with special characters without throwing (VAL-37: "Kos(" as "Kos")', () => {
    expect(searchAirports(LIST, 'Kat(').map((a) => a.iata)).toEqual(['KTW']);
    expect(() => searchAirports(LIST, '(((*')).not.toThrow();
  });

  it('ignores case and Polish letters on the name (WIDGET-08)', () => {
    expect(searchAirports(LIST, 'lodz').map((a) => a.iata)).toEqual(['LCJ']);
    expect(searchAirports(LIST, 'ŁÓDŹ').map((a) => a.iata)).toEqual(['LCJ']);
    expect(searchAirports(LIST, 'krakow').map((a) => a.iata)).toEqual(['KRK']);
  });

  it('matches the IATA code', () => {
    expect(searchAirports(LIST, 'gdn').map((a) => a.iata)).toEqual(['GDN']);
  });

  it('lists the matches of every part of a comma-separated text', () => {
    expect(searchAirports(LIST, 'WAW, berlin').map((a) => a.iata)).toEqual(['WAW', 'BER']);
  });

  it('lists every airport for an empty text', () => {
    expect(searchAirports(LIST, '  ')).toHaveLength(LIST.length);
  });
});

describe('selecting from the search text', () => {
  it('selects every match of a comma-separated search (VAL-38: "WAW,KTW")', () => {
    expect(selectionFromSearch(LIST, 'WAW,KTW', [])).toEqual(['WAW', 'KTW']);
    expect(selectionFromSearch(LIST, 'waw, katowice', ['BER'])).toEqual(['BER', 'WAW', 'KTW']);
  });

  it('does not select an airport twice', () => {
    expect(selectionFromSearch(LIST, 'WAW,KTW', ['KTW'])).toEqual(['KTW', 'WAW']);
  });

  it('selects a single exact match by code or full name (VAL-39)', () => {
    expect(selectionFromSearch(LIST, 'gdn', [])).toEqual(['GDN']);
    expect(selectionFromSearch(LIST, 'Gdansk', ['WAW'])).toEqual(['WAW', 'GDN']);
    expect(selectionFromSearch(LIST, 'Łódź ', [])).toEqual(['LCJ']);
  });

  it('selects nothing for a partial match, even a single one', () => {
    expect(selectionFromSearch(LIST, 'gdan', [])).toEqual([]);
    expect(selectionFromSearch(LIST, 'Wars', ['KTW'])).toEqual(['KTW']);
  });

  it('selects nothing when the exact text names more than one airport', () => {
    const twins = [airport('AAA', 'Port', 'Inne'), airport('BBB', 'Port', 'Inne')];
    expect(selectionFromSearch(twins, 'port', [])).toEqual([]);
  });
});
