import type { Locale } from '../locale.ts';
import type { DestinationMap, HeroPicture, Localized, MapPlace } from './destination-types.ts';

/** Building blocks so the content files read as text rather than as nested objects. */

/** One text per language; one argument when the three are the same (a proper name). */
export function t(pl: string, en: string = pl, de: string = en): Localized {
  return { pl, en, de };
}

export function paragraphs(pl: readonly string[], en: readonly string[], de: readonly string[]) {
  return { pl, en, de } satisfies Record<Locale, readonly string[]>;
}

/** A place on the map; names as in the feed (one string or pl, en, de). */
export function place(
  id: number,
  names: string | readonly [string, string, string],
  lat: number,
  lon: number,
): MapPlace {
  const name = typeof names === 'string' ? t(names) : t(names[0], names[1], names[2]);
  return { id, name, lat, lon };
}

/** Months as ranges, `months(11, 4)` = November to April across the new year. */
export function months(from: number, to: number): number[] {
  const result: number[] = [];
  for (let month = from; ; month = (month % 12) + 1) {
    result.push(month);
    if (month === to) break;
  }
  return result.sort((a, b) => a - b);
}

/** The site's own illustrations (frontend/public/pictures/home), 600 × 400 SVG. */
export const HERO = {
  beach: {
    src: '/pictures/home/turcja.svg',
    alt: t(
      'Plaża z parasolem nad ciepłym morzem',
      'A beach with a parasol by a warm sea',
      'Ein Strand mit Sonnenschirm am warmen Meer',
    ),
  },
  greek: {
    src: '/pictures/home/grecja.svg',
    alt: t(
      'Białe domy z niebieskimi kopułami nad morzem',
      'White houses with blue domes above the sea',
      'Weiße Häuser mit blauen Kuppeln über dem Meer',
    ),
  },
  coast: {
    src: '/pictures/home/hiszpania.svg',
    alt: t(
      'Zachód słońca nad górami i plażą',
      'Sunset over mountains and a beach',
      'Sonnenuntergang über Bergen und Strand',
    ),
  },
  caribbean: {
    src: '/pictures/home/karaiby.svg',
    alt: t(
      'Palmy nad turkusowym morzem Karaibów',
      'Palm trees above the turquoise Caribbean Sea',
      'Palmen über dem türkisfarbenen Karibischen Meer',
    ),
  },
  exotic: {
    src: '/pictures/home/egzotyka.svg',
    alt: t(
      'Palmy na tle egzotycznego zachodu słońca',
      'Palm trees against an exotic sunset',
      'Palmen vor einem exotischen Sonnenuntergang',
    ),
  },
  oldTown: {
    src: '/pictures/home/bez-paszportu.svg',
    alt: t(
      'Nadmorska droga do starego miasta w Europie',
      'A coastal road to an old town in Europe',
      'Eine Küstenstraße zu einer Altstadt in Europa',
    ),
  },
  resort: {
    src: '/pictures/home/all-inclusive.svg',
    alt: t(
      'Basen hotelowy z leżakami i palmą',
      'A hotel pool with sun loungers and a palm tree',
      'Ein Hotelpool mit Liegen und einer Palme',
    ),
  },
} as const satisfies Record<string, HeroPicture>;

/** Shared practical values: the euro, and Polish time. */
export const EURO = { code: 'EUR', name: t('euro', 'euro', 'Euro') } as const;
export const SAME_TIME = { winter: 0, summer: 0 } as const;

/**
 * The map around its places: the centre of their bounding box and the closest zoom at which the box
 * fits a map about 500 px wide (a Web-Mercator tile level shows 360° in 256·2^zoom px; latitude
 * counts a bit more, as degrees of latitude stretch away from the equator).
 */
export function mapOf(places: readonly MapPlace[]): DestinationMap {
  const lats = places.map((p) => p.lat);
  const lons = places.map((p) => p.lon);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const span = Math.max(north - south, east - west, 0.05) * 1.3;
  const zoom = Math.max(4, Math.min(10, Math.floor(Math.log2((500 * 360) / (256 * span)))));
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { center: [round((south + north) / 2), round((west + east) / 2)], zoom, places };
}
