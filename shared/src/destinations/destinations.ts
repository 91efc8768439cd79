import { hotelSlug } from '../hotel-link.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale.ts';
import { ADRIATIC_ATLANTIC_COUNTRIES } from './countries-adriatic-atlantic.ts';
import { CARIBBEAN_COUNTRIES } from './countries-caribbean.ts';
import { EAST_MED_COUNTRIES } from './countries-east-med.ts';
import { GULF_COUNTRIES } from './countries-gulf.ts';
import { INDIAN_OCEAN_COUNTRIES } from './countries-indian-ocean.ts';
import { WEST_MED_COUNTRIES } from './countries-west-med.ts';
import type { CountryContent, Destination, RegionContent } from './destination-types.ts';
import { CARIBBEAN_REGIONS } from './regions-caribbean.ts';
import { SPAIN_REGIONS } from './regions-spain.ts';
import { TURKEY_GREECE_REGIONS } from './regions-turkey-greece.ts';

/** The destination pages' path: `/wakacje/<country>[/<region>]` (spec §2). */
export const DESTINATIONS_BASE_PATH = '/wakacje';

const COUNTRY_CONTENT: readonly CountryContent[] = [
  ...EAST_MED_COUNTRIES,
  ...WEST_MED_COUNTRIES,
  ...ADRIATIC_ATLANTIC_COUNTRIES,
  ...CARIBBEAN_COUNTRIES,
  ...GULF_COUNTRIES,
  ...INDIAN_OCEAN_COUNTRIES,
];
const REGION_CONTENT: readonly RegionContent[] = [...TURKEY_GREECE_REGIONS, ...SPAIN_REGIONS, ...CARIBBEAN_REGIONS];

function buildCountry(content: CountryContent): Destination {
  const country: { -readonly [K in keyof Destination]: Destination[K] } = {
    ...content,
    kind: 'country',
    slug: hotelSlug(content.name.pl),
    regions: [],
  };
  country.regions = REGION_CONTENT.filter((region) => region.parentId === content.id).map((region) => ({
    ...region,
    kind: 'region',
    slug: hotelSlug(region.name.pl),
    countryCode: content.countryCode,
    country,
    regions: [],
    practical: { ...content.practical, ...region.practical },
  }));
  return country;
}

/** Every country of the offers' reference data, each with its region pages. */
export const COUNTRIES: readonly Destination[] = COUNTRY_CONTENT.map(buildCountry);

/** Every page: each country followed by its regions. */
export const DESTINATIONS: readonly Destination[] = COUNTRIES.flatMap((country) => [country, ...country.regions]);

/** The page of `/wakacje/<countrySlug>[/<regionSlug>]`; slugs match case-insensitively. */
export function findDestination(countrySlug: string, regionSlug?: string): Destination | undefined {
  const country = COUNTRIES.find((candidate) => candidate.slug === countrySlug.toLowerCase());
  if (!country || regionSlug === undefined) return country;
  return country.regions.find((region) => region.slug === regionSlug.toLowerCase());
}

/** The prefix of a language's pages: none for Polish, the default (`/en`, `/de` otherwise). */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** `/wakacje/turcja`, `/en/wakacje/turcja`, `/de/wakacje/turcja/riwiera-turecka`: Polish slugs everywhere. */
export function destinationPath(destination: Destination, locale: Locale): string {
  const slugs = destination.country ? [destination.country.slug, destination.slug] : [destination.slug];
  return `${localePrefix(locale)}${DESTINATIONS_BASE_PATH}/${slugs.join('/')}`;
}

/** Every destination page in every language: exactly what the build prerenders. */
export function destinationPagePaths(): string[] {
  return LOCALES.flatMap((locale) => DESTINATIONS.map((destination) => destinationPath(destination, locale)));
}
