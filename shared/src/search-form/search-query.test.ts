import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../search-criteria.ts';
import { startOfDayUnix } from './dates.ts';
import {
  buildSearchQuery,
  parseQueryString,
  parseSearchQuery,
  searchHref,
  type SearchFormValues,
} from './search-query.ts';

const WARSAW = { timeZone: 'Europe/Warsaw' };

const FULL: SearchFormValues = {
  offerType: 'A',
  departureAirports: ['WAW', 'KTW'],
  regions: [200100, 200217],
  hotelName: ' Playa & Spa ',
  departureDate: '2026-07-10',
  returnDate: '2026-07-31',
  durationMin: 7,
  durationMax: 14,
  adults: 3,
  childrenAges: [4, 7],
  transfer: '2',
  boards: [12],
  priceMaxEur: 1500,
  accommodations: [1, 3],
  hotelStandard: 4,
  facilities: [2, 9],
  operators: ['FTI', 'DER'],
};

const params = (query: string) => Object.fromEntries(parseQueryString(query));

describe('building the search query', () => {
  it('sends every filter with a value, lists comma-separated, in the order of spec §3 (FORM-08)', () => {
    expect(buildSearchQuery(FULL, WARSAW)).toBe(
      [
        'offer_type=A',
        'duration_min=7',
        'duration_max=14',
        `departure_date=${Date.UTC(2026, 6, 9, 22) / 1000}`,
        `return_date=${Date.UTC(2026, 6, 30, 22) / 1000}`,
        'departure_airports=WAW,KTW',
        'regions=200100,200217',
        'hotel_name=Playa%20%26%20Spa',
        'adults_number=3',
        'children_ages=4,7',
        'transfer=2',
        'boards=12',
        'price_max_eur=1500',
        'accommodations=1,3',
        'rating_min=4',
        'facilities=2,9',
        'operators=FTI,DER',
      ].join('&'),
    );
  });

  it('sends dates as Unix seconds at the start of the chosen day in the given zone (STATE-30, D3)', () => {
    const query = params(buildSearchQuery({ departureDate: '2026-01-15' }, { timeZone: 'UTC' }));
    expect(query['departure_date']).toBe(String(Date.UTC(2026, 0, 15) / 1000));
  });

  it('sends C as C2, keeping the visitor’s choice in flight_type (STATE-15, D6)', () => {
    expect(params(buildSearchQuery({ offerType: 'C' }, WARSAW))).toEqual({ offer_type: 'C2', flight_type: 'C' });
    expect(params(buildSearchQuery({ offerType: 'C1' }, WARSAW))).toEqual({ offer_type: 'C1', flight_type: 'C1' });
  });

  it('sends A when no type is set (STATE-16)', () => {
    expect(buildSearchQuery({}, WARSAW)).toBe('offer_type=A');
  });

  it('leaves out empty filters: no key=, no empty lists, no star restriction for 0 (STATE-17, VAL-42)', () => {
    const query = buildSearchQuery(
      {
        offerType: 'A',
        departureAirports: [],
        regions: [],
        hotelName: '   ',
        childrenAges: [],
        boards: [],
        accommodations: [],
        hotelStandard: 0,
        facilities: [],
        operators: [],
        adults: 2,
      },
      WARSAW,
    );
    expect(query).toBe('offer_type=A&adults_number=2');
  });

  it('carries the hotel standard as rating_min (FORM-07)', () => {
    expect(params(buildSearchQuery({ hotelStandard: 4 }, WARSAW))['rating_min']).toBe('4');
  });

  it('drops the departure airports for S (STATE-12)', () => {
    expect(params(buildSearchQuery({ ...FULL, offerType: 'S' }, WARSAW))).not.toHaveProperty('departure_airports');
  });

  it('drops duration and hotel name for C1 (STATE-13)', () => {
    const query = params(buildSearchQuery({ ...FULL, offerType: 'C1' }, WARSAW));
    expect(query).not.toHaveProperty('duration_min');
    expect(query).not.toHaveProperty('duration_max');
    expect(query).not.toHaveProperty('hotel_name');
    expect(query).toHaveProperty('departure_airports');
  });

  it('drops only the hotel name for C and C2 (STATE-14)', () => {
    for (const offerType of ['C', 'C2'] as const) {
      const query = params(buildSearchQuery({ ...FULL, offerType }, WARSAW));
      expect(query).not.toHaveProperty('hotel_name');
      expect(query).toHaveProperty('duration_min', '7');
    }
  });

  it('swaps reversed trip lengths and keeps them within 1 to 60 days', () => {
    expect(params(buildSearchQuery({ durationMin: 14, durationMax: 7 }, WARSAW))).toMatchObject({
      duration_min: '7',
      duration_max: '14',
    });
    const query = params(buildSearchQuery({ durationMin: 0, durationMax: 90 }, WARSAW));
    expect(query).not.toHaveProperty('duration_min');
    expect(query['duration_max']).toBe('60');
  });

  it('leaves out values the search would refuse instead of breaking it', () => {
    const query = params(
      buildSearchQuery(
        { adults: 12, departureAirports: ['waw', 'KTW'], boards: [5000, 12], departureDate: '2026-02-30' },
        WARSAW,
      ),
    );
    expect(query).toEqual({ offer_type: 'A', departure_airports: 'KTW', boards: '12' });
  });

  it('navigates to /offers with the query (FORM-08)', () => {
    expect(searchHref({ offerType: 'S' }, WARSAW)).toBe('/offers?offer_type=S');
  });
});

describe('reading a search from the URL', () => {
  it('gives the initial widget values of a built query (STATE-24)', () => {
    expect(parseSearchQuery(buildSearchQuery(FULL, WARSAW), WARSAW)).toEqual({ ...FULL, hotelName: 'Playa & Spa' });
  });

  it('reads C back from offer_type=C2 with flight_type=C, and C2 without it', () => {
    expect(parseSearchQuery('offer_type=C2&flight_type=C', WARSAW).offerType).toBe('C');
    expect(parseSearchQuery('offer_type=C2', WARSAW).offerType).toBe('C2');
    expect(parseSearchQuery('offer_type=C1&flight_type=C', WARSAW).offerType).toBe('C1');
  });

  it('reads dates as the calendar day of the instant in the zone', () => {
    const seconds = startOfDayUnix('2026-07-10', 'Europe/Warsaw');
    expect(parseSearchQuery(`departure_date=${seconds}`, WARSAW).departureDate).toBe('2026-07-10');
    expect(parseSearchQuery(`departure_date=${seconds + 86_399}`, WARSAW).departureDate).toBe('2026-07-10');
  });

  it('accepts encoded commas, a leading "?" and "+" for spaces', () => {
    expect(parseSearchQuery('?departure_airports=WAW%2CKTW&hotel_name=Playa+Spa', WARSAW)).toEqual({
      departureAirports: ['WAW', 'KTW'],
      hotelName: 'Playa Spa',
    });
  });

  it('skips unreadable parameters and keeps the others', () => {
    expect(
      parseSearchQuery(
        'adults_number=12&children_ages=4,x,30&regions=abc&rating_min=3.5&price_max_eur=-5&hotel_name=%E0%A4%A&offer_type=Z&duration_min=7&page=3',
        WARSAW,
      ),
    ).toEqual({ childrenAges: [4], durationMin: 7 });
  });

  it('takes the first of repeated parameters, as URLSearchParams does', () => {
    expect(parseSearchQuery('adults_number=3&adults_number=4', WARSAW).adults).toBe(3);
  });
});

describe('query round trip (property)', () => {
  const zone = fc.constantFrom('Europe/Warsaw', 'Europe/Berlin', 'UTC', 'America/Sao_Paulo', 'Asia/Kolkata');
  const day = fc
    .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  const hotelName = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.string({ unit: fc.constantFrom(...'aąłŻ ,+&=%?#/é'.split('')), maxLength: 30 }),
  );

  // Values the widgets can produce.
  const formValues: fc.Arbitrary<Partial<SearchFormValues>> = fc.record(
    {
      offerType: fc.constantFrom('A', 'S', 'C', 'C1', 'C2'),
      departureAirports: fc.uniqueArray(fc.oneof(fc.stringMatching(/^[A-Z]{3}$/), fc.constant('ALL_GER')), {
        maxLength: 6,
      }),
      regions: fc.uniqueArray(fc.integer({ min: 1, max: 99_999_999 }), { maxLength: 6 }),
      hotelName,
      departureDate: day,
      returnDate: day,
      durationMin: maybe(fc.integer({ min: 1, max: 60 })),
      durationMax: maybe(fc.integer({ min: 1, max: 60 })),
      adults: fc.integer({ min: 1, max: 8 }),
      childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 8 }),
      transfer: maybe(fc.constantFrom('1' as const, '2' as const)),
      boards: fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { maxLength: 4 }),
      priceMaxEur: maybe(fc.integer({ min: 0, max: 20_000 }).map((steps) => steps * 50)),
      accommodations: fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 4 }),
      hotelStandard: fc.integer({ min: 0, max: 5 }),
      facilities: fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 4 }),
      operators: fc.uniqueArray(fc.stringMatching(/^[A-Z0-9_]{2,10}$/), { maxLength: 4 }),
      datesDelta: maybe(fc.integer({ min: 0, max: 366 })),
    },
    { requiredKeys: [] },
  );

  /** What the URL should give back: the active, non-empty fields (spec §4), written out independently. */
  function expectedBack(values: Partial<SearchFormValues>): Partial<SearchFormValues> {
    const type = values.offerType;
    const flight = type === 'C' || type === 'C1' || type === 'C2';
    const expected: Partial<SearchFormValues> = { offerType: type ?? 'A' };
    const keepList = <
      K extends
        'departureAirports' | 'regions' | 'childrenAges' | 'boards' | 'accommodations' | 'facilities' | 'operators',
    >(
      key: K,
    ) => {
      const list = values[key];
      if (list && list.length > 0) expected[key] = list;
    };
    if (type !== 'C1') {
      let [min, max] = [values.durationMin, values.durationMax];
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      if (min !== undefined) expected.durationMin = min;
      if (max !== undefined) expected.durationMax = max;
    }
    if (values.departureDate) expected.departureDate = values.departureDate;
    if (values.returnDate) expected.returnDate = values.returnDate;
    if (type !== 'S') keepList('departureAirports');
    keepList('regions');
    const name = (values.hotelName ?? '').trim().slice(0, 100).trim();
    if (!flight && name !== '') expected.hotelName = name;
    if (values.adults !== undefined) expected.adults = values.adults;
    keepList('childrenAges');
    if (values.transfer) expected.transfer = values.transfer;
    keepList('boards');
    if (values.priceMaxEur !== undefined) expected.priceMaxEur = values.priceMaxEur;
    keepList('accommodations');
    if (values.hotelStandard) expected.hotelStandard = values.hotelStandard;
    keepList('facilities');
    keepList('operators');
    if (values.datesDelta !== undefined) expected.datesDelta = values.datesDelta;
    return expected;
  }

  it('parse(build(values)) gives back the active fields', () => {
    fc.assert(
      fc.property(formValues, zone, (values, timeZone) => {
        expect(parseSearchQuery(buildSearchQuery(values, { timeZone }), { timeZone })).toEqual(expectedBack(values));
      }),
      { numRuns: 300 },
    );
  });

  it('every built query is accepted by the server’s SearchQuerySchema, even from odd values', () => {
    const odd: fc.Arbitrary<Partial<SearchFormValues>> = fc.record(
      {
        offerType: fc.constantFrom('A', 'S', 'C', 'C1', 'C2'),
        departureAirports: fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }),
        regions: fc.array(fc.double(), { maxLength: 5 }),
        hotelName: fc.string({ unit: 'binary', maxLength: 150 }),
        departureDate: fc.oneof(day, fc.string({ maxLength: 12 })),
        returnDate: fc.oneof(day, fc.constant('1960-01-01'), fc.constant('2150-01-01')),
        durationMin: fc.double(),
        durationMax: fc.integer({ min: -100, max: 100 }),
        adults: fc.double(),
        childrenAges: fc.array(fc.integer({ min: -5, max: 30 }), { maxLength: 12 }),
        boards: fc.array(fc.integer(), { maxLength: 5 }),
        priceMaxEur: fc.double(),
        accommodations: fc.array(fc.integer(), { maxLength: 5 }),
        hotelStandard: fc.double(),
        facilities: fc.array(fc.integer(), { maxLength: 5 }),
        operators: fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
        datesDelta: fc.integer({ min: -10, max: 1000 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(formValues, odd), zone, (values, timeZone) => {
        const query = Object.fromEntries(parseQueryString(buildSearchQuery(values, { timeZone })));
        const parsed = SearchQuerySchema.safeParse(query);
        expect(parsed.error?.issues).toBeUndefined();
        expect(Object.values(query)).not.toContain('');
      }),
      { numRuns: 300 },
    );
  });
});
