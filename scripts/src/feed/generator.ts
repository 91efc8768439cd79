import type { HotelFeedRow, OfferFeedRow } from '@app/shared/feed';
import type { Facility } from '@app/shared/reference-data';
import { dayOf } from './calendar.ts';
import { distanceKm } from './flights.ts';
import { facilityIds, reviews } from './hotel-model.ts';
import { describeHotel, hotelName } from './hotel-texts.ts';
import { IMAGE_HEIGHT, IMAGE_POOL, IMAGE_WIDTH, INDOOR_KINDS, type PoolImage } from './images.ts';
import { countryMarket } from './market.ts';
import { daySamplers, flightOffer, hotelOffer, planHotel } from './offer-rows.ts';
import { AIRPORT_GEO, AIRPORTS } from './reference/airports.ts';
import { CLIMATES } from './reference/climate.ts';
import { FACILITIES } from './reference/facilities.ts';
import { RESORTS, RESORTS_BY_REGION, townNames, type Resort } from './reference/regions.ts';
import { createRng, deriveSeed, weightedSampler, type Rng } from './rng.ts';

/**
 * Generates a development feed (docs/feed-format.md): hotels placed over the destination tree and
 * offers for them, deterministic for a seed. Pure: no clock, no I/O; the CLI writes the rows.
 */
export interface HotelOptions {
  seed: number;
  hotels: number;
}
export interface OfferOptions {
  seed: number;
  offers: number;
  /** First possible departure day, ISO date. */
  start: string;
  /** Departures run over this many days from `start` (default 330, about a season ahead). */
  days?: number;
  /** EUR → PLN exchange rate for `price_per_person_pln`. */
  eurPln: number;
}

const HOTEL_STREAM = 1;
const OFFER_STREAM = 2;
const MAX_HOTELS = 900_000;
const facilitiesById = new Map(FACILITIES.map((facility) => [facility.id, facility]));
const airportNames = new Map(AIRPORTS.map((airport) => [airport.iata, airport.name]));

/** GIATA-like stable ids: six digits, a bijection of the hotel's index, so unique per feed. */
const hotelId = (index: number): string => String(100_000 + ((index * 7919 + 104_729) % MAX_HOTELS));
const round = (value: number, step: number): number => Math.round(value / step) * step;

const STAR_LEVELS = [2, 3, 3.5, 4, 4.5, 5] as const;
const starsNearby = weightedSampler(STAR_LEVELS, [5, 22, 8, 36, 8, 21]);
const starsFarAway = weightedSampler(STAR_LEVELS, [1, 10, 5, 40, 12, 32]);

function gallery(rng: Rng, coastal: boolean): HotelFeedRow['gallery'] {
  const outdoor = IMAGE_POOL.filter((image) =>
    coastal ? image.kind !== 'garden' : image.kind !== 'sea' && image.kind !== 'beach',
  );
  const indoor = IMAGE_POOL.filter((image) => (INDOOR_KINDS as readonly string[]).includes(image.kind));
  const chosen: PoolImage[] = [rng.pick(outdoor), rng.pick(indoor)];
  const size = rng.int(3, 5);
  while (chosen.length < size) {
    const next = rng.pick(IMAGE_POOL);
    if (!chosen.includes(next)) chosen.push(next);
  }
  return chosen.map((image) => ({ url: `images/${image.name}`, width: IMAGE_WIDTH, height: IMAGE_HEIGHT }));
}

function weather(resort: Resort): HotelFeedRow['weather'] {
  const climate = CLIMATES[resort.climate];
  return {
    temperatures: { day: climate.day, night: climate.night, water: climate.water },
    sunshine_hours: climate.sunshine,
    rain_days: climate.rainDays,
  };
}

export function generateHotels(options: HotelOptions): HotelFeedRow[] {
  if (!Number.isInteger(options.hotels) || options.hotels < 0 || options.hotels > MAX_HOTELS) {
    throw new Error(`hotels must be an integer from 0 to ${MAX_HOTELS}`);
  }
  const rng = createRng(deriveSeed(options.seed, HOTEL_STREAM));
  const countryWeight = new Map<string, number>();
  for (const resort of RESORTS)
    countryWeight.set(resort.countryCode, (countryWeight.get(resort.countryCode) ?? 0) + resort.weight);
  const pickResort = weightedSampler(
    RESORTS,
    RESORTS.map(
      (resort) =>
        (countryMarket(resort.countryCode).share * resort.weight) / (countryWeight.get(resort.countryCode) ?? 1),
    ),
  );
  const names = new Set<string>();
  const hotels: HotelFeedRow[] = [];
  for (let i = 0; i < options.hotels; i++) {
    const resort = pickResort(rng);
    const coastal = CLIMATES[resort.climate].water.july !== null;
    const city = rng.pick(resort.cities);
    const stars = (countryMarket(resort.countryCode).longHaul ? starsFarAway : starsNearby)(rng);
    let name = hotelName(rng, resort.countryCode, city, stars);
    for (let n = 2; names.has(name); n++)
      name = `${hotelName(rng, resort.countryCode, city, stars)}${n > 4 ? ` ${city}` : ''}`;
    names.add(name);
    const lat = Math.round((resort.lat + (rng.next() - 0.5) * 0.06) * 1e5) / 1e5;
    const lon = Math.round((resort.lon + (rng.next() - 0.5) * 0.06) * 1e5) / 1e5;
    const facilities = facilityIds(rng, stars, resort.countryCode, coastal);
    const airport = AIRPORT_GEO.get(resort.airport);
    const texts = describeHotel({
      name,
      stars,
      city: townNames(resort, city),
      region: { pl: resort.name, en: resort.names.en, de: resort.names.de },
      airport: { name: airportNames.get(resort.airport) ?? resort.airport, iata: resort.airport },
      airportKm: airport ? Math.max(3, Math.round(distanceKm({ lat, lon }, airport) * 1.25)) : 20,
      beachMetres: !coastal ? null : facilities.includes(24) ? 0 : round(Math.exp(5.3 + 0.9 * rng.gauss()), 10),
      sandy: facilities.includes(25),
      rooms: Math.max(8, Math.round(Math.exp(3.2 + 0.45 * stars + 0.5 * rng.gauss()))),
      pools: facilities.includes(16) ? rng.int(1, Math.max(1, Math.round(stars) - 1)) : 0,
      highlights: facilities
        .filter((id) => id >= 42 || id === 5 || id === 19 || id === 20)
        .slice(0, 4)
        .map((id) => facilitiesById.get(id))
        .filter((f): f is Facility => f !== undefined),
    });
    const languageDraw = rng.next();
    hotels.push({
      id: hotelId(i),
      name,
      stars,
      lat,
      lon,
      region_id: resort.regionId,
      city,
      description: { original_language: languageDraw < 0.8 ? 'de' : languageDraw < 0.92 ? 'en' : 'pl', texts },
      gallery: gallery(rng, coastal),
      facility_ids: facilities,
      reviews: reviews(rng, stars),
      weather: rng.chance(0.97) ? weather(resort) : null,
    });
  }
  return hotels;
}

/**
 * Streams offers for the hotels. About 92 % are hotel offers (A with flights, about an eighth of
 * them S, hotel only); the rest are flight-only C1/C2 to the resorts' airports. Popular hotels get
 * more offers (a log-normal popularity, higher for 4–5 stars).
 */
export function* generateOffers(options: OfferOptions, hotels: readonly HotelFeedRow[]): Generator<OfferFeedRow> {
  if (!Number.isInteger(options.offers) || options.offers < 0) throw new Error('offers must be a non-negative integer');
  if (!(options.eurPln > 0)) throw new Error('eurPln must be positive');
  if (options.offers > 0 && hotels.length === 0) throw new Error('offers need at least one hotel');
  const rng = createRng(deriveSeed(options.seed, OFFER_STREAM));
  const start = dayOf(options.start);
  const today = start - 1;
  const sampleDay = daySamplers(start, options.days ?? 330);
  const flightOnly = Math.round(options.offers * 0.08);
  const hotelOffers = options.offers - flightOnly;

  const popularity = hotels.map((hotel) => Math.exp(0.7 * rng.gauss()) * (hotel.stars >= 4 ? 1.3 : 1));
  const total = popularity.reduce((sum, value) => sum + value, 0);
  let cumulative = 0;
  let emitted = 0;
  for (const [index, hotel] of hotels.entries()) {
    cumulative += popularity[index] ?? 0;
    const upTo = index === hotels.length - 1 ? hotelOffers : Math.floor((cumulative / total) * hotelOffers);
    const count = upTo - emitted;
    emitted = upTo;
    if (count <= 0) continue;
    const plan = planHotel(rng, hotel, count);
    for (let n = 0; n < count; n++) yield hotelOffer(rng, plan, sampleDay[plan.season](rng), today, options.eurPln);
  }

  const pickHotel = weightedSampler(hotels, popularity);
  for (let n = 0; n < flightOnly; n++) {
    const resort = RESORTS_BY_REGION.get(pickHotel(rng).region_id);
    if (!resort) throw new Error('hotel outside the destination tree');
    yield flightOffer(rng, resort, sampleDay[CLIMATES[resort.climate].season](rng), today, options.eurPln);
  }
}
