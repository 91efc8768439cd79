import { describe, expect, it } from 'vitest';
import { SPECIAL_OFFER_TABS, specialOffersParams } from '@app/shared/search-form/special-offer-tabs';
import { specialOffersRequest } from './get-special-offers.ts';

const NOW = Date.UTC(2026, 6, 15, 10, 0, 0);
const ZONE = 'Europe/Warsaw';
/** 2026-07-15 23:59:59 in Warsaw (CEST), in Unix seconds. */
const END_OF_TODAY = String(Date.UTC(2026, 6, 15, 21, 59, 59) / 1000);

function hrefParams(href: string): Record<string, string> {
  const url = new URL(href, 'https://example.test');
  expect(url.pathname).toBe('/offers');
  return Object.fromEntries(url.searchParams);
}

describe('specialOffersRequest', () => {
  it.each(SPECIAL_OFFER_TABS)('asks for the shared spec §9 parameters of %s (SPECIAL-11)', (tab) => {
    expect(specialOffersRequest(tab, NOW, ZONE).params).toEqual(specialOffersParams(tab, '2026-07-15', ZONE));
  });

  it('takes "today" in the given zone: just before midnight UTC it is already tomorrow in Warsaw', () => {
    const lateEvening = Date.UTC(2026, 6, 15, 22, 30, 0);
    expect(specialOffersRequest('last_minute', lateEvening, ZONE).params).toEqual(
      specialOffersParams('last_minute', '2026-07-16', ZONE),
    );
  });

  it('asks for the default block with the plain defaults, departing from the end of today (OPEN-37)', () => {
    expect(specialOffersRequest(undefined, NOW, ZONE).params).toEqual({
      adults_number: '2',
      offer_type: 'A',
      duration_min: '7',
      duration_max: '15',
      page: '0',
      limit: '6',
      rating_min: '3',
      departure_date: END_OF_TODAY,
    });
  });

  it.each(SPECIAL_OFFER_TABS)("links 'more offers' of %s to /offers with its parameters minus limit", (tab) => {
    const { params, moreHref } = specialOffersRequest(tab, NOW, ZONE);
    const { limit: _limit, ...withoutLimit } = params;
    expect(hrefParams(moreHref)).toEqual(withoutLimit);
  });

  it("from_germany's link keeps ALL_GER and dates_delta and drops limit (SPECIAL-10)", () => {
    const link = hrefParams(specialOffersRequest('from_germany', NOW, ZONE).moreHref);
    expect(link).toMatchObject({ departure_airports: 'ALL_GER', operators: 'ALL_GER', dates_delta: '180' });
    expect(link).not.toHaveProperty('limit');
  });

  it("links the default block's 'more offers' to /offers with the defaults minus limit", () => {
    expect(hrefParams(specialOffersRequest(undefined, NOW, ZONE).moreHref)).toEqual({
      adults_number: '2',
      offer_type: 'A',
      duration_min: '7',
      duration_max: '15',
      page: '0',
      rating_min: '3',
      departure_date: END_OF_TODAY,
    });
  });
});
