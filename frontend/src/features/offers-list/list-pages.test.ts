import { describe, expect, it } from 'vitest';
import { LIST_PAGES, listPageAt } from './list-pages.ts';

describe('listing pages by path (ROUTE-01 to ROUTE-05)', () => {
  it('names the page of each path, with or without one trailing slash', () => {
    expect(listPageAt('/offers')).toBe('offers');
    expect(listPageAt('/wakacje')).toBe('holidays');
    expect(listPageAt('/tylko-hotele/')).toBe('hotelsOnly');
    expect(listPageAt('/loty-w-jedna-strone')).toBe('oneWayFlights');
    expect(listPageAt('/loty-w-dwie-strony')).toBe('twoWayFlights');
  });

  it('knows no other page: destinations, the home page, lookalikes', () => {
    for (const path of ['/', '/wakacje/turcja', '/offers/list', '/offers//', '/hotele', '/Offers'])
      expect(listPageAt(path)).toBeUndefined();
  });

  it('fixes the offer type of the preset pages (spec §2)', () => {
    expect(LIST_PAGES.holidays.preset).toEqual({ offerType: 'A' });
    expect(LIST_PAGES.hotelsOnly.preset).toEqual({ offerType: 'S' });
    expect(LIST_PAGES.oneWayFlights.preset).toEqual({ offerType: 'C1' });
    expect(LIST_PAGES.twoWayFlights.preset).toEqual({ offerType: 'C2' });
    expect(LIST_PAGES.offers.preset).toEqual({});
  });
});
