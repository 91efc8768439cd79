import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../search-criteria.ts';
import { parseQueryString } from '../search-form/search-query.ts';
import { hotelOffersChoicesQuery, hotelOffersQuery, searchOfHotelPage } from './hotel-offers-query.ts';

describe('the dates-with-prices query of a hotel page URL (spec §2, ROUTE-07)', () => {
  it('keeps the search the visitor came with and asks for the hotel by id', () => {
    const query = hotelOffersQuery(
      '?id=347650&offer_type=A&departure_date=1780000000&adults_number=3&children_ages=4,9&boards=12&tab=reviews',
    );
    expect(Object.fromEntries(parseQueryString(query ?? ''))).toEqual({
      hotel_id: '347650',
      offer_type: 'A',
      departure_date: '1780000000',
      adults_number: '3',
      children_ages: '4,9',
      boards: '12',
      limit: '100',
    });
  });

  it('names the operator as the search does and drops the feed name, so the API accepts the query', () => {
    const query = hotelOffersQuery('?id=1&operator_code=TUI&parser=feed-a') ?? '';
    const pairs = Object.fromEntries(parseQueryString(query));
    expect(pairs).toEqual({ hotel_id: '1', operators: 'TUI', limit: '100' });
    const { hotel_id: _, ...search } = pairs;
    expect(SearchQuerySchema.safeParse(search).success).toBe(true);
  });

  it('gives nothing without a hotel id, and ignores flight types a hotel has no offers of', () => {
    expect(hotelOffersQuery('?offer_type=A')).toBeUndefined();
    expect(hotelOffersQuery('?id=5&offer_type=C2')).toBe('hotel_id=5&limit=100');
  });

  it('gives the list its search back, without the page’s own id and tab', () => {
    expect(searchOfHotelPage('?id=9&offer_type=S&tab=reviews&adults_number=1&operator_code=ITS')).toEqual([
      ['offer_type', 'S'],
      ['adults_number', '1'],
      ['operators', 'ITS'],
    ]);
  });
});

describe('hotelOffersChoicesQuery (the dates tab filters)', () => {
  it("leaves out the tab's own filters and keeps the rest of the search", () => {
    const page =
      '?id=H1&departure_date=2027-06-01&departure_airports=BER&boards=3&duration_min=7&duration_max=7&adults_number=3';
    const query = parseQueryString(hotelOffersChoicesQuery(page) ?? '');
    expect(query.get('hotel_id')).toBe('H1');
    expect(query.get('departure_date')).toBe('2027-06-01');
    expect(query.get('adults_number')).toBe('3');
    for (const key of ['departure_airports', 'boards', 'duration_min', 'duration_max'])
      expect(query.has(key)).toBe(false);
  });
});
