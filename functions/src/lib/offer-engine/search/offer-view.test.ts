import { describe, expect, it } from 'vitest';
import { findOffer, findOfferRow, offerAt } from './offer-view.ts';
import { offersForHotel } from './search.ts';
import { buildIndex, criteria, hotel, offer, reviews, testUuid } from '../testing/test-feed.ts';

const PALMA = hotel({
  id: 'h1',
  name: 'Hôtel Łódź Palace',
  region_id: 111,
  city: 'Palma',
  stars: 4.5,
  reviews: reviews(5.2),
  // Seven images: the snapshot keeps the first five.
  gallery: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ url: `/media/img/palma-${n}.svg`, width: 1200, height: 800 })),
});
const FLIGHTS = [
  {
    departure_airport_iata: 'FRA',
    arrival_airport_iata: 'PMI',
    departure_time: '2026-07-10T23:50',
    arrival_time: '2026-07-11T02:05',
    flight_number: 'DE1234',
    carrier: 'Condor',
  },
  {
    departure_airport_iata: 'PMI',
    arrival_airport_iata: 'FRA',
    departure_time: '2026-07-17T10:00',
    arrival_time: '2026-07-17T12:15',
    flight_number: 'DE1235',
    carrier: 'Condor',
  },
];
const HOLIDAY = offer({
  uuid: '8F1C2D3E-4A5B-4C6D-8E7F-90A1B2C3D4E5',
  hotel_id: 'h1',
  operator_code: 'DER',
  flights: FLIGHTS,
  board_id: 4,
  accommodation_id: 3,
  price_per_person_eur: 1234.56,
  price_per_person_pln: 5308.61,
  availability: 'ON_REQUEST',
  transfer: false,
  train_to_airport: true,
});
const GONE = offer({ uuid: testUuid(77), hotel_id: 'h1', availability: 'NOT_AVAILABLE' });
const FLIGHT = offer({
  uuid: testUuid(78),
  hotel_id: null,
  offer_type: 'C1',
  destination_airport_iata: 'PMI',
  board_id: null,
  accommodation_id: null,
});
const INDEX = buildIndex([PALMA], [HOLIDAY, GONE, FLIGHT]);

describe('offer display fields', () => {
  it('gives every display field of spec §3 for a holiday offer', () => {
    expect(findOffer(INDEX, HOLIDAY.uuid)).toEqual({
      uuid: '8f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5',
      offer_type: 'A',
      operator_code: 'DER',
      hotel_id: 'h1',
      hotel_name: 'Hôtel Łódź Palace',
      region_id: 111,
      city: 'Palma',
      stars: 4.5,
      rating: 5.2,
      price_per_person_eur: 1234.56,
      price_per_person_pln: 5308.61,
      days: 8,
      departure_date: '2026-07-10',
      return_date: '2026-07-17',
      accommodation_id: 3,
      board_id: 4,
      departure_airport_iata: 'FRA',
      destination_airport_iata: 'PMI',
      availability: 'ON_REQUEST',
      train_to_airport: true,
      transfer: false,
      flights: FLIGHTS,
      image_urls: [1, 2, 3, 4, 5].map((n) => `/media/img/palma-${n}.svg`),
    });
  });

  it('gives flight-only offers no hotel and the region of their destination airport', () => {
    expect(findOffer(INDEX, FLIGHT.uuid)).toMatchObject({
      offer_type: 'C1',
      hotel_id: null,
      hotel_name: null,
      city: null,
      stars: null,
      rating: null,
      region_id: 111,
      board_id: null,
      destination_airport_iata: 'PMI',
    });
  });

  it('finds offers by uuid in any case, including ones no longer available', () => {
    expect(findOffer(INDEX, GONE.uuid)?.availability).toBe('NOT_AVAILABLE');
    expect(findOffer(INDEX, HOLIDAY.uuid.toLowerCase())?.hotel_id).toBe('h1');
    expect(findOffer(INDEX, testUuid(999))).toBeUndefined();
    expect(findOffer(INDEX, 'not-a-uuid')).toBeUndefined();
    const row = findOfferRow(INDEX, FLIGHT.uuid);
    expect(row === undefined ? undefined : offerAt(INDEX, row).uuid).toBe(FLIGHT.uuid);
  });
});

describe('variants of one hotel', () => {
  const dated = (date: string, price: number) =>
    offer({ hotel_id: 'h1', departure_date: date, price_per_person_eur: price });
  const index = buildIndex(
    [PALMA, hotel({ id: 'h2' })],
    [dated('2026-07-12', 300), dated('2026-07-10', 500), dated('2026-07-10', 400), offer({ hotel_id: 'h2' }), GONE],
  );
  const list = (overrides: Parameters<typeof criteria>[0] = {}) =>
    offersForHotel(index, 'h1', criteria(overrides)).items.map((item) => [
      item.departure_date,
      item.price_per_person_eur,
    ]);

  it('lists the matching offers by date, then price, without the unavailable ones', () => {
    expect(list()).toEqual([
      ['2026-07-10', 400],
      ['2026-07-10', 500],
      ['2026-07-12', 300],
    ]);
    expect(list({ price_max_eur: 450 })).toEqual([
      ['2026-07-10', 400],
      ['2026-07-12', 300],
    ]);
  });

  it('pages and ignores the region and hotel-name criteria', () => {
    expect(list({ limit: 2, page: 1 })).toEqual([['2026-07-12', 300]]);
    expect(list({ regions: [21], hotel_name: 'other' })).toHaveLength(3);
    expect(offersForHotel(index, 'h1', criteria({ limit: 2 })).total_offers).toBe(3);
    expect(offersForHotel(index, 'nope', criteria()).total_offers).toBe(0);
    expect(offersForHotel(index, 'h1', criteria({ offer_type: 'C2' })).items).toEqual([]);
  });
});
