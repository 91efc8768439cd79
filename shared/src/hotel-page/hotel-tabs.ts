/**
 * The tabs of the hotel page (spec §2), chosen by the `tab` query parameter so a tab can be linked
 * and Back/Forward walk through them: the eight of spec §2 (HOTEL-01), in its order.
 */
export const HOTEL_TABS = [
  'dates_with_prices',
  'description',
  'map',
  'facilities',
  'gallery',
  'reviews',
  'additional_information',
  'weather',
] as const;
export type HotelTab = (typeof HOTEL_TABS)[number];

export const DEFAULT_HOTEL_TAB: HotelTab = 'dates_with_prices';

/** The tab a `tab` value asks for; anything else (or nothing) is the offers with their dates. */
export function parseHotelTab(value: string | null | undefined): HotelTab {
  return HOTEL_TABS.find((tab) => tab === value) ?? DEFAULT_HOTEL_TAB;
}
