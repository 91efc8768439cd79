import { describe, expect, it } from 'vitest';
import { defaultSearchFormValues, initialSearchFormValues } from './initial-values.ts';

const TODAY = '2026-07-15';
const DURATION = { default: '7-10', list: ['1-4', '7-10'] };

describe('initial form values', () => {
  it('start as a holiday for two adults, tomorrow to two months ahead, any standard (STATE-10, CONST-01)', () => {
    expect(defaultSearchFormValues(TODAY, DURATION)).toEqual({
      offerType: 'A',
      departureAirports: [],
      regions: [],
      hotelName: '',
      departureDate: '2026-07-16',
      returnDate: '2026-09-15',
      durationMin: 7,
      durationMax: 10,
      adults: 2,
      childrenAges: [],
      boards: [],
      accommodations: [],
      hotelStandard: 0,
      facilities: [],
      operators: [],
    });
  });

  it('take what the URL carries over the defaults (STATE-24)', () => {
    const values = initialSearchFormValues(
      { adults: 3, regions: [200100], durationMin: 3, departureDate: '2026-08-01', returnDate: '2026-08-20' },
      TODAY,
      DURATION,
    );
    expect(values).toMatchObject({
      adults: 3,
      regions: [200100],
      durationMin: 3,
      departureDate: '2026-08-01',
      returnDate: '2026-08-20',
      offerType: 'A',
    });
    expect(values).not.toHaveProperty('durationMax');
  });

  it('move an old link’s departed day to tomorrow', () => {
    expect(initialSearchFormValues({ departureDate: '2026-05-01', returnDate: '2026-08-20' }, TODAY)).toMatchObject({
      departureDate: '2026-07-16',
      returnDate: '2026-08-20',
    });
  });

  it('keep the range ordered when the URL has only a late departure', () => {
    // The default range is 61 days long; a departure past its end pushes the end along.
    expect(initialSearchFormValues({ departureDate: '2026-10-01' }, TODAY)).toMatchObject({
      departureDate: '2026-10-01',
      returnDate: '2026-12-01',
    });
  });
});
