import { OFFERS_PATH } from '@app/shared/search-form/search-query';

/**
 * Page paths. They must never collide with the API paths of spec §7, which CloudFront sends to the
 * API (architecture §5, decision D2): `/admin/…` pages, `/admin/api/…` API.
 */
export const PATHS = {
  home: '/',
  holidays: '/wakacje',
  hotelsOnly: '/tylko-hotele',
  flights: '/loty-w-dwie-strony',
  oneWayFlights: '/loty-w-jedna-strone',
  /** The search result list; a search is this path with the filters as its query string (spec §2). */
  offers: OFFERS_PATH,
  /** The group reservation enquiry (spec §2), opened by the search form's Group tab (decision D5). */
  groupEnquiry: '/rezerwacja-grupowa',
  /** Hotels by name or place with a country/region chooser (spec §2 hotel list). */
  hotelList: '/hotele',
  /** A hotel and its offers (decision D12); the hotel's id is the `id` query parameter. */
  hotel: '/hotel/:slug',
  /** The blog search (spec §2); the search is the query string. Articles and categories live under
   * /poradnik/ because every /blog/… path belongs to the API (spec §7). */
  blog: '/blog',
  blogArticle: '/poradnik/:slug',
  blogCategory: '/poradnik/kategoria/:slug',
  /** The recommended-region pages (spec §2: exotic, nearby and far destinations). */
  exoticRegions: '/kierunki/egzotyczne',
  nearbyRegions: '/kierunki/bliskie',
  farRegions: '/kierunki/dalekie',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;
