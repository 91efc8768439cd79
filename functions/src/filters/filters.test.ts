import { describe, expect, it } from 'vitest';
import { airportsFilter, defaultFilter, operatorsFilter, regionsFilter } from './filters.ts';
import { REFERENCE_FIXTURE } from './reference-fixture.ts';

describe('filter data shaping', () => {
  it('groups departure airports Popularne, Polska, Niemcy, Inne, virtual first in their country', () => {
    const { airports_list, airports } = airportsFilter(REFERENCE_FIXTURE);
    expect(airports_list.map((a) => `${a.group}:${a.iata}`)).toEqual([
      'Popularne:WAW',
      'Polska:ALL_POL',
      'Polska:GDN',
      'Niemcy:BER',
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
    const filter = operatorsFilter(REFERENCE_FIXTURE);
    expect(filter.operators.map((g) => g.country)).toEqual(['Niemcy', 'Polska']);
    expect(filter.operators[0]?.operators.map((o) => o.code)).toEqual(['DER', 'FTI']);
    expect(filter.virtual).toEqual({ Niemcy: { code: 'ALL_GER', name: 'Niemcy', country: 'Niemcy' } });
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
