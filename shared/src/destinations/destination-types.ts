import type { Locale } from '../locale.ts';

/** A text in every interface language (decision D10: pl, en and de complete). */
export type Localized = Readonly<Record<Locale, string>>;

/** A place on a destination's map: a region of a country page, a resort of a region page. */
export interface MapPlace {
  /** The feed's region id (checked against the catalogue by scripts/src/feed/reference). */
  readonly id: number;
  readonly name: Localized;
  readonly lat: number;
  readonly lon: number;
}

export interface DestinationMap {
  readonly center: readonly [lat: number, lon: number];
  /** Leaflet zoom level that shows every place. */
  readonly zoom: number;
  readonly places: readonly MapPlace[];
}

/**
 * The facts of the practical-information tab. Labels are the front end's messages; values that are
 * words are localized here, numbers are formatted by the page in the visitor's language.
 */
export interface PracticalFacts {
  readonly capital: Localized;
  readonly language: Localized;
  /** ISO 4217 code and the currency's name. */
  readonly currency: { readonly code: string; readonly name: Localized };
  /** Hours ahead of (positive) or behind (negative) Poland, in the Polish winter and summer. */
  readonly timeDifference: { readonly winter: number; readonly summer: number };
  /** Typical direct charter flight from Warsaw, in minutes. */
  readonly flightMinutes: number;
  /** The months (1–12) we recommend for a beach holiday, in calendar order. */
  readonly bestMonths: readonly number[];
  readonly climate: Localized;
}

/** The hero picture: one of the site's own illustrations, with its alternative text. */
export interface HeroPicture {
  readonly src: string;
  readonly alt: Localized;
}

/** What a content file writes for one country or region. */
export interface DestinationContent {
  /** The feed's region id: the offers search filters by it (`regions=<id>`). */
  readonly id: number;
  readonly name: Localized;
  /** One sentence, for `<meta name="description">` and search results. */
  readonly description: Localized;
  readonly intro: Localized;
  /** Two or three short paragraphs: what the place is like, beaches, sights, who it suits. */
  readonly information: Readonly<Record<Locale, readonly string[]>>;
  readonly hero: HeroPicture;
  readonly map: DestinationMap;
}

export interface CountryContent extends DestinationContent {
  /** ISO 3166-1 alpha-2, for the travel-document rule. */
  readonly countryCode: string;
  readonly practical: PracticalFacts;
}

export interface RegionContent extends DestinationContent {
  /** The country's id (the region's parent in the feed). */
  readonly parentId: number;
  /** Facts that differ from the country's (the Canaries' time zone, a longer flight). */
  readonly practical?: Partial<PracticalFacts>;
}

/** A page: a country (`/wakacje/turcja`) or one of its regions (`/wakacje/turcja/riwiera-turecka`). */
export interface Destination extends DestinationContent {
  readonly kind: 'country' | 'region';
  /** `hotelSlug` of the Polish name, the same in every language. */
  readonly slug: string;
  readonly countryCode: string;
  /** The country page, for a region. */
  readonly country?: Destination;
  /** The region pages of a country (empty for a region and for countries without region pages). */
  readonly regions: readonly Destination[];
  /** The country's facts with the region's own laid over them. */
  readonly practical: PracticalFacts;
}
