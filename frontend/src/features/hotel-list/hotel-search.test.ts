import { describe, expect, it } from 'vitest';
import type { RegionsFilter } from '@app/shared/filters';
import {
  EMPTY_HOTEL_SEARCH,
  HOTELS_PER_PAGE,
  chosenPlace,
  hotelSearchQuery,
  hotelsListParams,
  readHotelSearch,
  regionOptionLabel,
  regionOptions,
} from './hotel-search.ts';

const region = (id: number, name: string, subregions: number[] = [], parent?: number) => ({
  id,
  name,
  unicodeName: name.toLowerCase(),
  subregions,
  ...(parent === undefined ? {} : { parent }),
});
const data: RegionsFilter = {
  regions: {
    '1': region(1, 'Hiszpania', [11, 12]),
    '11': region(11, 'Majorka', [111], 1),
    '111': region(111, 'Palma', [], 11),
    '12': region(12, 'Teneryfa', [], 1),
    '2': region(2, 'Grecja'),
  },
  regions_list: [],
  special_regions: [],
  main_regions: [2, 1],
};

describe('hotel list search in the URL (HLIST-01, HLIST-02)', () => {
  it('round-trips a search through the query string', () => {
    const search = { text: 'Łódź Palace', region: 11, offerType: 'S' as const, page: 2 };
    const query = hotelSearchQuery(search);
    expect(query).toBe('hotel_name=%C5%81%C3%B3d%C5%BA%20Palace&regions=11&offer_type=S&page=2');
    expect(readHotelSearch(`?${query}`)).toEqual(search);
    expect(hotelSearchQuery(EMPTY_HOTEL_SEARCH)).toBe('');
  });

  it('ignores what it cannot read', () => {
    expect(readHotelSearch('?regions=abc&offer_type=C1&page=-3&hotel_name=')).toEqual(EMPTY_HOTEL_SEARCH);
    expect(readHotelSearch(`?hotel_name=${'x'.repeat(150)}`).text).toHaveLength(100);
  });

  it('asks the endpoint for one page of the search', () => {
    expect(hotelsListParams({ text: ' kreta ', region: 2, offerType: undefined, page: 1 })).toEqual({
      hotel_name: 'kreta',
      regions: '2',
      page: '1',
      limit: String(HOTELS_PER_PAGE),
    });
  });

  it('shows a chosen region under its country, and a country alone', () => {
    expect(chosenPlace(data, 111)).toEqual({ country: 1, region: 111 });
    expect(chosenPlace(data, 1)).toEqual({ country: 1, region: undefined });
    expect(chosenPlace(data, 999)).toEqual({ country: undefined, region: undefined });
    expect(chosenPlace(undefined, 11)).toEqual({ country: 11, region: undefined });
  });

  it('offers the regions of the chosen country, subregions indented under theirs', () => {
    expect(regionOptions(data, 1)).toEqual([
      { id: 11, name: 'Majorka', depth: 0 },
      { id: 111, name: 'Palma', depth: 1 },
      { id: 12, name: 'Teneryfa', depth: 0 },
    ]);
    expect(regionOptions(data, undefined)).toEqual([]);
  });

  it('indents a subregion in the open list, but not the chosen one, shown alone in the closed box (issue 22)', () => {
    expect(regionOptionLabel({ name: 'Palma', depth: 1 }, false)).toBe('\u00a0\u00a0\u00a0Palma');
    expect(regionOptionLabel({ name: 'Palma', depth: 1 }, true)).toBe('Palma');
    expect(regionOptionLabel({ name: 'Majorka', depth: 0 }, false)).toBe('Majorka');
  });
});
