import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../search-criteria.ts';
import { parseQueryString } from '../search-form/search-query.ts';
import {
  DEFAULT_PAGING,
  MAX_PAGE,
  listPageQuery,
  offersListParams,
  offersListQuery,
  pageCount,
  parseListPaging,
  readListSearch,
  withPreset,
  type ListPaging,
  type ListPreset,
} from './list-query.ts';

const WARSAW = { timeZone: 'Europe/Warsaw' };
const params = (query: string) => Object.fromEntries(parseQueryString(query));

describe('sort, page and limit of the list (ROUTE-01)', () => {
  it('reads them from the query string', () => {
    expect(parseListPaging('?offer_type=A&sort=rating&page=3&limit=50')).toEqual({
      page: 3,
      limit: 50,
      sort: 'rating',
    });
  });

  it('falls back to price, page 0 and 20 per page for missing or unreadable values', () => {
    expect(parseListPaging('')).toEqual(DEFAULT_PAGING);
    expect(parseListPaging('sort=cheapest&page=-1&limit=500')).toEqual(DEFAULT_PAGING);
    expect(parseListPaging('page=1.5&limit=0')).toEqual(DEFAULT_PAGING);
    expect(parseListPaging(`page=${MAX_PAGE + 1}`).page).toBe(0);
  });
});

describe('the API query of a list location (LIST-15)', () => {
  it('carries every criterion, then page, limit and sort, always explicit', () => {
    const search = readListSearch('boards=12,13&regions=200210&adults_number=3&page=2&sort=stars', {}, WARSAW);
    expect(offersListQuery(search, WARSAW)).toBe(
      'offer_type=A&regions=200210&adults_number=3&boards=12,13&page=2&limit=20&sort=stars',
    );
  });

  it('gives one spelling for one search, whatever order or defaults the URL used', () => {
    const a = readListSearch('regions=200210&boards=12&page=0&sort=price', {}, WARSAW);
    const b = readListSearch('boards=12&regions=200210&offer_type=A', {}, WARSAW);
    expect(offersListQuery(a, WARSAW)).toBe(offersListQuery(b, WARSAW));
  });

  it('is accepted by the server schema, for any paging', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: MAX_PAGE + 5 }),
        fc.integer({ min: -5, max: 200 }),
        fc.constantFrom('price', 'rating', 'stars'),
        (page, limit, sort: ListPaging['sort']) => {
          const pairs = offersListParams({ values: { boards: [12] }, paging: { page, limit, sort } }, WARSAW);
          expect(SearchQuerySchema.safeParse(Object.fromEntries(pairs)).success).toBe(true);
        },
      ),
    );
  });
});

describe('preset listing pages (ROUTE-02 to ROUTE-05)', () => {
  it('the path’s offer type wins over the query string', () => {
    const search = readListSearch('offer_type=S&boards=12', { offerType: 'C1' }, WARSAW);
    expect(search.values.offerType).toBe('C1');
    expect(params(offersListQuery(search, WARSAW))['offer_type']).toBe('C1');
  });

  it('a country page fixes the destination', () => {
    expect(withPreset({ regions: [1, 2], boards: [12] }, { regions: [200253] })).toEqual({
      regions: [200253],
      boards: [12],
    });
  });

  it('the page URL leaves out what the path says and the default paging', () => {
    const preset: ListPreset = { offerType: 'S' };
    const search = readListSearch('offer_type=S&boards=12&page=0&sort=price&limit=20', preset, WARSAW);
    expect(listPageQuery(search, preset, WARSAW)).toBe('boards=12');
    expect(listPageQuery(search, {}, WARSAW)).toBe('offer_type=S&boards=12');
    expect(listPageQuery({ ...search, paging: { page: 4, limit: 50, sort: 'rating' } }, preset, WARSAW)).toBe(
      'boards=12&sort=rating&page=4&limit=50',
    );
    expect(
      listPageQuery(readListSearch('regions=5&boards=1', { regions: [9] }, WARSAW), { regions: [9] }, WARSAW),
    ).toBe('offer_type=A&boards=1');
  });

  it('a page URL read back is the same search (round trip)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ListPreset>(
          {},
          { offerType: 'A' },
          { offerType: 'S' },
          { offerType: 'C1' },
          { offerType: 'C2' },
        ),
        fc.subarray([1, 2, 3, 12, 13]),
        fc.subarray([200210, 200217, 200253]),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom('price', 'rating', 'stars'),
        (preset, boards, regions, page, sort: ListPaging['sort']) => {
          const search = {
            values: withPreset({ boards, regions, adults: 3 }, preset),
            paging: { page, limit: 20, sort },
          };
          const again = readListSearch(listPageQuery(search, preset, WARSAW), preset, WARSAW);
          expect(offersListQuery(again, WARSAW)).toBe(offersListQuery(search, WARSAW));
        },
      ),
    );
  });
});

describe('page count', () => {
  it('is the total over the page size, rounded up, at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(19_110, 20)).toBe(956);
  });

  it('stops at the server’s last page', () => {
    expect(pageCount(10_000_000, 1)).toBe(MAX_PAGE + 1);
  });
});
