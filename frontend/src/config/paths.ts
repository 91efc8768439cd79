/**
 * Page paths. They must never collide with the API paths of spec §7, which CloudFront sends to the
 * API (architecture §5, decision D2): `/admin/…` pages, `/admin/api/…` API.
 */
export const PATHS = {
  home: '/',
  holidays: '/wakacje',
  hotelsOnly: '/tylko-hotele',
  flights: '/loty-w-dwie-strony',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;
