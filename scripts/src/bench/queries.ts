import { OFFER_TYPE_CODES, type OfferIndex, type OfferTypeCode } from '@app/functions/lib/offer-engine/offer-index';
import type { SearchCriteria } from '@app/shared/search-criteria';
import { createRng } from '../feed/rng.ts';

/*
 * Seeded, varied queries shaped like shoppers': mostly holidays to popular places. The search form
 * always sends a date range, so `dated: false` (API callers leaving it open) is measured apart.
 */

type Random = () => number;

/** Picks values in proportion to the square root of their offers: popular ones more, the tail too. */
function weighted<T>(random: Random, counts: ArrayLike<number>, values: readonly T[]): () => T {
  const weights = Array.from(counts, (n, code) => (code === 0 ? 0 : Math.sqrt(n)));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let target = random() * total;
    const code = weights.findIndex((w) => (target -= w) < 0);
    return values[Math.max(0, code - 1)]!;
  };
}

/**
 * The value drawers of the rows of offer types `fromType` up to (not including) `toType`: rows are
 * sorted by type, so that is one run of rows. Values are sampled every 7th row.
 */
function drawers(index: OfferIndex, random: Random, fromType: number, toType: number) {
  const { meta, columns, lookups } = index;
  const firstBucket = fromType * lookups.regionCount;
  const endBucket = toType * lookups.regionCount;
  const popular = <T>(column: ArrayLike<number>, values: readonly T[]) => {
    const counts = new Float64Array(values.length + 1);
    for (let row = columns.bucketStart[firstBucket]!; row < columns.bucketStart[endBucket]!; row += 7)
      counts[column[row]!]!++;
    return weighted(random, counts, values);
  };
  const regionRows = new Uint32Array(lookups.regionCount);
  for (let bucket = firstBucket; bucket < endBucket; bucket++)
    regionRows[bucket % lookups.regionCount]! += columns.bucketStart[bucket + 1]! - columns.bucketStart[bucket]!;
  // A destination is a country (half the time), else one of its regions or subregions.
  const region = weighted(
    random,
    regionRows,
    meta.regions.map((r) => r.id),
  );
  return {
    destination: () => {
      const id = region();
      return random() < 0.5 ? (lookups.regionPath[lookups.regionIndex.get(id) ?? 0]?.[0] ?? id) : id;
    },
    airport: popular(columns.departureAirport, meta.departureAirports),
    operator: popular(columns.operator, meta.operators),
    board: popular(columns.board, meta.boards),
    room: popular(columns.accommodation, meta.accommodations),
  };
}

function dayRange(index: OfferIndex): { first: number; last: number } {
  let first = Infinity;
  let last = 0;
  for (const day of index.columns.departureDay) {
    first = Math.min(first, day);
    last = Math.max(last, day);
  }
  return { first, last };
}

const noon = (day: number) => day * 86_400 + 43_200;
const NIGHTS = [
  [7, 7],
  [7, 10],
  [10, 14],
  [3, 5],
  [14, 21],
] as const;

/**
 * The query set of the benchmark until decision 022, kept so one run shows what changed: it draws
 * board, room and transfer for flight-only searches (which the offers list never sends) and
 * values from every offer type's rows, so many flight queries asked for what no flight has.
 */
export function legacyQueries(index: OfferIndex, count: number, seed: number, dated = true): SearchCriteria[] {
  const rng = createRng(seed * 31);
  const random = () => rng.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(draw: () => T, max: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, draw)),
  ];
  const { meta } = index;
  const { destination, airport, operator, board, room } = drawers(index, random, 0, OFFER_TYPE_CODES.length);
  const { first, last } = dayRange(index);
  return Array.from({ length: count }, (): SearchCriteria => {
    const roll = random();
    const type = roll < 0.7 ? 'A' : roll < 0.85 ? 'S' : roll < 0.95 ? 'C2' : 'C1';
    const day = first + Math.floor(random() * Math.max(1, last - first - 30));
    const nights = pick(NIGHTS);
    return {
      offer_type: type,
      ...(dated
        ? {
            departure_date: noon(day),
            ...(random() < 0.6
              ? { dates_delta: pick([3, 7, 14, 21]) }
              : { return_date: noon(day + pick([10, 21, 30])) }),
          }
        : {}),
      ...(random() < 0.75 ? { regions: some(destination, 2) } : {}),
      ...(type !== 'S' && random() < 0.6
        ? { departure_airports: random() < 0.3 ? [pick(['ALL_GER', 'ALL_POL'])] : some(airport, 3) }
        : {}),
      ...(type !== 'C1' && random() < 0.5 ? { duration_min: nights[0], duration_max: nights[1] } : {}),
      ...(random() < 0.3 ? { boards: some(board, 2) } : {}),
      ...(random() < 0.15 ? { accommodations: some(room, 2) } : {}),
      ...(random() < 0.3 ? { price_max_eur: pick([500, 800, 1200, 2000, 3000]) } : {}),
      ...(random() < 0.3 ? { rating_min: pick([3, 3.5, 4, 4.5]) } : {}),
      ...(random() < 0.15 ? { facilities: some(() => pick(meta.facilities.slice(0, 12)), 2) } : {}),
      ...(random() < 0.2 ? { operators: random() < 0.3 ? ['ALL_GER'] : some(operator, 3) } : {}),
      ...(random() < 0.25 ? { children_ages: some(() => pick([2, 5, 8, 11, 15]), 2) } : {}),
      ...(random() < 0.1 ? { transfer: pick(['1', '2'] as const) } : {}),
      ...(random() < 0.05 ? { hotel_name: pick(['sol', 'palace', 'beach', 'lodz', 'hotel']) } : {}),
      adults_number: pick([2, 2, 2, 1, 3, 4]),
      page: random() < 0.9 ? 0 : 1 + Math.floor(random() * 3),
      limit: 20,
      sort: pick(['price', 'price', 'price', 'rating', 'stars'] as const),
    };
  });
}

/**
 * Queries as the search form and the offers list send them (spec §4, decisions 015 and 022), with
 * values drawn from the rows of the query's own offer type: S without departure airports; C1
 * without trip length or return date; flights (C1, C2) without hotel name, board, room, hotel
 * standard, facilities or transfer, sorted by price only. Hotel-only offers keep the transfer,
 * which the form sends for them.
 */
export function visitorQueries(index: OfferIndex, count: number, seed: number, dated = true): SearchCriteria[] {
  const rng = createRng(seed * 31);
  const random = () => rng.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(draw: () => T, max: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, draw)),
  ];
  const { meta } = index;
  const byType = new Map<OfferTypeCode, ReturnType<typeof drawers>>();
  const drawersOf = (type: OfferTypeCode) => {
    const code = OFFER_TYPE_CODES.indexOf(type);
    const found = byType.get(type) ?? drawers(index, random, code, code + 1);
    byType.set(type, found);
    return found;
  };
  const { first, last } = dayRange(index);
  return Array.from({ length: count }, (): SearchCriteria => {
    const roll = random();
    const type = roll < 0.7 ? 'A' : roll < 0.85 ? 'S' : roll < 0.95 ? 'C2' : 'C1';
    const stay = type === 'A' || type === 'S';
    const { destination, airport, operator, board, room } = drawersOf(type);
    const day = first + Math.floor(random() * Math.max(1, last - first - 30));
    const nights = pick(NIGHTS);
    return {
      offer_type: type,
      ...(dated
        ? {
            departure_date: noon(day),
            ...(type === 'C1' || random() < 0.6
              ? { dates_delta: pick([3, 7, 14, 21]) }
              : { return_date: noon(day + pick([10, 21, 30])) }),
          }
        : {}),
      ...(random() < 0.75 ? { regions: some(destination, 2) } : {}),
      ...(type !== 'S' && random() < 0.6
        ? { departure_airports: random() < 0.3 ? [pick(['ALL_GER', 'ALL_POL'])] : some(airport, 3) }
        : {}),
      ...(type !== 'C1' && random() < 0.5 ? { duration_min: nights[0], duration_max: nights[1] } : {}),
      ...(stay && random() < 0.3 ? { boards: some(board, 2) } : {}),
      ...(stay && random() < 0.15 ? { accommodations: some(room, 2) } : {}),
      ...(random() < 0.3 ? { price_max_eur: pick([500, 800, 1200, 2000, 3000]) } : {}),
      ...(stay && random() < 0.3 ? { rating_min: pick([3, 3.5, 4, 4.5]) } : {}),
      ...(stay && random() < 0.15 ? { facilities: some(() => pick(meta.facilities.slice(0, 12)), 2) } : {}),
      ...(random() < 0.2 ? { operators: random() < 0.3 ? ['ALL_GER'] : some(operator, 3) } : {}),
      ...(random() < 0.25 ? { children_ages: some(() => pick([2, 5, 8, 11, 15]), 2) } : {}),
      ...(stay && random() < 0.1 ? { transfer: pick(['1', '2'] as const) } : {}),
      ...(stay && random() < 0.05 ? { hotel_name: pick(['sol', 'palace', 'beach', 'lodz', 'hotel']) } : {}),
      adults_number: pick([2, 2, 2, 1, 3, 4]),
      page: random() < 0.9 ? 0 : 1 + Math.floor(random() * 3),
      limit: 20,
      sort: stay ? pick(['price', 'price', 'price', 'rating', 'stars'] as const) : 'price',
    };
  });
}
