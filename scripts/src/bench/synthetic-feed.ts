import type { HotelFeedRow, OfferFeedRow } from '@app/shared/feed';
import type { ReferenceData } from '@app/shared/reference-data';

/**
 * A compact stand-in for the feed generator (scripts/src/feed), used by the benchmark only when
 * that generator cannot be loaded: the same shape of market (40 countries, ~400 regions, 30 PL/DE
 * departure airports, 37 operators, skewed popularity and seasons), none of the texts or images.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const code3 = (n: number) => LETTERS[Math.floor(n / 676) % 26]! + LETTERS[Math.floor(n / 26) % 26]! + LETTERS[n % 26]!;
const names = (name: string) => ({ en: name, de: name });

export function syntheticReference(): ReferenceData {
  const regions: ReferenceData['regions'] = [];
  for (let c = 1; c <= 40; c++) {
    const country = `C${c}`;
    regions.push({
      id: c,
      name: `Kraj ${c}`,
      names: names(`Country ${c}`),
      unicodeName: `kraj ${c}`,
      country_code: country.padEnd(2, 'X').slice(0, 2),
    });
    for (let r = 1; r <= 9; r++) {
      const id = c * 100 + r;
      regions.push({
        id,
        name: `Region ${id}`,
        names: names(`Region ${id}`),
        unicodeName: `region ${id}`,
        parent: c,
        country_code: 'XX',
      });
      if (r % 4 === 0)
        for (let s = 1; s <= 2; s++)
          regions.push({
            id: id * 10 + s,
            name: `Sub ${id}${s}`,
            names: names(`Sub ${id}${s}`),
            unicodeName: `sub ${id}${s}`,
            parent: id,
            country_code: 'XX',
          });
    }
  }
  const airport = (iata: string, country: string, role: 'departure' | 'destination', virtual = false) => ({
    iata,
    name: iata,
    unicodeName: iata.toLowerCase(),
    country,
    role,
    popular: false,
    virtual,
  });
  return {
    regions,
    special_regions: [],
    airports: [
      ...Array.from({ length: 18 }, (_, n) => airport(code3(100 + n), 'DE', 'departure')),
      ...Array.from({ length: 12 }, (_, n) => airport(code3(200 + n), 'PL', 'departure')),
      airport('ALL_GER', 'DE', 'departure', true),
      airport('ALL_POL', 'PL', 'departure', true),
      ...Array.from({ length: 80 }, (_, n) => airport(code3(1000 + n), 'XX', 'destination')),
    ],
    operators: [
      ...Array.from({ length: 30 }, (_, n) => ({
        code: `DE${n}`,
        name: `Veranstalter ${n}`,
        country: 'Niemcy',
        virtual: false,
      })),
      ...Array.from({ length: 7 }, (_, n) => ({
        code: `PL${n}`,
        name: `Biuro ${n}`,
        country: 'Polska',
        virtual: false,
      })),
      { code: 'ALL_GER', name: 'Niemcy', country: 'Niemcy', virtual: true },
    ],
    facilities: Array.from({ length: 40 }, (_, n) => ({
      id: n + 1,
      name: `F${n + 1}`,
      names: names(`F${n + 1}`),
      category: 'hotel',
    })),
    boards: Array.from({ length: 8 }, (_, n) => ({ id: n + 1, name: `B${n + 1}`, names: names(`B${n + 1}`) })),
    accommodations: Array.from({ length: 12 }, (_, n) => ({ id: n + 1, name: `R${n + 1}`, names: names(`R${n + 1}`) })),
    default_filter: { duration: { default: '7', list: ['7', '10', '14'] } },
  };
}

/** Picks index i with probability ∝ weights[i]. */
function sampler(random: () => number, weights: readonly number[]): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight));
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export function syntheticHotels(reference: ReferenceData, count: number, seed: number): HotelFeedRow[] {
  const random = mulberry32(seed);
  const leaves = reference.regions.filter(
    (region) => region.parent !== undefined && !reference.regions.some((r) => r.parent === region.id),
  );
  // Zipf-like country popularity: a few countries hold most hotels, as in the real market.
  const pickLeaf = sampler(
    random,
    leaves.map((leaf) => 1 / Math.floor(leaf.id / (leaf.id > 10_000 ? 1000 : 100))),
  );
  const stars = [2, 3, 3.5, 4, 4.5, 5];
  const pickStars = sampler(random, [5, 22, 8, 36, 8, 21]);
  return Array.from({ length: count }, (_, n) => {
    const leaf = leaves[pickLeaf()]!;
    const facilityIds = reference.facilities.filter(() => random() < 0.3).map((facility) => facility.id);
    return {
      id: String(100_000 + n),
      name: `Hotel ${['Sol', 'Playa', 'Bella', 'Łódź', 'Mare', 'Olymp'][n % 6]} ${n}`,
      stars: stars[pickStars()]!,
      lat: 40,
      lon: 10,
      region_id: leaf.id,
      city: `Miasto ${leaf.id}`,
      description: { original_language: 'de', texts: {} },
      gallery: [],
      facility_ids: facilityIds,
      reviews:
        random() < 0.8
          ? {
              accommodation: 5,
              board: 5,
              overall: Math.round((3 + random() * 3) * 10) / 10,
              price_quality: 5,
              service: 5,
              attractions: 5,
              location: 5,
              count: 20,
            }
          : null,
      weather: null,
    };
  });
}

const DAY_MS = 86_400_000;
const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function* syntheticOffers(
  reference: ReferenceData,
  hotels: readonly HotelFeedRow[],
  count: number,
  seed: number,
  startDay: number,
): Generator<OfferFeedRow> {
  const random = mulberry32(seed + 1);
  const pickHotel = sampler(
    random,
    hotels.map(() => Math.exp(0.9 * (random() + random() + random() - 1.5) * 2)),
  );
  const departures = reference.airports.filter((a) => a.role === 'departure' && !a.virtual).map((a) => a.iata);
  const pickDeparture = sampler(
    random,
    departures.map((_, n) => 1 / (1 + n)),
  );
  const destinations = reference.airports.filter((a) => a.role === 'destination').map((a) => a.iata);
  const operators = reference.operators.filter((o) => !o.virtual).map((o) => o.code);
  const pickOperator = sampler(
    random,
    operators.map((_, n) => 1 / (1 + n)),
  );
  // Summer-heavy season over 330 days.
  const pickDay = sampler(
    random,
    Array.from({ length: 330 }, (_, d) => 1 + Math.sin((d / 330) * Math.PI) ** 2 * 3),
  );
  const durations = [3, 4, 5, 7, 7, 7, 8, 10, 10, 11, 14, 14, 21];
  for (let n = 0; n < count; n++) {
    const kind = random();
    const type = kind < 0.8 ? 'A' : kind < 0.92 ? 'S' : kind < 0.97 ? 'C2' : 'C1';
    const hotel = hotels[pickHotel()]!;
    const flight = type === 'C1' || type === 'C2';
    const day = startDay + pickDay();
    const duration = durations[Math.floor(random() * durations.length)]!;
    const from = type === 'S' ? null : departures[pickDeparture()]!;
    const to = destinations[hotel.region_id % destinations.length]!;
    const eur =
      Math.round(
        (flight ? 80 + random() * 300 : (200 + hotel.stars * 80) * (duration / 7) * (0.7 + random() * 0.8)) * 100,
      ) / 100;
    const minAdults = random() < 0.8 ? 1 : 2;
    const flights =
      from === null
        ? []
        : [
            {
              departure_airport_iata: from,
              arrival_airport_iata: to,
              departure_time: `${iso(day)}T06:10`,
              arrival_time: `${iso(day)}T09:40`,
              flight_number: `XQ${(day * 7 + to.charCodeAt(0)) % 900}`,
              carrier: 'SunExpress',
            },
            ...(type === 'C1'
              ? []
              : [
                  {
                    departure_airport_iata: to,
                    arrival_airport_iata: from,
                    departure_time: `${iso(day + duration - 1)}T10:20`,
                    arrival_time: `${iso(day + duration - 1)}T13:55`,
                    flight_number: `XQ${(day * 7 + to.charCodeAt(1)) % 900}`,
                    carrier: 'SunExpress',
                  },
                ]),
          ];
    yield {
      uuid: uuidFrom(random),
      hotel_id: flight ? null : hotel.id,
      operator_code: operators[pickOperator()]!,
      offer_type: type,
      departure_date: iso(day),
      return_date: iso(day + duration - 1),
      duration,
      departure_airport_iata: from,
      destination_airport_iata: type === 'S' ? null : to,
      flights,
      board_id: flight ? null : 1 + Math.floor(random() * random() * 8),
      accommodation_id: flight ? null : 1 + Math.floor(random() * random() * 12),
      price_per_person_eur: eur,
      price_per_person_pln: Math.round(eur * 430) / 100,
      availability: random() < 0.9 ? 'AVAILABLE' : random() < 0.5 ? 'ON_REQUEST' : 'NOT_AVAILABLE',
      transfer: random() < 0.7,
      train_to_airport: random() < 0.2,
      occupancy: {
        min_adults: minAdults,
        max_adults: minAdults + 1 + Math.floor(random() * 3),
        max_children: Math.floor(random() * 3),
        max_persons: 4 + Math.floor(random() * 2),
      },
      child_pricing: { child_max_age: 12 + Math.floor(random() * 4), child_price_share: 0.5 },
    };
  }
}

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
