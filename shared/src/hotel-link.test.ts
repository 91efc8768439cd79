import { describe, expect, it } from 'vitest';
import { hotelPageLink, hotelSlug } from './hotel-link.ts';

const hotel = { id: '120045', name: 'Hôtel Playa Łódź & Spa', offer_type: 'A' };
const query = {
  departure_date: 1790000000,
  return_date: 1790600000,
  adults_number: 2,
  page: 3,
  limit: 20,
  regions: '200100',
  hotel_name: 'playa',
  operators: 'FTI',
  rating_min: 4,
  transfer: '2',
  boards: '12',
  operator_code: 'FTI',
};

describe('hotel page links', () => {
  it('keeps only the ROUTE-07 parameters plus id and offer_type (ROUTE-07, ROUTE-08)', () => {
    expect(hotelPageLink(hotel, query)).toBe(
      '/hotel/hotel-playa-lodz-spa?id=120045&offer_type=A&departure_date=1790000000&return_date=1790600000&adults_number=2&boards=12&operator_code=FTI',
    );
  });

  it('drops id and offer_type under a custom base (ROUTE-09)', () => {
    expect(hotelPageLink(hotel, { adults_number: 2, page: 1 }, '/blog/turcja/oferta')).toBe(
      '/blog/turcja/oferta?adults_number=2',
    );
  });

  it('makes readable slugs', () => {
    expect(hotelSlug('Żółty Dom')).toBe('zolty-dom');
    expect(hotelSlug('***')).toBe('hotel');
  });
});
