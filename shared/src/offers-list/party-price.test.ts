import { describe, expect, it } from 'vitest';
import { partyTotal, travellers } from './party-price.ts';

describe('the price of the whole party', () => {
  it('is the price per person times the adults when nobody else travels', () => {
    expect(partyTotal(1999.4, { adults: 2, childrenAges: [] })).toBeCloseTo(3998.8);
    expect(partyTotal(470, { adults: 1, childrenAges: [] })).toBe(470);
  });

  it('counts a child below the age limit at the child share and an older child as an adult', () => {
    const pricing = { childMaxAge: 12, childPriceShare: 0.5 };
    expect(partyTotal(1000, { adults: 2, childrenAges: [5] }, pricing)).toBe(2500);
    expect(partyTotal(1000, { adults: 2, childrenAges: [12] }, pricing)).toBe(3000);
    expect(partyTotal(1000, { adults: 1, childrenAges: [1, 15] }, { childMaxAge: 2, childPriceShare: 0 })).toBe(2000);
  });

  it('has no total for children whose pricing the answer does not carry, nor for a price that is not one', () => {
    expect(partyTotal(1000, { adults: 2, childrenAges: [5] })).toBeUndefined();
    expect(partyTotal(0, { adults: 2, childrenAges: [] })).toBeUndefined();
    expect(partyTotal(Number.NaN, { adults: 2, childrenAges: [] })).toBeUndefined();
    expect(partyTotal(1000, { adults: 0, childrenAges: [] })).toBeUndefined();
  });

  it('counts every traveller for the label', () => {
    expect(travellers({ adults: 2, childrenAges: [4, 9] })).toBe(4);
  });
});
