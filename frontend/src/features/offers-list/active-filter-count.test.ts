import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './active-filter-count.ts';

describe('active filters of the phone button', () => {
  it('nothing chosen is none, the offer type and two adults included', () => {
    expect(activeFilterCount({ offerType: 'S', adults: 2 }, {})).toBe(0);
  });

  it('counts each widget once', () => {
    expect(
      activeFilterCount(
        {
          regions: [1],
          departureDate: '2026-12-01',
          returnDate: '2026-12-20',
          durationMin: 7,
          durationMax: 10,
          adults: 3,
          childrenAges: [5],
          boards: [12, 13],
          hotelStandard: 4,
        },
        {},
      ),
    ).toBe(6);
  });

  it('a destination fixed by the page’s path is not a filter', () => {
    expect(activeFilterCount({ regions: [200253] }, { regions: [200253] })).toBe(0);
  });
});
