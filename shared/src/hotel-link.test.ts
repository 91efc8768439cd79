import { describe, expect, it } from 'vitest';
import { OFFER_PAGE_PARAM, hotelPageLink, hotelSlug, offerPageLink } from './hotel-link.ts';
import { isApiPath } from './routes.ts';

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

  it('keeps each of the thirteen parameters of spec §2 and nothing else (ROUTE-07)', () => {
    const every = {
      departure_date: 1,
      return_date: 2,
      adults_number: 3,
      departure_airports: 'KTW,WAW',
      children_ages: '4,7',
      boards: '12',
      price_max_eur: 900,
      facilities: '5',
      duration_min: 7,
      duration_max: 14,
      operator_code: 'FTI',
      accommodations: '2',
      parser: 'xml',
      regions: '200100',
      sort: 'price',
    };
    const query = hotelPageLink(hotel, every).split('?')[1] ?? '';
    const keys = query.split('&').map((pair) => pair.split('=')[0]);
    // Written out, not taken from HOTEL_LINK_PARAMS, so a typo there fails here.
    expect(keys.sort()).toEqual(
      [
        'id',
        'offer_type',
        'departure_date',
        'return_date',
        'adults_number',
        'departure_airports',
        'children_ages',
        'boards',
        'price_max_eur',
        'facilities',
        'duration_min',
        'duration_max',
        'operator_code',
        'accommodations',
        'parser',
      ].sort(),
    );
  });

  it('points at a page path that never reaches the API (decision D12, issue 6 item 4)', () => {
    const pathname = hotelPageLink(hotel, {}).split('?')[0] ?? '';
    expect(pathname).toBe('/hotel/hotel-playa-lodz-spa');
    expect(isApiPath(pathname)).toBe(false);
  });

  it('makes readable slugs', () => {
    expect(hotelSlug('Żółty Dom')).toBe('zolty-dom');
    expect(hotelSlug('***')).toBe('hotel');
  });
});

describe('offer page links (OPEN-39)', () => {
  const uuid = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';

  it('name the hotel page of decision D12 with the offer as one more parameter', () => {
    expect(offerPageLink(hotel, uuid)).toBe(`/hotel/hotel-playa-lodz-spa?id=120045&offer_type=A&offer=${uuid}`);
    expect(OFFER_PAGE_PARAM).toBe('offer');
  });

  it('encode every value, so a strange id or uuid cannot add parameters', () => {
    const link = offerPageLink({ id: 'a&b', name: 'Ibiza', offer_type: 'S' }, 'x&admin=1');
    const pairs = (link.split('?')[1] ?? '').split('&').map((pair) => pair.split('=').map(decodeURIComponent));
    expect(pairs).toEqual([
      ['id', 'a&b'],
      ['offer_type', 'S'],
      [OFFER_PAGE_PARAM, 'x&admin=1'],
    ]);
  });

  it('point at a page, never at the API', () => {
    expect(isApiPath(offerPageLink(hotel, uuid).split('?')[0] ?? '')).toBe(false);
  });
});
