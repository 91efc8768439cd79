import type { OfferFeedRow } from '@app/shared/feed';
import { describe, expect, it } from 'vitest';
import { searchOffers } from './search.ts';
import { buildIndex, criteria, hotel, offer, reviews, testUuid, warsawMidnight } from '../testing/test-feed.ts';

const HOTELS = [
  hotel({
    id: 'h1',
    name: 'Hôtel Łódź Palace',
    region_id: 111,
    stars: 4,
    facility_ids: [1, 2, 3],
    reviews: reviews(5),
  }),
  hotel({ id: 'h2', name: 'Sol Palma', region_id: 112, stars: 3.5, facility_ids: [1], reviews: reviews(4) }),
  hotel({ id: 'h3', name: 'Teneryfa Sun', region_id: 121, stars: 5, facility_ids: [2, 3], reviews: null }),
  hotel({ id: 'h4', name: 'Kreta Beach', region_id: 21, stars: 2, facility_ids: [], reviews: reviews(5.5) }),
];

/** One offer per hotel (distinct prices) plus the given extras. */
function search(extra: OfferFeedRow[], overrides: Parameters<typeof criteria>[0] = {}) {
  const base = HOTELS.map((h, n) => offer({ hotel_id: h.id, price_per_person_eur: 400 + 100 * n }));
  return searchOffers(buildIndex(HOTELS, [...base, ...extra]), criteria(overrides));
}
const hotelsOf = (result: ReturnType<typeof searchOffers>) => result.items.map((item) => item.hotel_id);

describe('search criteria', () => {
  it('searches holidays (A) by default and each offer type on its own', () => {
    const extra = [
      offer({ hotel_id: 'h1', offer_type: 'S', departure_airport_iata: null, flights: [] }),
      offer({ hotel_id: null, offer_type: 'C2', destination_airport_iata: 'PMI', price_per_person_eur: 90 }),
      offer({ hotel_id: null, offer_type: 'C2', destination_airport_iata: 'PMI', price_per_person_eur: 80 }),
      offer({ hotel_id: null, offer_type: 'C2', destination_airport_iata: 'HER', price_per_person_eur: 70 }),
      offer({ hotel_id: null, offer_type: 'C1', destination_airport_iata: 'PMI' }),
    ];
    expect(search(extra).total_offers).toBe(4);
    expect(hotelsOf(search(extra, { offer_type: 'S' }))).toEqual(['h1']);
    const flights = search(extra, { offer_type: 'C2' });
    // Flights group by destination airport: the cheapest per airport, cheapest first.
    expect(flights.items.map((i) => [i.destination_airport_iata, i.price_per_person_eur, i.offers_count])).toEqual([
      ['HER', 70, 1],
      ['PMI', 80, 2],
    ]);
    expect(search(extra, { offer_type: 'C1' }).total_offers).toBe(1);
  });

  it('keeps trips within the duration bounds', () => {
    const extra = [offer({ hotel_id: 'h1', duration: 15, return_date: '2026-07-24', price_per_person_eur: 1 })];
    expect(search(extra, { duration_min: 10 }).total_offers).toBe(1);
    expect(search(extra, { duration_max: 10 }).total_offers).toBe(4);
    expect(search(extra, { duration_min: 8, duration_max: 8 }).total_offers).toBe(4);
  });

  it('reads departure and return dates as Warsaw calendar days', () => {
    const extra = [
      offer({ hotel_id: 'h1', departure_date: '2026-07-09', return_date: '2026-07-16', price_per_person_eur: 1 }),
      offer({ hotel_id: 'h1', departure_date: '2026-07-12', return_date: '2026-07-19', price_per_person_eur: 2 }),
    ];
    // 23:30 UTC on the 9th is already 01:30 on the 10th in Warsaw: the offer of the 9th is out.
    const lateEvening = Date.parse('2026-07-09T23:30:00Z') / 1000;
    expect(search(extra, { departure_date: lateEvening }).items[0]?.price_per_person_eur).toBe(2);
    expect(search(extra, { departure_date: warsawMidnight('2026-07-09') }).items[0]?.price_per_person_eur).toBe(1);
    // Return day ≤ the Warsaw day of return_date (22:30 UTC on the 16th is the 17th in Warsaw).
    expect(search(extra, { return_date: Date.parse('2026-07-16T21:30:00Z') / 1000 }).total_offers).toBe(1);
    expect(search(extra, { return_date: Date.parse('2026-07-16T22:30:00Z') / 1000 }).total_offers).toBe(5);
    // dates_delta bounds the departure window from departure_date.
    const window = { departure_date: warsawMidnight('2026-07-10'), dates_delta: 1 };
    expect(search(extra, window).total_offers).toBe(4);
    expect(search(extra, { ...window, dates_delta: 2 }).total_offers).toBe(5);
  });

  it('filters departure airports, expanding ALL_GER and ALL_POL', () => {
    const extra = [
      offer({ hotel_id: 'h2', departure_airport_iata: 'WAW', price_per_person_eur: 1 }),
      offer({ hotel_id: 'h3', departure_airport_iata: 'MUC', price_per_person_eur: 1 }),
    ];
    expect(search(extra, { departure_airports: ['MUC'] }).total_offers).toBe(1);
    expect(search(extra, { departure_airports: ['ALL_POL'] }).total_offers).toBe(1);
    expect(search(extra, { departure_airports: ['ALL_GER'] }).total_offers).toBe(5);
    expect(search(extra, { departure_airports: ['ALL_GER', 'ALL_POL'] }).total_offers).toBe(6);
  });

  it('ignores departure airports for hotel-only offers', () => {
    const extra = [offer({ hotel_id: 'h1', offer_type: 'S', departure_airport_iata: null, flights: [] })];
    expect(search(extra, { offer_type: 'S', departure_airports: ['WAW'] }).total_offers).toBe(1);
  });

  it('selects a region with all its descendants', () => {
    expect(hotelsOf(search([], { regions: [11] }))).toEqual(['h1', 'h2']);
    expect(hotelsOf(search([], { regions: [1] }))).toEqual(['h1', 'h2', 'h3']);
    expect(hotelsOf(search([], { regions: [112, 21] }))).toEqual(['h2', 'h4']);
    expect(search([], { regions: [999] }).total_hotels).toBe(0);
  });

  it('matches hotel names case- and accent-insensitively', () => {
    expect(hotelsOf(search([], { hotel_name: 'lodz' }))).toEqual(['h1']);
    expect(hotelsOf(search([], { hotel_name: 'ŁÓDŹ' }))).toEqual(['h1']);
    expect(hotelsOf(search([], { hotel_name: 'hotel' }))).toEqual(['h1']);
    expect(hotelsOf(search([], { hotel_name: 'HÔTEL łódź' }))).toEqual(['h1']);
    expect(hotelsOf(search([], { hotel_name: '  ' }))).toHaveLength(4);
    const flight = offer({ hotel_id: null, offer_type: 'C2' });
    expect(search([flight], { offer_type: 'C2', hotel_name: 'nothing like it' }).total_offers).toBe(1);
  });

  it('counts children below the child age as children and older ones as adults', () => {
    const family = (maxAdults: number, maxChildren: number) =>
      offer({
        hotel_id: 'h1',
        price_per_person_eur: 1,
        occupancy: { min_adults: 1, max_adults: maxAdults, max_children: maxChildren, max_persons: 4 },
        child_pricing: { child_max_age: 14, child_price_share: 0.5 },
      });
    const party = { adults_number: 2, children_ages: [5, 15], price_max_eur: 10 };
    // The 15-year-old is an adult here: 3 adults + 1 child.
    expect(search([family(2, 2)], party).total_offers).toBe(0);
    expect(search([family(3, 1)], party).total_offers).toBe(1);
    expect(search([family(3, 1)], { ...party, children_ages: [5, 13] }).total_offers).toBe(0);
    expect(search([family(3, 2)], { ...party, children_ages: [5, 13, 1] }).total_offers).toBe(0);
  });

  it('filters transfer, boards, accommodations and the price per person', () => {
    const extra = [
      offer({ hotel_id: 'h1', transfer: false, board_id: 3, accommodation_id: 2, price_per_person_eur: 1250.5 }),
    ];
    expect(search(extra, { transfer: '1' }).total_offers).toBe(1);
    expect(search(extra, { transfer: '2' }).total_offers).toBe(4);
    expect(search(extra, { boards: [3, 4] }).total_offers).toBe(1);
    expect(search(extra, { accommodations: [2] }).total_offers).toBe(1);
    expect(search(extra, { price_max_eur: 500 }).total_offers).toBe(2);
    expect(search(extra, { price_max_eur: 1250.5 }).total_offers).toBe(5);
    expect(search(extra, { price_max_eur: 1250.49 }).total_offers).toBe(4);
  });

  it('ignores board, room and transfer on flight searches, since a flight-only offer has no hotel stay', () => {
    const flight = (type: 'C1' | 'C2') =>
      offer({ hotel_id: null, offer_type: type, board_id: null, accommodation_id: null, transfer: false });
    const stay = { boards: [3], accommodations: [2], transfer: '2' as const };
    expect(search([flight('C2')], { offer_type: 'C2', ...stay }).total_offers).toBe(1);
    expect(search([flight('C1')], { offer_type: 'C1', ...stay }).total_offers).toBe(1);
    // Holidays still filter by them: the four plain offers have board 1, room 1 and a transfer.
    expect(search([], stay).total_offers).toBe(0);
  });

  it('filters hotel standard and facilities (all of them)', () => {
    expect(hotelsOf(search([], { rating_min: 3.5 }))).toEqual(['h1', 'h2', 'h3']);
    expect(hotelsOf(search([], { rating_min: 4.5 }))).toEqual(['h3']);
    expect(hotelsOf(search([], { facilities: [2, 3] }))).toEqual(['h1', 'h3']);
    expect(hotelsOf(search([], { facilities: [1, 3] }))).toEqual(['h1']);
    expect(search([], { facilities: [77] }).total_offers).toBe(0);
  });

  it('filters operators, ALL_GER meaning every German operator', () => {
    const extra = [
      offer({ hotel_id: 'h2', operator_code: 'ITK', price_per_person_eur: 1 }),
      offer({ hotel_id: 'h3', operator_code: 'DER' }),
    ];
    expect(search(extra, { operators: ['ITK'] }).total_offers).toBe(1);
    expect(search(extra, { operators: ['ALL_GER'] }).total_offers).toBe(5);
    expect(search(extra, { operators: ['ALL_GER', 'ITK'] }).total_offers).toBe(6);
  });

  it('never returns NOT_AVAILABLE offers', () => {
    const gone = offer({ hotel_id: 'h4', availability: 'NOT_AVAILABLE', price_per_person_eur: 1 });
    const asked = offer({ hotel_id: 'h3', availability: 'ON_REQUEST', price_per_person_eur: 2 });
    const result = search([gone, asked]);
    expect(result.total_offers).toBe(5);
    expect(result.items.map((i) => [i.hotel_id, i.availability])[0]).toEqual(['h3', 'ON_REQUEST']);
  });

  it('sorts by price, by review rating and by stars', () => {
    expect(hotelsOf(search([]))).toEqual(['h1', 'h2', 'h3', 'h4']);
    // Hotels without reviews go last.
    expect(hotelsOf(search([], { sort: 'rating' }))).toEqual(['h4', 'h1', 'h2', 'h3']);
    expect(hotelsOf(search([], { sort: 'stars' }))).toEqual(['h3', 'h1', 'h2', 'h4']);
  });

  it('shows the cheapest offer per hotel and breaks price ties by date, then uuid', () => {
    const tie = (date: string, n: number) =>
      offer({ hotel_id: 'h4', uuid: testUuid(n), price_per_person_eur: 5, departure_date: date });
    const result = search([tie('2026-07-12', 9001), tie('2026-07-11', 9003), tie('2026-07-11', 9002)]);
    expect(result.items[0]).toMatchObject({ hotel_id: 'h4', uuid: testUuid(9002), offers_count: 4 });
  });

  it('pages with top-k selection and answers a page past the end with totals only', () => {
    expect(hotelsOf(search([], { limit: 3, page: 1 }))).toEqual(['h4']);
    const past = search([], { limit: 3, page: 5 });
    expect(past).toMatchObject({ items: [], total_hotels: 4, total_offers: 4, page: 5, limit: 3 });
  });
});
