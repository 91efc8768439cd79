import type { ReferenceData } from '@app/shared/reference-data';
import { groupOperators } from '@app/shared/search-form/price-stars';
import { describe, expect, it } from 'vitest';
import { airportsFilter, defaultFilter, facilitiesFilter, operatorsFilter, regionsFilter } from './filters.ts';
import { REFERENCE_FIXTURE } from './reference-fixture.ts';

/** The fixture as a feed from before decision D14 wrote it: no airport, group or category names. */
const WITHOUT_TRANSLATIONS: ReferenceData = {
  ...REFERENCE_FIXTURE,
  airports: REFERENCE_FIXTURE.airports.map(({ names: _names, ...airport }) => airport),
  operators: REFERENCE_FIXTURE.operators.map(
    ({ names: _names, country_code: _code, country_names: _countryNames, ...operator }) => operator,
  ),
  facilities: REFERENCE_FIXTURE.facilities.map(({ category_names: _categoryNames, ...facility }) => facility),
};

describe('filter data shaping', () => {
  it('groups departure airports Popularne, Polska, Niemcy, Inne, virtual first in their country', () => {
    const { airports_list, airports } = airportsFilter(REFERENCE_FIXTURE, 'pl');
    expect(airports_list.map((a) => `${a.group}:${a.iata}`)).toEqual([
      'Popularne:WAW',
      'Polska:ALL_POL',
      'Polska:GDN',
      'Niemcy:BER',
      'Niemcy:MUC',
      'Inne:PRG',
    ]);
    expect(airports['GDN']).toEqual({
      iata: 'GDN',
      name: 'Gdańsk',
      unicodeName: 'gdansk',
      country: 'PL',
      group: 'Polska',
    });
    expect(airports['AYT']).toBeUndefined();
  });

  it('names airports in the visitor language, folded for search in it, and never by an internal code (D14)', () => {
    const { airports_list, airports } = airportsFilter(REFERENCE_FIXTURE, 'de');
    expect(airports['MUC']).toEqual({
      iata: 'MUC',
      name: 'München',
      unicodeName: 'munchen',
      country: 'DE',
      group: 'Niemcy',
    });
    expect(airports['ALL_POL']?.name).toBe('Alle Flughäfen in Polen');
    expect(airports['GDN']?.name).toBe('Danzig');
    expect(airportsFilter(REFERENCE_FIXTURE, 'en').airports['PRG']?.name).toBe('Prague');
    for (const airport of airports_list) expect(airport.name).not.toMatch(/ALL_/);
    // Sorted in German: Berlin Brandenburg before München, as in Polish before Monachium.
    expect(airports_list.filter((a) => a.group === 'Niemcy').map((a) => a.name)).toEqual([
      'Berlin Brandenburg',
      'München',
    ]);
  });

  it('answers the Polish name where a feed from before D14 has no translation', () => {
    const { airports } = airportsFilter(WITHOUT_TRANSLATIONS, 'de');
    expect(airports['MUC']?.name).toBe('Monachium');
    expect(facilitiesFilter(WITHOUT_TRANSLATIONS, 'de').facilities.map((f) => f.category)).toEqual(['Basen', 'Hotel']);
    const operators = operatorsFilter(WITHOUT_TRANSLATIONS, 'de');
    expect(operators.operators.map((group) => group.country)).toEqual(['Niemcy', 'Polska']);
  });

  it('sorts main regions and subregions with Polish diacritics folded (Ł with L)', () => {
    const filter = regionsFilter(REFERENCE_FIXTURE, 'pl');
    expect(filter.main_regions.map((id) => filter.regions[String(id)]?.name)).toEqual([
      'Egipt',
      'Grecja',
      'Łotwa',
      'Turcja',
    ]);
    expect(filter.regions['200100']?.subregions).toEqual([200103, 200101]);
    expect(filter.regions['200102']).toEqual({
      id: 200102,
      name: 'Alanya',
      unicodeName: 'alanya',
      parent: 200101,
      subregions: [],
    });
    expect(filter.special_regions).toEqual([{ key: 'no_passport', name: 'Bez paszportu', subregions: [200217] }]);
  });

  it('answers region names in the visitor language, sorted in that language', () => {
    const filter = regionsFilter(REFERENCE_FIXTURE, 'de');
    expect(filter.main_regions.map((id) => filter.regions[String(id)]?.name)).toEqual([
      'Ägypten',
      'Griechenland',
      'Lettland',
      'Türkei',
    ]);
    expect(filter.regions['200100']?.unicodeName).toBe('turkei');
  });

  it('groups operators by country with the virtual operator keyed Niemcy', () => {
    const filter = operatorsFilter(REFERENCE_FIXTURE, 'pl');
    expect(filter.operators.map((g) => g.country)).toEqual(['Niemcy', 'Polska']);
    expect(filter.operators[0]?.operators.map((o) => o.code)).toEqual(['DER', 'FTI']);
    expect(filter.virtual).toEqual({ Niemcy: { code: 'ALL_GER', name: 'Niemcy', country: 'Niemcy' } });
  });

  it('names operator groups in the visitor language, Germany first, the virtual operator still keyed Niemcy', () => {
    const filter = operatorsFilter(REFERENCE_FIXTURE, 'de');
    expect(filter.operators.map((g) => g.country)).toEqual(['Deutschland', 'Polen']);
    expect(filter.operators[0]?.operators).toEqual([
      { code: 'DER', name: 'DERTOUR', country: 'Deutschland' },
      { code: 'FTI', name: 'FTI Touristik', country: 'Deutschland' },
    ]);
    expect(filter.virtual).toEqual({ Niemcy: { code: 'ALL_GER', name: 'Deutschland', country: 'Deutschland' } });
    // The form puts the virtual operator at the head of its group, found by the group's name.
    expect(groupOperators(filter).map((g) => [g.country, g.operators.map((o) => o.code)])).toEqual([
      ['Deutschland', ['ALL_GER', 'DER', 'FTI']],
      ['Polen', ['ITAK']],
    ]);
    expect(operatorsFilter(REFERENCE_FIXTURE, 'en').operators.map((g) => g.country)).toEqual(['Germany', 'Poland']);
  });

  it('names facility categories in the visitor language (D14)', () => {
    expect(facilitiesFilter(REFERENCE_FIXTURE, 'de').facilities).toEqual([
      { id: 1, name: 'Bar', category: 'Hotel', icon: 'bar' },
      { id: 2, name: 'Hallenbad', category: 'Pool', icon: 'pool' },
    ]);
    expect(facilitiesFilter(REFERENCE_FIXTURE, 'pl').facilities.map((f) => f.category)).toEqual(['Basen', 'Hotel']);
  });

  it('builds the default filter with accommodations, durations and boards', () => {
    expect(defaultFilter(REFERENCE_FIXTURE, 'en')).toEqual({
      accommodation_list: [{ id: 1, name: 'Double room' }],
      duration: { default: '7-10', list: ['1-4', '7-10', '13-15'] },
      alimentations_list: [
        { id: 2, name: 'Breakfast' },
        { id: 12, name: 'All inclusive' },
      ],
    });
  });
});
