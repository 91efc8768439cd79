import { HOTEL_SUMMARY_MARKER, type HotelPageTemplate } from '@app/shared/hotel-page/hotel-page-template';
import { composeDocument } from './compose-document.ts';

/** The shell's loading indicator (`PageLoading`): a div of spans, so its first `</div>` closes it. */
const PAGE_LOADING = /<div class="page-loading"[^>]*>(?:(?!<\/div>)[\s\S])*<\/div>/;

/**
 * The document every hotel document starts from (decision 028): the app shell in Polish, the
 * crawlers' language, with a place for the hotel's summary beside the loading indicator, inside
 * `#root`, so the browser's first render replaces it. Its stylesheet stays linked: thousands of
 * hotel documents share one cached file instead of each carrying the CSS.
 */
export function hotelPageTemplate(template: string, shellHtml: string, siteOrigin: string): HotelPageTemplate {
  const html = shellHtml.replace(PAGE_LOADING, (loading) => `${loading}${HOTEL_SUMMARY_MARKER}`);
  if (html === shellHtml) throw new Error('The app shell has no loading indicator to put a hotel summary beside');
  return { siteOrigin, html: composeDocument(template, { locale: 'pl', html }) };
}
