import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../search-criteria.ts';
import { parseQueryString, parseSearchQuery } from './search-query.ts';
import {
  SPECIAL_OFFER_TABS,
  moreOffersHref,
  specialOffersParams,
  specialOffersQuery,
  specialOffersView,
} from './special-offer-tabs.ts';

const TODAY = '2026-07-15';
const ZONE = 'Europe/Warsaw';
/** 23:59:59 of a Warsaw summer day, in Unix seconds. */
const endOfWarsawDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 21, 59, 59) / 1000;

describe('special-offer requests', () => {
  it('has six tabs in order (SPECIAL-01)', () => {
    expect(SPECIAL_OFFER_TABS).toEqual([
      'all_inclusive',
      'last_minute',
      'exotic_places',
      'without_passport',
      'with_children',
      'from_germany',
    ]);
  });

  it('sends the defaults on every tab (CONST-17 to CONST-22)', () => {
    for (const tab of SPECIAL_OFFER_TABS) {
      expect(specialOffersParams(tab, TODAY, ZONE)).toMatchObject({
        adults_number: '2',
        offer_type: 'A',
        duration_min: '7',
        duration_max: '15',
        page: '0',
        limit: '6',
        rating_min: '3',
      });
    }
  });

  it('departs from the end of today, 23:59:59 in Unix seconds (CONST-23)', () => {
    expect(specialOffersParams('last_minute', TODAY, ZONE)['departure_date']).toBe(String(endOfWarsawDay(2026, 7, 15)));
    expect(specialOffersParams('last_minute', TODAY, 'UTC')['departure_date']).toBe(
      String(Date.UTC(2026, 6, 15, 23, 59, 59) / 1000),
    );
  });

  it('asks for exactly the spec §9 parameters per tab, returns N calendar months after today (CONST-25 to CONST-30, OPEN-46)', () => {
    const base = {
      adults_number: '2',
      offer_type: 'A',
      duration_min: '7',
      duration_max: '15',
      page: '0',
      limit: '6',
      rating_min: '3',
      departure_date: String(endOfWarsawDay(2026, 7, 15)),
    };
    const twoMonths = String(endOfWarsawDay(2026, 9, 15));
    const sixMonths = String(Date.UTC(2027, 0, 15, 22, 59, 59) / 1000); // January: CET
    expect(specialOffersParams('all_inclusive', TODAY, ZONE)).toEqual({
      ...base,
      return_date: sixMonths,
      boards: '12',
    });
    expect(specialOffersParams('last_minute', TODAY, ZONE)).toEqual({ ...base, return_date: twoMonths });
    expect(specialOffersParams('from_germany', TODAY, ZONE)).toEqual({
      ...base,
      return_date: sixMonths,
      departure_airports: 'ALL_GER',
      operators: 'ALL_GER',
      dates_delta: '180',
    });
    expect(specialOffersParams('with_children', TODAY, ZONE)).toEqual({
      ...base,
      return_date: sixMonths,
      children_ages: '7',
    });
    expect(specialOffersParams('exotic_places', TODAY, ZONE)).toEqual({
      ...base,
      return_date: twoMonths,
      regions: '200253,200271,200352,200236',
    });
    expect(specialOffersParams('without_passport', TODAY, ZONE)).toEqual({
      ...base,
      return_date: twoMonths,
      regions: '200217,200206,200200,200205',
    });
  });

  it('clamps the horizon to the end of a shorter month', () => {
    expect(specialOffersParams('last_minute', '2026-12-31', 'UTC')['return_date']).toBe(
      String(Date.UTC(2027, 1, 28, 23, 59, 59) / 1000),
    );
  });

  it('builds request queries the server accepts (SPECIAL-11)', () => {
    for (const tab of SPECIAL_OFFER_TABS) {
      const query = Object.fromEntries(parseQueryString(specialOffersQuery(tab, TODAY, ZONE)));
      expect(SearchQuerySchema.safeParse(query).error).toBeUndefined();
    }
  });
});

describe('the "more offers" link', () => {
  it('goes to /offers with the from_germany parameters and no limit (SPECIAL-10)', () => {
    const href = moreOffersHref('from_germany', TODAY, ZONE);
    expect(href.startsWith('/offers?')).toBe(true);
    expect(href).toContain('departure_airports=ALL_GER');
    expect(href).toContain('operators=ALL_GER');
    expect(href).toContain('dates_delta=180');
    expect(href).not.toContain('limit');
  });

  it('keeps every request parameter except limit, for each tab (SPECIAL-10)', () => {
    for (const tab of SPECIAL_OFFER_TABS) {
      const { limit: _limit, ...expected } = specialOffersParams(tab, TODAY, ZONE);
      const link = moreOffersHref(tab, TODAY, ZONE);
      expect(Object.fromEntries(parseQueryString(link.slice('/offers?'.length)))).toEqual(expected);
    }
  });

  it('opens a search the form can show: today’s departure and the tab’s filters', () => {
    const link = moreOffersHref('from_germany', TODAY, ZONE);
    expect(parseSearchQuery(link.slice('/offers?'.length), { timeZone: ZONE })).toMatchObject({
      offerType: 'A',
      departureDate: TODAY,
      returnDate: '2027-01-15',
      departureAirports: ['ALL_GER'],
      operators: ['ALL_GER'],
      datesDelta: 180,
      hotelStandard: 3,
    });
  });
});

describe('the section’s states', () => {
  it('moves from no active tab to loading to loaded (STATE-20)', () => {
    expect(specialOffersView(undefined, 'pending')).toBe('default');
    expect(specialOffersView('last_minute', 'pending')).toBe('loading');
    expect(specialOffersView('last_minute', 'success')).toBe('loaded');
  });

  it('hides itself when the fetch fails for good (D4)', () => {
    expect(specialOffersView('last_minute', 'error')).toBe('hidden');
  });
});
