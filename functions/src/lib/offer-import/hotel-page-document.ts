import { jsonLdScriptText } from '@app/shared/destinations/destination-head';
import {
  HOTEL_SUMMARY_MARKER,
  SERVER_HEAD_ATTRIBUTE,
  type HotelPageTemplate,
} from '@app/shared/hotel-page/hotel-page-template';
import { hotelSeoHead, hotelSeoPlace, shorten, type HotelSeoFacts } from '@app/shared/hotel-page/hotel-seo';
import { formatOfferPrice } from '@app/shared/money';
import { escapeHtml } from '../html/escape-html.ts';

/** Enough of the description for a crawler to know the hotel; the page shows all of it. */
const SUMMARY_DESCRIPTION_LENGTH = 1000;
const GONE_TITLE = 'Tego hotelu nie ma już w naszej ofercie – Wakacje z Niemiec';

function withHead(template: HotelPageTemplate, title: string, elements: readonly string[]): string {
  return template.html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${elements.join('')}</head>`);
}

/** The summary a crawler reads in the body; hidden on screen, where the page renders over it. */
function summary(facts: HotelSeoFacts): string {
  const offer = facts.lowestOffer;
  const lines = [
    [facts.stars > 0 ? `${facts.stars.toLocaleString('pl-PL')}★` : '', hotelSeoPlace(facts)]
      .filter(Boolean)
      .join(' · '),
    facts.reviews && facts.reviews.count > 0
      ? `Ocena gości: ${facts.reviews.overall.toLocaleString('pl-PL')}/6 (opinie: ${facts.reviews.count})`
      : '',
    offer ? `Oferty od ${formatOfferPrice(offer.pricePln, 'PLN', 'pl')} za osobę` : '',
    shorten(facts.description, SUMMARY_DESCRIPTION_LENGTH),
  ].filter(Boolean);
  return (
    `<section class="visually-hidden"><h1>${escapeHtml(facts.name)}</h1>` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    '</section>'
  );
}

/**
 * A hotel's document (decision 028): the build's shell with the hotel's title, description,
 * canonical URL, hreflang links and JSON-LD in its head and a summary in `#root`. It carries no
 * data to hydrate with, so the browser renders the page afresh over it, in the visitor's language.
 */
export function hotelPageDocument(template: HotelPageTemplate, facts: HotelSeoFacts): string {
  const head = hotelSeoHead(facts, template.siteOrigin);
  // Marked, so the browser drops them when the visitor moves on to another page.
  const mark = SERVER_HEAD_ATTRIBUTE;
  return withHead(template, head.title, [
    `<meta name="description" content="${escapeHtml(head.description)}" ${mark}>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" ${mark}>`,
    ...head.alternates.map(
      (link) => `<link rel="alternate" hreflang="${link.hrefLang}" href="${escapeHtml(link.href)}" ${mark}>`,
    ),
    `<script type="application/ld+json" ${mark}>${jsonLdScriptText(head.jsonLd)}</script>`,
    // The page's largest paint is this photo (the head's): fetched with the scripts, not after them.
    ...(facts.image
      ? [`<link rel="preload" as="image" href="${escapeHtml(facts.image)}" fetchpriority="high" ${mark}>`]
      : []),
  ]).replace(HOTEL_SUMMARY_MARKER, () => summary(facts));
}

/**
 * The document of a hotel gone from the offer, answered with 404 (its object carries
 * `page-status: 404`); the browser renders the hotel page over it. Its `noindex` is marked as the
 * document's own, so it stays while the page shows whatever the API still knows of the hotel.
 */
export function goneHotelPageDocument(template: HotelPageTemplate): string {
  return withHead(template, GONE_TITLE, [`<meta name="robots" content="noindex" ${SERVER_HEAD_ATTRIBUTE}>`]).replace(
    HOTEL_SUMMARY_MARKER,
    '',
  );
}

/** sitemap.xml of the hotel pages (sitemaps.org 0.9; at most 50,000 URLs per file). */
export function hotelSitemapXml(siteOrigin: string, paths: readonly string[]): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`
  );
}
