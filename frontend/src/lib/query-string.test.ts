import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString (API-06)', () => {
  it('encodes keys and values and joins pairs with &', () => {
    expect(toQueryString({ 'newsletter[email]': 'anna.nowak@example.pl' })).toBe(
      'newsletter%5Bemail%5D=anna.nowak%40example.pl',
    );
    expect(toQueryString({ hotel_name: 'Rixos Premium & Spa', adults_number: 2, all_inclusive: true })).toBe(
      'hotel_name=Rixos%20Premium%20%26%20Spa&adults_number=2&all_inclusive=true',
    );
  });

  it('encodes Polish letters as UTF-8', () => {
    expect(toQueryString({ region: 'Zakopane, Małopolska' })).toBe('region=Zakopane%2C%20Ma%C5%82opolska');
  });

  it('skips missing values and repeats the key for a list', () => {
    expect(toQueryString({ a: undefined, b: null, boards: ['AI', 'HB'], page: 0 })).toBe('boards=AI&boards=HB&page=0');
    expect(toQueryString({})).toBe('');
  });
});
