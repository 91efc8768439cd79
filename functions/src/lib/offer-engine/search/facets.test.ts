import { describe, expect, it } from 'vitest';
import { searchOffers } from './search.ts';
import { buildIndex, criteria, hotel, offer } from '../testing/test-feed.ts';

const HOTELS = [
  hotel({ id: 'h1', region_id: 111, stars: 4, facility_ids: [1, 2, 3] }),
  hotel({ id: 'h2', region_id: 112, stars: 3.5, facility_ids: [1] }),
  hotel({ id: 'h3', region_id: 121, stars: 5, facility_ids: [2, 3] }),
  hotel({ id: 'h4', region_id: 21, stars: 2, facility_ids: [] }),
];
const INDEX = buildIndex(HOTELS, [
  offer({ hotel_id: 'h1', board_id: 1, price_per_person_eur: 400 }),
  offer({ hotel_id: 'h1', board_id: 2, price_per_person_eur: 900 }),
  offer({ hotel_id: 'h1', board_id: 1, price_per_person_eur: 450, departure_airport_iata: 'WAW' }),
  offer({ hotel_id: 'h2', board_id: 1, price_per_person_eur: 500 }),
  offer({ hotel_id: 'h3', board_id: 2, price_per_person_eur: 600 }),
  offer({ hotel_id: 'h4', board_id: 3, price_per_person_eur: 700, operator_code: 'ITK' }),
]);

describe('facet counts', () => {
  it('counts each facet under all filters but its own, in hotels rather than offers', () => {
    const result = searchOffers(INDEX, criteria({ boards: [1] }), { facets: true });
    expect(result.items.map((item) => item.hotel_id)).toEqual(['h1', 'h2']);
    expect(result.facets).toEqual({
      // The board facet ignores the board filter: h1 counts once for board 1 despite two offers.
      boards: [
        { id: 1, count: 2 },
        { id: 2, count: 2 },
        { id: 3, count: 1 },
      ],
      stars: [
        { stars: 3, count: 1 },
        { stars: 4, count: 1 },
      ],
      operators: [{ code: 'FTI', count: 2 }],
      departure_airports: [
        { iata: 'FRA', count: 2 },
        { iata: 'WAW', count: 1 },
      ],
      regions: [
        { id: 1, count: 2 },
        { id: 11, count: 2 },
        { id: 111, count: 1 },
        { id: 112, count: 1 },
      ],
      accommodations: [{ id: 1, count: 2 }],
      facilities: [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
        { id: 3, count: 1 },
      ],
      price_eur: [
        { from: 250, count: 1 },
        { from: 500, count: 1 },
      ],
    });
  });

  it('counts regions across the selected regions’ countries, not the whole world', () => {
    const { facets, total_hotels } = searchOffers(INDEX, criteria({ regions: [111] }), { facets: true });
    expect(total_hotels).toBe(1);
    // Spain's other regions are counted (a shopper can widen to them); Greece's h4 is not scanned.
    expect(facets?.regions).toEqual([
      { id: 1, count: 3 },
      { id: 11, count: 2 },
      { id: 12, count: 1 },
      { id: 111, count: 1 },
      { id: 112, count: 1 },
      { id: 121, count: 1 },
    ]);
    // Every other facet is still limited to the selected region.
    expect(facets?.boards).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 1 },
    ]);
  });

  it('buckets hotels by their cheapest price under the other filters', () => {
    const { facets, total_hotels } = searchOffers(INDEX, criteria({ price_max_eur: 450 }), { facets: true });
    expect(total_hotels).toBe(1);
    expect(facets?.price_eur).toEqual([
      { from: 250, count: 1 },
      { from: 500, count: 3 },
    ]);
  });

  it('leaves hotel facets empty for flights, which group by destination airport', () => {
    const index = buildIndex(HOTELS, [
      offer({ hotel_id: 'h1' }),
      offer({ hotel_id: null, offer_type: 'C2', destination_airport_iata: 'PMI' }),
    ]);
    const { facets } = searchOffers(index, criteria({ offer_type: 'C2' }), { facets: true });
    expect(facets).toMatchObject({ stars: [], facilities: [], departure_airports: [{ iata: 'FRA', count: 1 }] });
    // PMI serves a hotel in Palma, so PMI flights belong to Palma's region path.
    expect(facets?.regions).toEqual([
      { id: 1, count: 1 },
      { id: 11, count: 1 },
      { id: 111, count: 1 },
    ]);
  });
});
