import { FACILITY_ICON_TYPES, ReferenceDataSchema } from '@app/shared/reference-data';
import { describe, expect, it } from 'vitest';
import { AIRPORT_GEO } from './airports.ts';
import { REFERENCE_DATA } from './reference-data.ts';
import { EXOTIC_TAB_REGION_IDS, NO_PASSPORT_TAB_REGION_IDS, RESORTS } from './regions.ts';
import { foldDiacritics } from '@app/shared/text';

const data = REFERENCE_DATA;
const regionsById = new Map(data.regions.map((region) => [region.id, region]));
const duplicates = (values: readonly unknown[]): unknown[] => values.filter((value, i) => values.indexOf(value) !== i);

describe('reference data', () => {
  it('passes the shared ReferenceDataSchema unchanged', () => {
    expect(ReferenceDataSchema.parse(data)).toEqual(data);
  });

  it('has unique ids and codes in every list', () => {
    expect(duplicates(data.regions.map((r) => r.id))).toEqual([]);
    expect(duplicates(data.airports.map((a) => a.iata))).toEqual([]);
    expect(duplicates(data.operators.map((o) => o.code))).toEqual([]);
    expect(duplicates(data.facilities.map((f) => f.id))).toEqual([]);
    expect(duplicates(data.boards.map((b) => b.id))).toEqual([]);
    expect(duplicates(data.accommodations.map((a) => a.id))).toEqual([]);
    expect(duplicates(data.special_regions.map((s) => s.key))).toEqual([]);
  });

  it('keeps region ids in the stable 200000–209999 block and every parent in the tree', () => {
    for (const region of data.regions) {
      expect(region.id).toBeGreaterThanOrEqual(200000);
      expect(region.id).toBeLessThanOrEqual(209999);
      if (region.parent === undefined) continue;
      const parent = regionsById.get(region.parent);
      expect(parent, `parent of ${region.name}`).toBeDefined();
      expect(parent?.country_code).toBe(region.country_code);
    }
  });

  it('is a three-level tree of about 25 countries', () => {
    const countries = data.regions.filter((r) => r.parent === undefined);
    expect(countries.length).toBeGreaterThanOrEqual(25);
    for (const region of data.regions) {
      const parent = region.parent === undefined ? undefined : regionsById.get(region.parent);
      expect(parent?.parent === undefined || regionsById.get(parent.parent)?.parent === undefined).toBe(true);
    }
  });

  it('pins the exotic and no-passport tab ids of spec §9 to the named countries', () => {
    const name = (id: number) => [regionsById.get(id)?.names.en, regionsById.get(id)?.parent];
    expect(EXOTIC_TAB_REGION_IDS.map(name)).toEqual([
      ['Dominican Republic', undefined],
      ['Mexico', undefined],
      ['Thailand', undefined],
      ['Cuba', undefined],
    ]);
    expect(NO_PASSPORT_TAB_REGION_IDS.map(name)).toEqual([
      ['Greece', undefined],
      ['Bulgaria', undefined],
      ['Croatia', undefined],
      ['Italy', undefined],
    ]);
  });

  it('lets special region groups point only at existing regions, with the four no-passport ids', () => {
    for (const group of data.special_regions) {
      for (const id of group.subregions) expect(regionsById.has(id), `${group.key}: ${id}`).toBe(true);
    }
    expect(data.special_regions.find((g) => g.key === 'no_passport')?.subregions).toEqual([
      200217, 200206, 200200, 200205,
    ]);
  });

  it('has exactly 37 real operators plus the virtual ALL_GER keyed Niemcy', () => {
    expect(data.operators.filter((o) => !o.virtual)).toHaveLength(37);
    expect(data.operators.filter((o) => o.virtual)).toEqual([
      {
        code: 'ALL_GER',
        name: 'Niemcy',
        names: { en: 'Germany', de: 'Deutschland' },
        country: 'Niemcy',
        country_code: 'DE',
        country_names: { en: 'Germany', de: 'Deutschland' },
        virtual: true,
      },
    ]);
  });

  it('uses each of the 14 facility icon types at least once', () => {
    const used = new Set(data.facilities.map((f) => f.icon));
    for (const icon of FACILITY_ICON_TYPES) expect(used.has(icon), icon).toBe(true);
    expect(data.facilities.length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...data.facilities.map((f) => f.id))).toBeLessThanOrEqual(64);
  });

  it('makes board 12 all inclusive', () => {
    expect(data.boards.find((b) => b.id === 12)?.name).toBe('All inclusive');
  });

  it('has the virtual airports ALL_GER (DE) and ALL_POL (PL) and airports for each form group', () => {
    const byIata = new Map(data.airports.map((a) => [a.iata, a]));
    expect(byIata.get('ALL_GER')).toMatchObject({ country: 'DE', virtual: true, role: 'departure' });
    expect(byIata.get('ALL_POL')).toMatchObject({ country: 'PL', virtual: true, role: 'departure' });
    const departures = data.airports.filter((a) => a.role === 'departure' && !a.virtual);
    expect(departures.filter((a) => a.popular).map((a) => a.iata)).toEqual(['WAW', 'KTW', 'KRK', 'BER', 'LEJ', 'DRS']);
    expect(departures.filter((a) => a.country === 'PL').length).toBeGreaterThan(10);
    expect(departures.filter((a) => a.country === 'DE').length).toBeGreaterThan(15);
    expect(departures.filter((a) => a.country !== 'PL' && a.country !== 'DE').length).toBeGreaterThanOrEqual(2);
  });

  it('knows where every real airport lies and which airport serves every resort', () => {
    for (const airport of data.airports.filter((a) => !a.virtual))
      expect(AIRPORT_GEO.has(airport.iata), airport.iata).toBe(true);
    const destinations = new Set(data.airports.filter((a) => a.role === 'destination').map((a) => a.iata));
    for (const resort of RESORTS) expect(destinations.has(resort.airport), resort.name).toBe(true);
  });

  it('writes unicodeName without diacritics, Ł included', () => {
    expect(foldDiacritics('Łódź')).toBe('lodz');
    expect(foldDiacritics('Kuşadası')).toBe('kusadasi');
    expect(foldDiacritics('Święty Konstanty i Helena')).toBe('swiety konstanty i helena');
    for (const item of [...data.regions, ...data.airports]) {
      expect(item.unicodeName).toMatch(/^[a-z0-9 .,'()/&’-]+$/);
      expect(item.unicodeName).toBe(foldDiacritics(item.name));
    }
  });

  it('offers trip-length options whose default is one of them', () => {
    const { duration } = data.default_filter;
    expect(duration.list).toContain(duration.default);
    for (const option of duration.list) expect(option).toMatch(/^\d+-\d+$/);
  });
});
