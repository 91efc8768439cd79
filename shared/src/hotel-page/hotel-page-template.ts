import * as z from 'zod';

/**
 * What the build hands the offer import for writing hotel documents (decision 028): the app shell
 * of this build (its scripts and stylesheet linked, not written in: thousands of documents share
 * them) and the site's public origin, which canonical URLs need and only the build knows.
 */
export const HOTEL_PAGE_TEMPLATE_FILE = '/hotel-page-template.json';

/** Where the hotel's summary goes in the shell's `#root`, beside the loading indicator. */
export const HOTEL_SUMMARY_MARKER = '<!--hotel-summary-->';

/**
 * Marks the head elements a hotel document brings for its own page: the browser drops them at the
 * first move to another path (`frontend/src/app/server-head.ts`), since React does not own them.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

export const HotelPageTemplateSchema = z.object({
  siteOrigin: z.url(),
  html: z.string().includes(HOTEL_SUMMARY_MARKER).includes('</head>'),
});
export type HotelPageTemplate = z.infer<typeof HotelPageTemplateSchema>;
