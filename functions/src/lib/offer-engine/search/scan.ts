import type { FacetCounter } from './facets.ts';
import { AVAILABILITY_MASK, FLAG_TRANSFER, NOT_AVAILABLE, UUID_BYTES, type OfferIndex } from '../offer-index.ts';
import { FAIL, type QueryPlan } from './query-plan.ts';

/**
 * Per-index working memory reused by every query: best row per group, matching-offer counts,
 * the touched groups, and the hotel-name cache. Entries are stamped with the query's epoch, so
 * only touched entries are ever written and nothing is cleared between queries.
 */
export interface Scratch {
  epoch: number;
  groupCount: number;
  stamp: Uint32Array;
  best: Uint32Array;
  offers: Uint32Array;
  touched: Uint32Array;
  touchedCount: number;
  nameStamp: Uint32Array;
  nameOk: Uint8Array;
  /** Allocated on the first query that asks for facets (~1 MB for 20k hotels). */
  facetCounter: FacetCounter | null;
}

export function createScratch(index: OfferIndex): Scratch {
  const groupCount = Math.max(index.meta.hotels.ids.length, index.meta.destinationAirports.length + 1);
  return {
    epoch: 0,
    groupCount,
    stamp: new Uint32Array(groupCount),
    best: new Uint32Array(groupCount),
    offers: new Uint32Array(groupCount),
    touched: new Uint32Array(groupCount),
    touchedCount: 0,
    nameStamp: new Uint32Array(groupCount),
    nameOk: new Uint8Array(groupCount),
    facetCounter: null,
  };
}

const NO_U32 = new Uint32Array(0);
const NO_U8 = new Uint8Array(0);
const NO_OFFSETS = { board: 0, operator: 0, airport: 0, accommodation: 0 };
const NO_COUNTS = { board: NO_U32, operator: NO_U32, airport: NO_U32, accommodation: NO_U32 };
const ALL_FACETS = 0xff;

/** Lower index of the first row in [from, to) whose departure day is ≥ day (days sorted). */
export function lowerBound(days: Uint16Array, from: number, to: number, day: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((days[mid] ?? 0) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Offer order: cheaper, then earlier, then by uuid bytes; 0 only for duplicate uuids. */
export function compareOffers(index: OfferIndex, a: number, b: number): number {
  const { priceEurCents, departureDay, uuid } = index.columns;
  const price = (priceEurCents[a] ?? 0) - (priceEurCents[b] ?? 0);
  if (price !== 0) return price;
  const day = (departureDay[a] ?? 0) - (departureDay[b] ?? 0);
  if (day !== 0) return day;
  for (let i = 0; i < UUID_BYTES; i++) {
    const byte = (uuid[a * UUID_BYTES + i] ?? 0) - (uuid[b * UUID_BYTES + i] ?? 0);
    if (byte !== 0) return byte;
  }
  return 0;
}

export interface ScanOptions {
  /** Restrict to one group (the variants of one hotel); -1 for all. */
  onlyGroup: number;
  /** Collect every matching row instead of keeping the best per group. */
  collect: number[] | null;
  /** Started for this query's epoch, or null without facets. */
  facets: FacetCounter | null;
}

/**
 * The one pass of a query: walks the (type, region) buckets, narrows each to the departure
 * window by binary search, applies the remaining filters and keeps the best offer per group.
 * Filters with a facet only set a bit, so a row that fails just one of them can still be counted
 * for that facet. Expects `scratch.epoch` already advanced for this query (and the facet counter
 * started). Returns the number of matching offers.
 */
export function scan(index: OfferIndex, plan: QueryPlan, scratch: Scratch, options: ScanOptions): number {
  const c = index.columns;
  const { departureDay, returnDay, duration, flags, occupancy } = c;
  const { group: groupOf, board, operator, departureAirport, accommodation, priceEurCents } = c;
  const { hotelStars2, hotelFacilitiesLo, hotelFacilitiesHi, bucketStart } = c;
  const { boards, operators, departureAirports, accommodations, selectedRegions, occupancyOk, nameNeedle } = plan;
  const { durationMin, durationMax, returnMax, transfer, priceMaxCents, minStars2 } = plan;
  const wantLo = plan.facilitiesLo | 0;
  const wantHi = plan.facilitiesHi | 0;
  const facilitiesNever = plan.facilitiesNever;
  // Hotel filters are per hotel, not per offer; skip their loads when none is set.
  const hotelLevel = !plan.flightOnly && (minStars2 > 0 || wantLo !== 0 || wantHi !== 0 || facilitiesNever);
  const { stamp, best, offers, touched, nameStamp, nameOk } = scratch;
  const folded = index.meta.hotels.folded;
  const { onlyGroup, collect, facets } = options;
  const epoch = scratch.epoch;
  // The facet record arrays as locals (empty stand-ins without facets keep the types fixed).
  const facetStamp = facets?.stamp ?? NO_U32;
  const facetRecord = facets?.record ?? NO_U32;
  const facetMask = facets?.mask ?? NO_U8;
  const facetCheapest = facets?.cheapest ?? NO_U32;
  const width = facets?.width ?? 0;
  const {
    board: boardAt,
    operator: operatorAt,
    airport: airportAt,
    accommodation: accommodationAt,
  } = facets?.offsets ?? NO_OFFSETS;
  const {
    board: boardCounts,
    operator: operatorCounts,
    airport: airportCounts,
    accommodation: accommodationCounts,
  } = facets?.counts ?? NO_COUNTS;
  const base = plan.type * index.lookups.regionCount;
  let touchedCount = 0;
  let matched = 0;

  for (const region of plan.scanRegions) {
    const bucketEnd = bucketStart[base + region + 1] ?? 0;
    const from = lowerBound(departureDay, bucketStart[base + region] ?? 0, bucketEnd, plan.dayFrom);
    const to = lowerBound(departureDay, from, bucketEnd, plan.dayTo + 1);
    const regionFail = selectedRegions === null || selectedRegions[region] === 1 ? 0 : FAIL.region;
    for (let row = from; row < to; row++) {
      const flag = flags[row]!;
      if ((flag & AVAILABILITY_MASK) === NOT_AVAILABLE) continue;
      if (transfer >= 0 && (flag & FLAG_TRANSFER) !== transfer) continue;
      const days = duration[row]!;
      if (days < durationMin || days > durationMax || returnDay[row]! > returnMax) continue;
      if (occupancyOk[occupancy[row]!] === 0) continue;
      const group = groupOf[row]!;
      if (onlyGroup >= 0 && group !== onlyGroup) continue;
      if (nameNeedle !== null) {
        if (nameStamp[group] !== epoch) {
          nameStamp[group] = epoch;
          nameOk[group] = folded[group]?.includes(nameNeedle) ? 1 : 0;
        }
        if (nameOk[group] === 0) continue;
      }
      let fail = regionFail;
      if (boards !== null && boards[board[row]!] === 0) fail |= FAIL.board;
      if (operators !== null && operators[operator[row]!] === 0) fail |= FAIL.operator;
      if (departureAirports !== null && departureAirports[departureAirport[row]!] === 0) fail |= FAIL.departureAirport;
      if (accommodations !== null && accommodations[accommodation[row]!] === 0) fail |= FAIL.accommodation;
      if (priceEurCents[row]! > priceMaxCents) fail |= FAIL.price;
      if (hotelLevel) {
        if (hotelStars2[group]! < minStars2) fail |= FAIL.stars;
        if (
          facilitiesNever ||
          (hotelFacilitiesLo[group]! & wantLo) !== wantLo ||
          (hotelFacilitiesHi[group]! & wantHi) !== wantHi
        ) {
          fail |= FAIL.facilities;
        }
      }
      if (fail === 0) {
        matched++;
        if (collect !== null) collect.push(row);
        else if (stamp[group] !== epoch) {
          stamp[group] = epoch;
          best[group] = row;
          offers[group] = 1;
          touched[touchedCount++] = group;
        } else {
          offers[group]!++;
          const current = best[group]!;
          const price = priceEurCents[row]!;
          const currentPrice = priceEurCents[current]!;
          // Rows are visited in bucket order, not group order, so ties need the full offer order.
          if (price < currentPrice || (price === currentPrice && compareOffers(index, row, current) < 0))
            best[group] = row;
        }
      } else if (facets === null || (fail & (fail - 1)) !== 0) continue;
      if (facets === null) continue;
      // Facet bookkeeping (see FacetCounter): set this row's value bits in its group's record.
      if (facetStamp[group] !== epoch) facets.touch(group);
      const allowed = fail === 0 ? ALL_FACETS : fail;
      const base = group * width;
      // A value is counted for the group when its bit first turns on.
      if ((allowed & FAIL.board) !== 0) {
        const value = board[row]!;
        const word = base + boardAt + (value >>> 5);
        const bit = 1 << (value & 31);
        if ((facetRecord[word]! & bit) === 0) {
          facetRecord[word]! |= bit;
          boardCounts[value]!++;
        }
      }
      if ((allowed & FAIL.operator) !== 0) {
        const value = operator[row]!;
        const word = base + operatorAt + (value >>> 5);
        const bit = 1 << (value & 31);
        if ((facetRecord[word]! & bit) === 0) {
          facetRecord[word]! |= bit;
          operatorCounts[value]!++;
        }
      }
      if ((allowed & FAIL.departureAirport) !== 0) {
        const value = departureAirport[row]!;
        const word = base + airportAt + (value >>> 5);
        const bit = 1 << (value & 31);
        if ((facetRecord[word]! & bit) === 0) {
          facetRecord[word]! |= bit;
          airportCounts[value]!++;
        }
      }
      if ((allowed & FAIL.accommodation) !== 0) {
        const value = accommodation[row]!;
        const word = base + accommodationAt + (value >>> 5);
        const bit = 1 << (value & 31);
        if ((facetRecord[word]! & bit) === 0) {
          facetRecord[word]! |= bit;
          accommodationCounts[value]!++;
        }
      }
      facetMask[group]! |= allowed;
      if ((allowed & FAIL.price) !== 0 && priceEurCents[row]! < facetCheapest[group]!)
        facetCheapest[group] = priceEurCents[row]!;
    }
  }
  scratch.touchedCount = touchedCount;
  return matched;
}
