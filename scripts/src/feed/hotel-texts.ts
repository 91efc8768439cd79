import type { Facility } from '@app/shared/reference-data';
import type { Rng } from './rng.ts';

/**
 * Hotel names and descriptions. Names mix words typical of the destination with the suffixes the
 * market uses; descriptions are short texts written in the operator's language (mostly German) with
 * the Polish and English versions a translation service would deliver. Word lists are '|'-separated.
 */
const STYLE_WORDS: Record<string, string> = {
  turkish:
    'Alara|Saray|Sultan|Ela|Lara|Nergis|Yasmin|Deniz|Mavi|Kumsal|Lykia|Pamfilya|Selge|Aspendos|Perge|Anatolia|Toros|Kervan|Lale|Incekum',
  greek:
    'Aphrodite|Poseidon|Olympia|Kalimera|Aegean|Minoa|Knossos|Thalassa|Ariadne|Helios|Ionian|Athena|Artemis|Galini|Meltemi|Kyma|Lefkes|Mythos|Nefeli|Porto',
  spanish:
    'Sol y Mar|Playa|Costa|Marina|Las Palmeras|Mirador|Brisa|Arena|Cala|Don Pedro|Isabel|Girasol|La Caleta|Bahía|Las Dunas|Oasis|Atlántico|Mediterráneo|Tropical|Puerto',
  arabic:
    'Pharaoh|Nefertari|Oasis|Desert Rose|Coral|Sinai|Al Mas|Jasmine|Lotus|Marhaba|Sahara|Palmyra|Sultan|Dunes|Zahra|Layali|Amira|Safir|Nour|Dar',
  italian:
    'Bella Vista|Villa Rosa|Costa Azzurra|Mare Blu|La Perla|Il Gabbiano|Sole|Riviera|Stella Maris|Paradiso|Belvedere|Aurora|San Giorgio|Conca Verde|Le Terrazze',
  balkan:
    'Adria|Jadran|Panorama|Zora|Sveti Nikola|Laguna|Lotos|Kristal|Perla|Galeb|Slavia|Vila Mir|Riva|Kamena|Bor|Morska Zvezda|Luna|Mimoza|Dalia|Lavanda',
  portuguese:
    'Mar e Sol|Praia|Quinta do Mar|Atlântico|Casa Branca|Miradouro|Oceano|Dona Maria|Brisa do Mar|Falésia|Sereia|Farol',
  caribbean:
    'Caribe|Coco Palms|Playa Azul|Costa Dorada|Mar Caribe|Isla Bonita|Palmera|Tortuga|Flamingo|Arrecife|Sol Caribe|Laguna Azul|Cayo Sol|Maracuya|Colibrí',
  asian:
    'Andaman|Lotus|Orchid|Siam|Baan Sabai|Chaba|Mango Tree|Frangipani|Jasmine|Blue Lagoon|Coconut|Sea Pearl|Sunset|Palm Garden|Tamarind|Lanka|Ocean Breeze',
  island:
    'Coral Reef|Baobab|Jambo|Dhow|Spice Island|Turtle Bay|Blue Bay|Morabeza|Crioula|Sodade|Lagoon|Paradise Cove|Sea Star|Seaview',
  maltese: 'Santa Marija|Il-Kosta|Fortina|Bellavista|Golden Bay|Xemxija|Seashells|Dolmen|Marina|Porto Azzurro',
};
const STYLE_COUNTRIES: Record<string, string> = {
  turkish: 'TR',
  greek: 'CY GR',
  spanish: 'ES',
  caribbean: 'MX DO CU JM',
  arabic: 'EG TN MA AE OM JO',
  italian: 'IT',
  balkan: 'BG HR ME AL',
  portuguese: 'PT',
  asian: 'TH LK',
  island: 'MV TZ MU CV',
  maltese: 'MT',
};
const COUNTRY_WORDS = new Map(
  Object.entries(STYLE_COUNTRIES).flatMap(([style, countries]) =>
    countries.split(' ').map((country) => [country, (STYLE_WORDS[style] ?? '').split('|')] as const),
  ),
);
const FALLBACK_WORDS = (STYLE_WORDS['island'] ?? 'Seaview').split('|');
const PREFIXES = ['', '', '', '', 'Hotel ', 'Club ', 'Grand ', 'Royal ', 'Villa '];
const SUFFIXES_BY_STARS: readonly (readonly string[])[] = [
  ['Apartments', 'Studios', 'Pension', 'Rooms'],
  ['Hotel', 'Apartments', 'Inn', 'Studios', 'Beach Hotel'],
  ['Hotel', 'Beach Hotel', 'Resort', 'Garden', 'Village', 'Suites', 'Family Club'],
  ['Resort', 'Beach Resort', 'Resort & Spa', 'Palace', 'Family Resort', 'Club Resort', 'Suites & Spa'],
  ['Luxury Resort', 'Palace', 'Resort & Spa', 'Collection', 'Grand Resort', 'Exclusive Resort'],
];

export function hotelName(rng: Rng, countryCode: string, city: string, stars: number): string {
  const words = COUNTRY_WORDS.get(countryCode) ?? FALLBACK_WORDS;
  const suffixes = SUFFIXES_BY_STARS[Math.max(0, Math.min(4, Math.round(stars) - 1))] ?? [];
  const core = rng.pick(words);
  const suffix = rng.pick(suffixes);
  const prefix = stars >= 4 && rng.chance(0.3) ? '' : rng.pick(PREFIXES);
  const base = `${suffix.includes(prefix.trim()) ? '' : prefix}${core} ${suffix}`;
  return rng.chance(0.25) ? `${base} ${city}` : base;
}

export interface DescriptionFacts {
  name: string;
  stars: number;
  /** The town in each language (`townNames`). */
  city: { pl: string; en: string; de: string };
  region: { pl: string; en: string; de: string };
  airport: { name: string; iata: string };
  airportKm: number;
  /** Metres to the beach; null for hotels in town away from the sea. */
  beachMetres: number | null;
  sandy: boolean;
  rooms: number;
  pools: number;
  highlights: readonly Facility[];
}

/** Polish numeral agreement: 1 pokój, 2–4 pokoje, 5+ pokoi (12–14 take the third form). */
function polishPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastTwo = count % 100;
  const last = count % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** "Kemer (Kemer)" says one thing twice: the region only when it is not the town itself. */
const place = (town: string, region: string): string => (town === region ? town : `${town} (${region})`);

const list = (items: readonly string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;

export function describeHotel(facts: DescriptionFacts): { de: string; en: string; pl: string } {
  const { name, stars, city, region, airport, airportKm, beachMetres, sandy, rooms, pools } = facts;
  const starText = Number.isInteger(stars) ? String(stars) : String(stars).replace('.', ',');
  const de: string[] = [
    `Das ${starText}-Sterne-Hotel ${name} liegt in ${place(city.de, region.de)}.`,
    beachMetres === null
      ? 'Die Anlage liegt zentral, Sehenswürdigkeiten, Geschäfte und Restaurants sind zu Fuß erreichbar.'
      : `Bis zum ${sandy ? 'Sandstrand' : 'Kiesstrand'} sind es ${beachMetres === 0 ? 'nur wenige Schritte' : `etwa ${beachMetres} m`}.`,
    `Das Haus verfügt über ${rooms} Zimmer${pools > 0 ? ` und ${pools} ${pools === 1 ? 'Pool' : 'Pools'}` : ''}.`,
  ];
  const en: string[] = [
    `The ${starText}-star ${name} is located in ${place(city.en, region.en)}.`,
    beachMetres === null
      ? 'The hotel is centrally located, with sights, shops and restaurants within walking distance.'
      : `The ${sandy ? 'sandy' : 'pebble'} beach is ${beachMetres === 0 ? 'just a few steps away' : `about ${beachMetres} m away`}.`,
    `It has ${rooms} rooms${pools > 0 ? ` and ${pools} ${pools === 1 ? 'pool' : 'pools'}` : ''}.`,
  ];
  const pl: string[] = [
    `${starText}-gwiazdkowy hotel ${name} położony jest w miejscowości ${place(city.pl, region.pl)}.`,
    beachMetres === null
      ? 'Hotel leży w centrum, zabytki, sklepy i restauracje są w zasięgu spaceru.'
      : `Do ${sandy ? 'piaszczystej' : 'żwirowej'} plaży ${beachMetres === 0 ? 'jest zaledwie kilka kroków' : `jest około ${beachMetres} m`}.`,
    `Do dyspozycji gości jest ${rooms} ${polishPlural(rooms, 'pokój', 'pokoje', 'pokoi')}${
      pools > 0 ? ` i ${pools} ${polishPlural(pools, 'basen', 'baseny', 'basenów')}` : ''
    }.`,
  ];
  if (facts.highlights.length > 0) {
    de.push(
      `Zu den Einrichtungen gehören ${list(
        facts.highlights.map((f) => f.names.de),
        'und',
      )}.`,
    );
    en.push(
      `Facilities include ${list(
        facts.highlights.map((f) => f.names.en.toLowerCase()),
        'and',
      )}.`,
    );
    pl.push(
      `Na miejscu: ${list(
        facts.highlights.map((f) => f.name.toLowerCase()),
        'i',
      )}.`,
    );
  }
  de.push(`Die Entfernung zum Flughafen (${airport.iata}) beträgt ca. ${airportKm} km.`);
  en.push(`The airport (${airport.iata}) is about ${airportKm} km away.`);
  pl.push(`Lotnisko ${airport.name} (${airport.iata}) znajduje się ok. ${airportKm} km od hotelu.`);
  return { de: de.join(' '), en: en.join(' '), pl: pl.join(' ') };
}
