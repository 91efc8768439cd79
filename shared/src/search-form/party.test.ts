import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADULTS_DEFAULT, CHILD_AGE_DEFAULT, resetForm, setAdults, setChildAge, setChildrenCount } from './party.ts';

describe('adults', () => {
  it('cannot go below 1 or above 8 (VAL-29)', () => {
    expect(setAdults(0)).toBe(1);
    expect(setAdults(-3)).toBe(1);
    expect(setAdults(9)).toBe(8);
    expect(setAdults(1)).toBe(1);
    expect(setAdults(8)).toBe(8);
    expect(setAdults(4)).toBe(4);
  });

  it('defaults to 2 (VAL-29, CONST-12)', () => {
    expect(ADULTS_DEFAULT).toBe(2);
    expect(setAdults(Number.NaN)).toBe(2);
  });
});

describe('children', () => {
  it('adds a child whose age starts at 7 (VAL-31)', () => {
    expect(CHILD_AGE_DEFAULT).toBe(7);
    expect(setChildrenCount([], 1)).toEqual([7]);
    expect(setChildrenCount([3], 3)).toEqual([3, 7, 7]);
  });

  it('drops the last children and keeps the others’ ages when the count shrinks', () => {
    expect(setChildrenCount([3, 12, 5], 1)).toEqual([3]);
    expect(setChildrenCount([3, 12, 5], 0)).toEqual([]);
  });

  it('allows 0 to 8 children (VAL-30)', () => {
    expect(setChildrenCount([], 9)).toHaveLength(8);
    expect(setChildrenCount([4], -1)).toEqual([]);
  });

  it('keeps every age within 0 to 17 (VAL-31)', () => {
    expect(setChildAge([7, 7], 1, 18)).toEqual([7, 17]);
    expect(setChildAge([7, 7], 0, -1)).toEqual([0, 7]);
    expect(setChildAge([7, 7], 0, 11)).toEqual([11, 7]);
  });

  it('ignores an age for a child that does not exist', () => {
    expect(setChildAge([7], 3, 11)).toEqual([7]);
    expect(setChildAge([7], -1, 11)).toEqual([7]);
  });

  it('has one age per child within the limits, whatever the count (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 8 }), fc.integer(), (ages, count) => {
        const result = setChildrenCount(ages, count);
        expect(result.length).toBe(Math.min(8, Math.max(0, count)));
        expect(result.every((age) => age >= 0 && age <= 17)).toBe(true);
      }),
    );
  });
});

describe('reset', () => {
  it('sets adults back to 2, children to 0 with ages cleared, empties the airports and keeps every other field (STATE-31)', () => {
    const form = { adults: 5, childrenAges: [4, 9], departureAirports: ['WAW', 'KTW'], regions: [200100] };
    expect(resetForm(form)).toEqual({ adults: 2, childrenAges: [], departureAirports: [], regions: [200100] });
  });
});
