import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OperatorsFilter } from '../filters.ts';
import {
  STAR_CHOICES,
  groupFacilities,
  groupOperators,
  normalizePrice,
  ratingMinParam,
  searchFacilities,
  searchOperators,
  type FacilityItem,
} from './price-stars.ts';

describe('price per person', () => {
  it('rejects a negative price (VAL-41)', () => {
    expect(normalizePrice('-50')).toBeUndefined();
    expect(normalizePrice(-1)).toBeUndefined();
  });

  it('treats an empty or non-numeric box as no limit', () => {
    expect(normalizePrice('')).toBeUndefined();
    expect(normalizePrice('  ')).toBeUndefined();
    expect(normalizePrice('tanio')).toBeUndefined();
  });

  it('keeps multiples of the 50 step and 0, the minimum (VAL-41, CONST-13)', () => {
    expect(normalizePrice('0')).toBe(0);
    expect(normalizePrice('1500')).toBe(1500);
    expect(normalizePrice(50)).toBe(50);
  });

  it('rounds up to the 50 step, so a typed maximum never hides offers', () => {
    expect(normalizePrice('1234')).toBe(1250);
    expect(normalizePrice('1')).toBe(50);
    expect(normalizePrice('99,5')).toBe(100);
  });

  it('caps the price at the search bound', () => {
    expect(normalizePrice('5000000')).toBe(1_000_000);
  });

  it('gives a non-negative multiple of 50 not below the typed value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_900_000 }).map((cents) => cents / 100),
        (value) => {
          const price = normalizePrice(String(value));
          expect(price).toBeDefined();
          expect((price ?? -1) % 50).toBe(0);
          expect(price ?? -1).toBeGreaterThanOrEqual(value);
          expect((price ?? Infinity) - value).toBeLessThan(50);
        },
      ),
    );
  });
});

describe('hotel standard', () => {
  it('offers 0 to 5 stars (VAL-42, CONST-14)', () => {
    expect(STAR_CHOICES).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('sends no star restriction for 0, which means any (VAL-42)', () => {
    expect(ratingMinParam(0)).toBeUndefined();
  });

  it('sends the chosen stars as rating_min (FORM-07)', () => {
    expect(ratingMinParam(4)).toBe(4);
    expect(ratingMinParam(6)).toBeUndefined();
  });
});

describe('facilities', () => {
  const facility = (id: number, name: string, category: string): FacilityItem => ({ id, name, category });
  const FACILITIES = [
    facility(1, 'Basen kryty', 'Basen'),
    facility(2, 'Zjeżdżalnia', 'Basen'),
    facility(3, 'Bar', 'Hotel'),
    facility(4, 'Wi-Fi', 'Hotel'),
    facility(5, 'Siłownia', 'Sport'),
  ];

  it('are grouped by category in the server order (WIDGET-21)', () => {
    expect(groupFacilities(FACILITIES).map((g) => [g.category, g.facilities.map((f) => f.id)])).toEqual([
      ['Basen', [1, 2]],
      ['Hotel', [3, 4]],
      ['Sport', [5]],
    ]);
  });

  it('are searched by name or category, ignoring Polish letters and regex characters (VAL-37)', () => {
    expect(searchFacilities(FACILITIES, 'silow').map((f) => f.id)).toEqual([5]);
    expect(searchFacilities(FACILITIES, 'basen').map((f) => f.id)).toEqual([1, 2]);
    expect(searchFacilities(FACILITIES, 'wi-fi(').map((f) => f.id)).toEqual([4]);
  });

  it('list at most 80 entries for a search matching 100 (VAL-44, CONST-15)', () => {
    const many = Array.from({ length: 100 }, (_, i) => facility(i + 1, `Pokój ${i}`, 'Pokój'));
    expect(searchFacilities(many, 'pokoj')).toHaveLength(80);
    expect(searchFacilities(many, 'pokoj', 10)).toHaveLength(10);
  });

  it('list every facility when there is no search text', () => {
    const many = Array.from({ length: 100 }, (_, i) => facility(i + 1, `Pokój ${i}`, 'Pokój'));
    expect(searchFacilities(many, '')).toHaveLength(100);
  });
});

describe('operators', () => {
  const DATA: OperatorsFilter = {
    operators: [
      {
        country: 'Niemcy',
        operators: [
          { code: 'DER', name: 'DERTOUR', country: 'Niemcy' },
          { code: 'FTI', name: 'FTI Touristik', country: 'Niemcy' },
        ],
      },
      { country: 'Polska', operators: [{ code: 'ITAK', name: 'Itaka', country: 'Polska' }] },
    ],
    virtual: { Niemcy: { code: 'ALL_GER', name: 'Niemcy', country: 'Niemcy' } },
  };

  it('are grouped by country with the virtual ALL_GER heading the German group (WIDGET-18)', () => {
    expect(groupOperators(DATA).map((g) => [g.country, g.operators.map((o) => o.code)])).toEqual([
      ['Niemcy', ['ALL_GER', 'DER', 'FTI']],
      ['Polska', ['ITAK']],
    ]);
    expect(groupOperators(DATA)[0]?.operators[0]?.virtual).toBe(true);
  });

  it('are searched by name or code, dropping groups left empty (WIDGET-18, VAL-37)', () => {
    const groups = groupOperators(DATA);
    expect(searchOperators(groups, 'ita').map((g) => [g.country, g.operators.map((o) => o.code)])).toEqual([
      ['Polska', ['ITAK']],
    ]);
    expect(searchOperators(groups, 'fti(').map((g) => g.operators.map((o) => o.code))).toEqual([['FTI']]);
  });

  it('keep a whole group when the country name matches', () => {
    expect(searchOperators(groupOperators(DATA), 'polsk')).toEqual([
      { country: 'Polska', operators: [{ code: 'ITAK', name: 'Itaka', country: 'Polska', virtual: false }] },
    ]);
  });

  it('are all listed for an empty search', () => {
    expect(searchOperators(groupOperators(DATA), '')).toEqual(groupOperators(DATA));
  });
});
