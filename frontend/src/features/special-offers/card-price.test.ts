import { describe, expect, it } from 'vitest';
import { cardPricePln } from './card-price.ts';

describe('cardPricePln', () => {
  it.each([
    [1999.6, 2000],
    [1999.5, 2000],
    [1999.4, 1999],
    [1999, 1999],
    [0.4, 0],
  ])('%d zł per person is shown as %d', (price, shown) => {
    expect(cardPricePln(price)).toBe(shown);
    expect(Number.isInteger(cardPricePln(price))).toBe(true);
  });
});
