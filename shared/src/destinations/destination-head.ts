import { LOCALES, type Locale } from '../locale.ts';
import { scriptSafeJson } from '../text.ts';
import type { Destination, Localized } from './destination-types.ts';
import { destinationPath } from './destinations.ts';

const SITE_NAME = 'Wakacje z Niemiec';

const TITLE_SUFFIX: Localized = {
  pl: 'wakacje, oferty i informacje praktyczne',
  en: 'holidays, offers and travel information',
  de: 'Urlaub, Angebote und Reiseinfos',
};
const HOME_NAME: Localized = { pl: 'Strona główna', en: 'Home', de: 'Startseite' };

export interface HeadLink {
  readonly hrefLang: Locale | 'x-default';
  readonly href: string;
}

export interface DestinationHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** pl, en, de and x-default (the Polish page), as `<link rel="alternate" hreflang>`. */
  readonly alternates: readonly HeadLink[];
  /** schema.org `TouristDestination` and `BreadcrumbList`, for a `<script type="application/ld+json">`. */
  readonly jsonLd: Record<string, unknown>;
}

/** `Turcja` or `Riwiera Turecka (Turcja)`: a region is named with its country. */
function fullName(destination: Destination, locale: Locale): string {
  const country = destination.country;
  return country ? `${destination.name[locale]} (${country.name[locale]})` : destination.name[locale];
}

/** The page in each language, and Polish as the default (hreflang), as site paths. */
export function destinationAlternatePaths(
  destination: Destination,
): { hrefLang: HeadLink['hrefLang']; path: string }[] {
  return [
    ...LOCALES.map((language) => ({ hrefLang: language, path: destinationPath(destination, language) })),
    { hrefLang: 'x-default', path: destinationPath(destination, 'pl') },
  ];
}

/** The head of a destination page in one language; `siteOrigin` without a trailing slash. */
export function destinationHead(destination: Destination, locale: Locale, siteOrigin: string): DestinationHead {
  const origin = siteOrigin.replace(/\/+$/, '');
  const url = (target: Destination, language: Locale = locale) => `${origin}${destinationPath(target, language)}`;
  const canonical = url(destination);
  const description = destination.description[locale];
  const trail = [
    // The home page is one address in every language (the language is the visitor's choice).
    { name: HOME_NAME[locale], item: `${origin}/` },
    ...(destination.country ? [{ name: destination.country.name[locale], item: url(destination.country) }] : []),
    { name: destination.name[locale], item: canonical },
  ];
  const [lat, lon] = destination.map.center;
  return {
    title: `${fullName(destination, locale)} – ${TITLE_SUFFIX[locale]} | ${SITE_NAME}`,
    description,
    canonical,
    alternates: destinationAlternatePaths(destination).map(({ hrefLang, path }) => ({
      hrefLang,
      href: `${origin}${path}`,
    })),
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'TouristDestination',
          name: destination.name[locale],
          description,
          url: canonical,
          inLanguage: locale,
          geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lon },
          ...(destination.country
            ? {
                containedInPlace: {
                  '@type': 'Country',
                  name: destination.country.name[locale],
                  url: url(destination.country),
                },
              }
            : {}),
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((entry, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: entry.name,
            item: entry.item,
          })),
        },
      ],
    },
  };
}

/** The JSON-LD object as the text of its `<script type="application/ld+json">` element. */
export function jsonLdScriptText(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}
