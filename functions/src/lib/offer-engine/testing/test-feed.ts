import type { HotelFeedRow, OfferFeedRow } from '@app/shared/feed';
import type { ReferenceData } from '@app/shared/reference-data';
import type { SearchCriteria } from '@app/shared/search-criteria';
import fc from 'fast-check';
import { createIndexBuilder } from '../snapshot/build-index.ts';
import type { OfferIndex } from '../offer-index.ts';

/** A small world for the engine tests: 4 countries with a 3-level tree, PL/DE airports, operators. */
const names = (name: string) => ({ en: name, de: name });
const region = (id: number, name: string, country: string, parent?: number) => ({
  id,
  name,
  names: names(name),
  unicodeName: name.toLowerCase(),
  country_code: country,
  ...(parent ? { parent } : {}),
});
const airport = (iata: string, country: string, role: 'departure' | 'destination', virtual = false) => ({
  iata,
  name: iata,
  unicodeName: iata.toLowerCase(),
  country,
  role,
  popular: false,
  virtual,
});

export const TEST_REFERENCE: ReferenceData = {
  regions: [
    region(1, 'Hiszpania', 'ES'),
    region(11, 'Majorka', 'ES', 1),
    region(111, 'Palma', 'ES', 11),
    region(112, 'Alcudia', 'ES', 11),
    region(12, 'Wyspy Kanaryjskie', 'ES', 1),
    region(121, 'Teneryfa', 'ES', 12),
    region(2, 'Grecja', 'GR'),
    region(21, 'Kreta', 'GR', 2),
    region(22, 'Rodos', 'GR', 2),
    region(3, 'Polska', 'PL'),
    region(31, 'Łódzkie', 'PL', 3),
    region(4, 'Turcja', 'TR'),
    region(41, 'Riwiera Turecka', 'TR', 4),
  ],
  special_regions: [],
  airports: [
    airport('FRA', 'DE', 'departure'),
    airport('MUC', 'DE', 'departure'),
    airport('DUS', 'DE', 'departure'),
    airport('WAW', 'PL', 'departure'),
    airport('KTW', 'PL', 'departure'),
    airport('WRO', 'PL', 'departure'),
    airport('ALL_GER', 'DE', 'departure', true),
    airport('ALL_POL', 'PL', 'departure', true),
    airport('PMI', 'ES', 'destination'),
    airport('TFS', 'ES', 'destination'),
    airport('HER', 'GR', 'destination'),
    airport('RHO', 'GR', 'destination'),
    airport('AYT', 'TR', 'destination'),
  ],
  operators: [
    { code: 'FTI', name: 'FTI', country: 'Niemcy', virtual: false },
    { code: 'DER', name: 'DERTOUR', country: 'Niemcy', virtual: false },
    { code: 'TUI', name: 'TUI', country: 'Niemcy', virtual: false },
    { code: 'ITK', name: 'Itaka', country: 'Polska', virtual: false },
    { code: 'RAI', name: 'Rainbow', country: 'Polska', virtual: false },
    { code: 'ALL_GER', name: 'Wszyscy niemieccy', country: 'Niemcy', virtual: true },
  ],
  facilities: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `F${id}`, names: names(`F${id}`), category: 'hotel' })),
  boards: [1, 2, 3, 4, 5].map((id) => ({ id, name: `B${id}`, names: names(`B${id}`) })),
  accommodations: [1, 2, 3, 4].map((id) => ({ id, name: `R${id}`, names: names(`R${id}`) })),
  default_filter: { duration: { default: '7', list: ['7', '14'] } },
};

export function hotel(overrides: Partial<HotelFeedRow> & { id: string }): HotelFeedRow {
  return {
    name: `Hotel ${overrides.id}`,
    stars: 4,
    lat: 39.5,
    lon: 2.6,
    region_id: 111,
    city: 'Palma',
    description: { original_language: 'de', texts: {} },
    gallery: [],
    facility_ids: [],
    reviews: null,
    weather: null,
    ...overrides,
  };
}

export const reviews = (overall: number) => ({
  accommodation: 5,
  board: 5,
  overall,
  price_quality: 5,
  service: 5,
  attractions: 5,
  location: 5,
  count: 10,
});

let uuidCounter = 0;
export function testUuid(n = ++uuidCounter): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function offer(overrides: Partial<OfferFeedRow> = {}): OfferFeedRow {
  const departure = overrides.departure_date ?? '2026-07-10';
  return {
    uuid: testUuid(),
    hotel_id: 'h1',
    operator_code: 'FTI',
    offer_type: 'A',
    departure_date: departure,
    return_date: '2026-07-17',
    duration: 8,
    departure_airport_iata: 'FRA',
    destination_airport_iata: 'PMI',
    flights: [
      {
        departure_airport_iata: 'FRA',
        arrival_airport_iata: 'PMI',
        departure_time: `${departure}T06:05`,
        arrival_time: `${departure}T08:15`,
        flight_number: 'DE1234',
        carrier: 'Condor',
      },
    ],
    board_id: 1,
    accommodation_id: 1,
    price_per_person_eur: 500,
    price_per_person_pln: 2150,
    availability: 'AVAILABLE',
    transfer: true,
    train_to_airport: false,
    occupancy: { min_adults: 1, max_adults: 4, max_children: 2, max_persons: 5 },
    child_pricing: { child_max_age: 14, child_price_share: 0.5 },
    ...overrides,
  };
}

/** Criteria as the shared schema outputs them, with its defaults. */
export function criteria(overrides: Partial<SearchCriteria> = {}): SearchCriteria {
  return { offer_type: 'A', adults_number: 2, page: 0, limit: 20, sort: 'price', ...overrides };
}

export function buildIndex(
  hotels: readonly HotelFeedRow[],
  offers: readonly OfferFeedRow[],
  reference = TEST_REFERENCE,
): OfferIndex {
  const builder = createIndexBuilder(reference, hotels);
  for (const row of offers) builder.addOffer(row);
  return builder.build();
}

/** Warsaw midnight of a calendar date, in Unix seconds (summer time: UTC+2). */
export const warsawMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+02:00`) / 1000;

// ---- random feeds and criteria for the property test ----

const HOTEL_IDS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'];
const HOTEL_NAMES = [
  'Hôtel Łódź Palace',
  'Hotel Lodz',
  'Sol Palma',
  'Kreta Beach',
  'ÇIRAĞAN Resort',
  'Straße Inn',
  'Aparthotel Rodos',
];
const REGION_IDS = [1, 11, 111, 112, 121, 21, 22, 31, 41, 999];
const DEPARTURES = ['FRA', 'MUC', 'DUS', 'WAW', 'KTW', 'WRO', 'BER'];
const DESTINATIONS = ['PMI', 'TFS', 'HER', 'RHO', 'AYT', 'LCJ'];
const OPERATORS = ['FTI', 'DER', 'TUI', 'ITK', 'RAI', 'XYZ'];

const hotelArbitrary = fc
  .record({
    id: fc.constantFrom(...HOTEL_IDS),
    name: fc.constantFrom(...HOTEL_NAMES),
    stars: fc.integer({ min: 0, max: 10 }).map((half) => half / 2),
    region_id: fc.constantFrom(...REGION_IDS),
    facility_ids: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 50), { maxLength: 5 }),
    reviews: fc.option(
      fc.integer({ min: 0, max: 12 }).map((half) => reviews(half / 2)),
      { nil: null },
    ),
    // Shared stock images and more than the snapshot keeps per hotel.
    gallery: fc.array(
      fc.constantFrom('beach', 'pool', 'room', 'lobby', 'bar').map((name) => ({
        url: `/media/img/${name}.svg`,
        width: 1200,
        height: 800,
      })),
      { maxLength: 7 },
    ),
  })
  .map(hotel);

const day = (offset: number) => new Date(Date.UTC(2026, 6, 1 + offset)).toISOString().slice(0, 10);

const offerArbitrary = fc
  .record({
    hotel_id: fc.option(fc.constantFrom(...HOTEL_IDS, 'h9'), { nil: null, freq: 8 }),
    offer_type: fc.constantFrom('A', 'A', 'S', 'C1', 'C2'),
    start: fc.integer({ min: 0, max: 20 }),
    duration: fc.integer({ min: 1, max: 10 }),
    departure_airport_iata: fc.option(fc.constantFrom(...DEPARTURES), { nil: null, freq: 8 }),
    destination_airport_iata: fc.option(fc.constantFrom(...DESTINATIONS), { nil: null, freq: 8 }),
    operator_code: fc.constantFrom(...OPERATORS),
    board_id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 8 }),
    accommodation_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null, freq: 8 }),
    // Repeated prices make ties, which the cheapest-offer and page orders must break the same way.
    cents: fc.oneof(fc.integer({ min: 1, max: 300_000 }), fc.constantFrom(49_900, 50_000, 100_000)),
    availability: fc.constantFrom('AVAILABLE', 'AVAILABLE', 'NOT_AVAILABLE', 'ON_REQUEST'),
    transfer: fc.boolean(),
    train_to_airport: fc.boolean(),
    min_adults: fc.integer({ min: 1, max: 2 }),
    extra_adults: fc.integer({ min: 0, max: 3 }),
    max_children: fc.integer({ min: 0, max: 3 }),
    extra_persons: fc.integer({ min: 0, max: 3 }),
    child_max_age: fc.integer({ min: 0, max: 17 }),
    flight_number: fc.constantFrom('X1', 'X2', 'Y9'),
  })
  .map(
    ({
      start,
      duration,
      cents,
      min_adults,
      extra_adults,
      max_children,
      extra_persons,
      child_max_age,
      flight_number,
      ...rest
    }) =>
      offer({
        ...rest,
        duration,
        departure_date: day(start),
        return_date: day(start + duration - 1),
        price_per_person_eur: cents / 100,
        price_per_person_pln: Math.round(cents * 4.3) / 100,
        flights: [
          {
            departure_airport_iata: rest.departure_airport_iata ?? 'FRA',
            arrival_airport_iata: rest.destination_airport_iata ?? 'PMI',
            departure_time: `${day(start)}T06:00`,
            arrival_time: `${day(start)}T09:30`,
            flight_number,
            carrier: 'Condor',
          },
        ],
        occupancy: {
          min_adults,
          max_adults: min_adults + extra_adults,
          max_children,
          max_persons: min_adults + extra_adults + extra_persons,
        },
        child_pricing: { child_max_age, child_price_share: 0.5 },
      }),
  );

export const feedArbitrary = fc.record({
  hotels: fc.array(hotelArbitrary, { minLength: 2, maxLength: 8 }),
  // Unique uuids in random case: the engine stores bytes and prints lower case.
  offers: fc
    .array(offerArbitrary, { minLength: 5, maxLength: 60, size: 'large' })
    .map((rows) =>
      rows.map((row, n) => ({ ...row, uuid: n % 3 === 0 ? testUuid(1000 - n).toUpperCase() : testUuid(1000 - n) })),
    ),
});

// Each criterion is set one time in four, so a query combines a few filters and still matches something.
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
const subset = <T>(values: readonly T[]) =>
  maybe(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }));
// 2026-06-29 00:00 UTC .. 2026-07-24: arbitrary seconds, so Warsaw day boundaries get exercised.
const instant = fc.integer({ min: Date.UTC(2026, 5, 29) / 1000, max: Date.UTC(2026, 6, 24) / 1000 });

export const criteriaArbitrary: fc.Arbitrary<SearchCriteria> = fc.record({
  offer_type: fc.constantFrom('A', 'A', 'S', 'C1', 'C2'),
  duration_min: maybe(fc.integer({ min: 1, max: 8 })),
  duration_max: maybe(fc.integer({ min: 3, max: 12 })),
  departure_date: maybe(instant),
  return_date: maybe(instant),
  dates_delta: maybe(fc.integer({ min: 0, max: 10 })),
  departure_airports: subset(['FRA', 'MUC', 'WAW', 'KTW', 'ALL_GER', 'ALL_POL', 'BER']),
  regions: subset([1, 11, 111, 12, 2, 22, 3, 31, 4, 999]),
  hotel_name: maybe(fc.constantFrom('lodz', 'Łódź', 'HÔTEL', 'palma', 'a', ' ', 'strasse')),
  adults_number: fc.constantFrom(2, 2, 2, 1, 3, 4),
  children_ages: subset([0, 2, 5, 9, 13, 16]),
  transfer: maybe(fc.constantFrom('1' as const, '2' as const)),
  boards: subset([1, 2, 3, 6, 7]),
  price_max_eur: maybe(fc.integer({ min: 0, max: 3000 })),
  accommodations: subset([1, 2, 4, 9]),
  rating_min: maybe(fc.integer({ min: 0, max: 10 }).map((half) => half / 2)),
  facilities: subset([1, 2, 3, 50, 99]),
  operators: subset(['FTI', 'DER', 'ITK', 'ALL_GER', 'XYZ', 'NOPE']),
  page: fc.integer({ min: 0, max: 3 }),
  limit: fc.integer({ min: 1, max: 5 }),
  sort: fc.constantFrom('price', 'rating', 'stars'),
});
