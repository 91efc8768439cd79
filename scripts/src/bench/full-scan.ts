import type { OfferIndex } from '@app/functions/lib/offer-engine/offer-index';
import {
  AVAILABILITY_MASK,
  FLAG_TRANSFER,
  NOT_AVAILABLE,
  UUID_BYTES,
} from '@app/functions/lib/offer-engine/offer-index';
import { FAIL, planQuery } from '@app/functions/lib/offer-engine/search/query-plan';
import { compareOffers } from '@app/functions/lib/offer-engine/search/scan';
import type { SearchFacets, SearchResult } from '@app/functions/lib/offer-engine/search/search-result';
import type { SearchCriteria } from '@app/shared/search-criteria';

/**
 * The baseline of the benchmark: the same filters over the same typed arrays, but the plain way —
 * every row of the snapshot visited, groups in a Map, all groups sorted, facets as Maps of Sets.
 * Its answers are compared with the engine's, so the benchmark doubles as a check at full size.
 */
export interface Summary {
  total_hotels: number;
  total_offers: number;
  uuids: string[];
  facets?: SearchFacets;
}

export function summarize(result: SearchResult): Summary {
  return {
    total_hotels: result.total_hotels,
    total_offers: result.total_offers,
    uuids: result.items.map((item) => item.uuid),
    ...(result.facets ? { facets: result.facets } : {}),
  };
}

/** Offer type and region of every row, which the engine never needs (they are its sort keys). */
export function rowKeys(index: OfferIndex): { type: Uint8Array; region: Uint16Array } {
  const { bucketStart } = index.columns;
  const type = new Uint8Array(index.meta.offerCount);
  const region = new Uint16Array(index.meta.offerCount);
  for (let bucket = 0; bucket + 1 < bucketStart.length; bucket++) {
    type.fill(Math.floor(bucket / index.lookups.regionCount), bucketStart[bucket], bucketStart[bucket + 1]);
    region.fill(bucket % index.lookups.regionCount, bucketStart[bucket], bucketStart[bucket + 1]);
  }
  return { type, region };
}

const uuidAt = (index: OfferIndex, row: number) => {
  const hex = Buffer.from(index.columns.uuid.subarray(row * UUID_BYTES, (row + 1) * UUID_BYTES)).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function fullScanSearch(
  index: OfferIndex,
  keys: { type: Uint8Array; region: Uint16Array },
  criteria: SearchCriteria,
  withFacets: boolean,
): Summary {
  const plan = planQuery(index, criteria, withFacets);
  const c = index.columns;
  const inScope = new Set(plan.scanRegions);
  const groups = new Map<number, { best: number; count: number }>();
  const pairs = {
    board: new Map<number, Set<number>>(),
    operator: new Map<number, Set<number>>(),
    airport: new Map<number, Set<number>>(),
    accommodation: new Map<number, Set<number>>(),
  };
  const sets = { stars: new Set<number>(), facilities: new Set<number>(), region: new Set<number>() };
  const cheapest = new Map<number, number>();
  const add = (map: Map<number, Set<number>>, value: number, group: number) =>
    value !== 0 && map.set(value, (map.get(value) ?? new Set()).add(group));
  let offers = 0;
  for (let row = 0; row < index.meta.offerCount; row++) {
    if (keys.type[row] !== plan.type || !inScope.has(keys.region[row]!)) continue;
    const day = c.departureDay[row]!;
    if (day < plan.dayFrom || day > plan.dayTo || c.returnDay[row]! > plan.returnMax) continue;
    const flags = c.flags[row]!;
    if (
      (flags & AVAILABILITY_MASK) === NOT_AVAILABLE ||
      (plan.transfer >= 0 && (flags & FLAG_TRANSFER) !== plan.transfer)
    )
      continue;
    if (c.duration[row]! < plan.durationMin || c.duration[row]! > plan.durationMax) continue;
    if (plan.occupancyOk[c.occupancy[row]!] === 0) continue;
    const group = c.group[row]!;
    if (plan.nameNeedle !== null && !index.meta.hotels.folded[group]!.includes(plan.nameNeedle)) continue;
    let fail = plan.selectedRegions === null || plan.selectedRegions[keys.region[row]!] === 1 ? 0 : FAIL.region;
    if (plan.boards && !plan.boards[c.board[row]!]) fail |= FAIL.board;
    if (plan.operators && !plan.operators[c.operator[row]!]) fail |= FAIL.operator;
    if (plan.departureAirports && !plan.departureAirports[c.departureAirport[row]!]) fail |= FAIL.departureAirport;
    if (plan.accommodations && !plan.accommodations[c.accommodation[row]!]) fail |= FAIL.accommodation;
    if (c.priceEurCents[row]! > plan.priceMaxCents) fail |= FAIL.price;
    if (!plan.flightOnly) {
      if (c.hotelStars2[group]! < plan.minStars2) fail |= FAIL.stars;
      const lo = plan.facilitiesLo | 0;
      const hi = plan.facilitiesHi | 0;
      if (
        plan.facilitiesNever ||
        (c.hotelFacilitiesLo[group]! & lo) !== lo ||
        (c.hotelFacilitiesHi[group]! & hi) !== hi
      )
        fail |= FAIL.facilities;
    }
    if (fail === 0) {
      offers++;
      const entry = groups.get(group);
      if (!entry) groups.set(group, { best: row, count: 1 });
      else {
        entry.count++;
        if (compareOffers(index, row, entry.best) < 0) entry.best = row;
      }
    }
    if (!withFacets || (fail & (fail - 1)) !== 0) continue;
    const only = (bit: number) => (fail & ~bit) === 0;
    if (only(FAIL.board)) add(pairs.board, c.board[row]!, group);
    if (only(FAIL.operator)) add(pairs.operator, c.operator[row]!, group);
    if (only(FAIL.departureAirport)) add(pairs.airport, c.departureAirport[row]!, group);
    if (only(FAIL.accommodation)) add(pairs.accommodation, c.accommodation[row]!, group);
    if (only(FAIL.price)) cheapest.set(group, Math.min(cheapest.get(group) ?? Infinity, c.priceEurCents[row]!));
    if (only(FAIL.region)) sets.region.add(group);
    if (!plan.flightOnly && only(FAIL.stars)) sets.stars.add(group);
    if (!plan.flightOnly && only(FAIL.facilities)) sets.facilities.add(group);
  }
  const primary = (group: number) =>
    plan.flightOnly || criteria.sort === 'price'
      ? 0
      : criteria.sort === 'rating'
        ? c.hotelRating[group]!
        : c.hotelStars2[group]!;
  const ordered = [...groups].sort(
    ([ga, a], [gb, b]) => primary(gb) - primary(ga) || compareOffers(index, a.best, b.best) || ga - gb,
  );
  const offset = criteria.page * criteria.limit;
  const summary: Summary = {
    total_hotels: groups.size,
    total_offers: offers,
    uuids: ordered.slice(offset, offset + criteria.limit).map(([, g]) => uuidAt(index, g.best)),
  };
  if (withFacets) summary.facets = formatFacets(index, plan.flightOnly, pairs, sets, cheapest);
  return summary;
}

function formatFacets(
  index: OfferIndex,
  flightOnly: boolean,
  pairs: Record<'board' | 'operator' | 'airport' | 'accommodation', Map<number, Set<number>>>,
  sets: Record<'stars' | 'facilities' | 'region', Set<number>>,
  cheapest: Map<number, number>,
): SearchFacets {
  const { meta, columns: c, lookups } = index;
  const counted = <T>(map: Map<number, Set<number>>, values: readonly T[]) =>
    [...map].map(([code, set]) => ({ value: values[code - 1]!, count: set.size }));
  const tally = (keysOf: (group: number) => number[], groups: Set<number>) => {
    const counts = new Map<number, number>();
    for (const group of groups) for (const key of keysOf(group)) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a - b);
  };
  const bits = (group: number) =>
    meta.facilities.filter(
      (_, bit) =>
        ((bit < 32 ? c.hotelFacilitiesLo[group]! >>> bit : c.hotelFacilitiesHi[group]! >>> (bit - 32)) & 1) === 1,
    );
  const regionOf = (group: number) => (flightOnly ? meta.destinationRegion[group - 1]! : c.hotelRegion[group]!);
  const byText = <K extends string>(list: { value: string; count: number }[], key: K) =>
    list
      .sort((a, b) => (a.value < b.value ? -1 : 1))
      .map(({ value, count }) => ({ [key]: value, count }) as { [P in K]: string } & { count: number });
  return {
    boards: counted(pairs.board, meta.boards)
      .map(({ value, count }) => ({ id: value, count }))
      .sort((a, b) => a.id - b.id),
    stars: flightOnly
      ? []
      : tally((group) => [Math.min(5, Math.floor(c.hotelStars2[group]! / 2))], sets.stars).map(([stars, count]) => ({
          stars,
          count,
        })),
    operators: byText(counted(pairs.operator, meta.operators), 'code'),
    departure_airports: byText(counted(pairs.airport, meta.departureAirports), 'iata'),
    regions: tally((group) => [...(lookups.regionPath[regionOf(group)] ?? [])], sets.region).map(([id, count]) => ({
      id,
      count,
    })),
    accommodations: counted(pairs.accommodation, meta.accommodations)
      .map(({ value, count }) => ({ id: value, count }))
      .sort((a, b) => a.id - b.id),
    facilities: flightOnly ? [] : tally(bits, sets.facilities).map(([id, count]) => ({ id, count })),
    price_eur: tally(
      (group) => [Math.min(40, Math.floor(cheapest.get(group)! / 25_000))],
      new Set(cheapest.keys()),
    ).map(([bucket, count]) => ({ from: bucket * 250, count })),
  };
}
