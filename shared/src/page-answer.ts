import { NEWSLETTER_CONFIRM_PAGE } from './newsletter.ts';
import { APP_SHELL_FILE, normalizePagePath, prerenderedFile } from './prerendered-pages.ts';
import { OFFERS_PATH } from './search-form/search-query.ts';

/**
 * What the site answers a page path with (decision 028): the same rule in the CloudFront Function
 * (`infra/lib/page-rewrite.ts`, which writes it into its code) and in the local server, both tested
 * against this module. Only page paths the front end's router knows answer 200; any other path
 * answers 404 with the not-found document, so search engines do not index an endless set of URLs
 * that all show the same shell.
 */

/**
 * The client-rendered page routes (`frontend/src/config/paths.ts`; `frontend/src/app/page-routes.test.ts`
 * keeps the two lists in step). Destination pages are not here: every one of them is prerendered,
 * so a destination path that is not is unknown.
 */
export const SHELL_PAGE_ROUTES: readonly string[] = [
  OFFERS_PATH,
  '/wakacje',
  '/tylko-hotele',
  '/loty-w-dwie-strony',
  '/loty-w-jedna-strone',
  '/rezerwacja-grupowa',
  '/hotele',
  '/blog',
  '/poradnik/:slug',
  '/poradnik/kategoria/:slug',
  '/kierunki/egzotyczne',
  '/kierunki/bliskie',
  '/kierunki/dalekie',
  '/admin',
  '/admin/login',
  NEWSLETTER_CONFIRM_PAGE,
];

/** The hotel page (decision D12): the hotel is the `id` query parameter, the slug is for people. */
export const HOTEL_PAGE_ROUTE = '/hotel/:slug';

/** The not-found page, prerendered with `noindex` and answered with status 404. */
export const NOT_FOUND_FILE = '/404.html';

/** Where the offer import writes one document per hotel of the snapshot, named by hotel id. */
export const HOTEL_PAGES_PREFIX = '/hotel-pages/';

/** The hotel pages of the current offer, for search engines (named in robots.txt). */
export const HOTEL_SITEMAP_FILE = `${HOTEL_PAGES_PREFIX}sitemap.xml`;

/** Hotel ids as the feed defines them (`HotelFeedRowSchema`); anything else names no document. */
export const HOTEL_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * S3 user metadata (`x-amz-meta-page-status`) of a document that must be answered with 404 although
 * the object exists: the not-found page and the document of a hotel gone from the offer.
 */
export const PAGE_STATUS_METADATA = 'page-status';

export function hotelPageFile(hotelId: string): string {
  return `${HOTEL_PAGES_PREFIX}${hotelId}.html`;
}

export type PageAnswer =
  /** A file (its last segment has a dot): served as it is, or 404 when there is none. */
  | { readonly kind: 'file' }
  /** A known page: its prerendered document or the app shell, status 200. */
  | { readonly kind: 'page'; readonly file: string }
  /** A hotel page: the hotel's document; 404 when the offer has no such hotel. */
  | { readonly kind: 'hotel'; readonly file: string }
  | { readonly kind: 'not-found'; readonly file: string };

/** A route with `:name` segments as a regular expression source (one segment each). */
export function routeRegExpSource(routes: readonly string[]): string {
  const alternatives = routes.map((route) =>
    route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('\\/'),
  );
  return `^(?:${alternatives.join('|')})$`;
}

// Case-insensitive like React Router's matching: `/Hotele` shows the hotel list in the browser too.
const SHELL_PAGE = new RegExp(routeRegExpSource(SHELL_PAGE_ROUTES), 'i');
const HOTEL_PAGE = new RegExp(routeRegExpSource([HOTEL_PAGE_ROUTE]), 'i');

/**
 * The answer to a request path. `hotelId` is the `id` query parameter, read only on hotel pages;
 * `prerendered` holds the paths of `prerenderedPaths()`.
 */
export function pageAnswer(path: string, hotelId: string | undefined, prerendered: ReadonlySet<string>): PageAnswer {
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return { kind: 'file' };
  const page = normalizePagePath(path);
  if (prerendered.has(page)) return { kind: 'page', file: prerenderedFile(page) };
  if (SHELL_PAGE.test(page)) return { kind: 'page', file: APP_SHELL_FILE };
  if (HOTEL_PAGE.test(page) && hotelId !== undefined && HOTEL_ID_PATTERN.test(hotelId))
    return { kind: 'hotel', file: hotelPageFile(hotelId) };
  return { kind: 'not-found', file: NOT_FOUND_FILE };
}
