import type { AVAILABILITIES } from '../feed.ts';
import type { HeadLink } from '../destinations/destination-head.ts';
import { hotelSlug } from '../hotel-link.ts';
import { formatOfferPrice, roundOfferPrice } from '../money.ts';

/**
 * The head of a hotel page's document for search engines (decision 028): what a crawler that runs
 * no script reads at `/hotel/<slug>?id=…`. Written by the offer import, in Polish: the page has one
 * URL for every language (the visitor's stored choice), and a crawler has no stored choice.
 */

const SITE_NAME = 'Wakacje z Niemiec';
/** Review portals score 0–6 (spec §3), so a rating says what its best is. */
const BEST_REVIEW_SCORE = 6;
const DESCRIPTION_LENGTH = 160;
const JSON_LD_DESCRIPTION_LENGTH = 500;

export interface HotelSeoOffer {
  /** Price per person in PLN, as the feed gives it (with cents). */
  readonly pricePln: number;
  readonly availability: (typeof AVAILABILITIES)[number];
  readonly offerType: 'A' | 'S';
}

/** What the document says of one hotel, in Polish. */
export interface HotelSeoFacts {
  readonly id: string;
  readonly name: string;
  /** 0–5 in half steps; 0 when unrated. */
  readonly stars: number;
  readonly city: string;
  readonly region: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly lat: number;
  readonly lon: number;
  /** Plain text (`plainText` of the feed's HTML). */
  readonly description: string;
  /** A site path (`/media/…`) or an absolute URL. */
  readonly image?: string;
  readonly reviews: { readonly overall: number; readonly count: number } | null;
  /** The cheapest offer still bookable, or the cheapest of all when none is. */
  readonly lowestOffer: HotelSeoOffer | null;
}

export interface HotelSeoHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** `pl` and `x-default`, both the canonical URL: the page has no URL of its own per language. */
  readonly alternates: readonly HeadLink[];
  /** schema.org `Hotel` with `AggregateRating` and its lowest `Offer`. */
  readonly jsonLd: Record<string, unknown>;
}

/** The page's address without the search a card adds: `/hotel/<slug>?id=…` (D12). */
export function hotelCanonicalPath(hotel: { id: string; name: string }): string {
  return `/hotel/${hotelSlug(hotel.name)}?id=${encodeURIComponent(hotel.id)}`;
}

/** schema.org's word for the feed's availability of an offer. */
const SCHEMA_AVAILABILITY: Readonly<Record<HotelSeoOffer['availability'], string>> = {
  AVAILABLE: 'https://schema.org/InStock',
  // Confirmed by the operator on request: bookable, but not at once.
  ON_REQUEST: 'https://schema.org/LimitedAvailability',
  NOT_AVAILABLE: 'https://schema.org/SoldOut',
};

/** "Alcúdia, Majorka, Hiszpania" without a name the next level repeats (as `hotelPlace` does). */
export function hotelSeoPlace(facts: Pick<HotelSeoFacts, 'city' | 'region' | 'country'>): string {
  const names = [facts.city, facts.region, facts.country];
  return names.filter((name, index) => name !== '' && names.indexOf(name) === index).join(', ');
}

/** At most `length` characters, cut at a word and marked with an ellipsis. */
export function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > length / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the feed's description HTML: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function hotelSeoHead(facts: HotelSeoFacts, siteOrigin: string): HotelSeoHead {
  const origin = siteOrigin.replace(/\/+$/, '');
  const canonical = `${origin}${hotelCanonicalPath(facts)}`;
  const where = hotelSeoPlace(facts);
  const offer = facts.lowestOffer;
  const from = offer ? `Oferty od ${formatOfferPrice(offer.pricePln, 'PLN', 'pl')} za osobę. ` : '';
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: facts.name,
    url: canonical,
    description: shorten(facts.description, JSON_LD_DESCRIPTION_LENGTH),
    ...(facts.image ? { image: absolute(origin, facts.image) } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: facts.city,
      addressRegion: facts.region,
      addressCountry: facts.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.lat, longitude: facts.lon },
    ...(facts.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: facts.stars } } : {}),
    // A rating needs reviews behind it (schema.org: reviewCount or ratingCount).
    ...(facts.reviews && facts.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.reviews.overall,
            bestRating: BEST_REVIEW_SCORE,
            worstRating: 0,
            reviewCount: facts.reviews.count,
          },
        }
      : {}),
    ...(offer
      ? {
          makesOffer: {
            '@type': 'Offer',
            price: roundOfferPrice(offer.pricePln),
            priceCurrency: 'PLN',
            availability: SCHEMA_AVAILABILITY[offer.availability],
            // The hotel page's every date of that kind of trip, as its own "all dates" link does.
            url: `${canonical}&offer_type=${offer.offerType}&tab=dates_with_prices`,
          },
        }
      : {}),
  };
  return {
    title: `${facts.name} (${[facts.city, facts.country].filter(Boolean).join(', ')}) – oferty i opinie | ${SITE_NAME}`,
    description: shorten(`${facts.name} – ${where}. ${from}${facts.description}`, DESCRIPTION_LENGTH),
    canonical,
    alternates: [
      { hrefLang: 'pl', href: canonical },
      { hrefLang: 'x-default', href: canonical },
    ],
    jsonLd,
  };
}
