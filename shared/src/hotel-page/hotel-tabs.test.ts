import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_TAB, HOTEL_TABS, parseHotelTab } from './hotel-tabs.ts';

describe('the hotel page tab of a URL (spec §2)', () => {
  it.each(HOTEL_TABS)('reads ?tab=%s as that tab', (tab) => {
    expect(parseHotelTab(tab)).toBe(tab);
  });

  it.each([null, undefined, '', 'DESCRIPTION', 'weather_x'])('falls back to the dates with prices for %j', (value) => {
    expect(parseHotelTab(value)).toBe(DEFAULT_HOTEL_TAB);
    expect(DEFAULT_HOTEL_TAB).toBe('dates_with_prices');
  });
});

describe('the hotel page tabs', () => {
  it('are the eight of spec §2 in its order (HOTEL-01)', () => {
    expect(HOTEL_TABS).toEqual([
      'dates_with_prices',
      'description',
      'map',
      'facilities',
      'gallery',
      'reviews',
      'additional_information',
      'weather',
    ]);
  });
});
