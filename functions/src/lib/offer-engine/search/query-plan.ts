import type { SearchCriteria } from '@app/shared/search-criteria';
import { foldDiacritics } from '@app/shared/text';
import { warsawDay } from '../days.ts';
import { FLAG_TRANSFER, OFFER_TYPE_CODES, type OfferIndex } from '../offer-index.ts';

/** Bits of the filters that have a facet; a row failing exactly one still counts for that facet. */
export const FAIL = {
  board: 1,
  stars: 2,
  operator: 4,
  departureAirport: 8,
  region: 16,
  accommodation: 32,
  facilities: 64,
  price: 128,
} as const;

/** The criteria translated into codes, masks and ranges the scan loop compares directly. */
export interface QueryPlan {
  type: number;
  flightOnly: boolean;
  /** Departure day window (inclusive) and latest return day. */
  dayFrom: number;
  dayTo: number;
  returnMax: number;
  durationMin: number;
  durationMax: number;
  /** 1 for the occupancy classes the party fits, indexed by occupancy code. */
  occupancyOk: Uint8Array;
  /** -1 any, else the wanted value of the transfer flag bit. */
  transfer: number;
  nameNeedle: string | null;
  /** Allowed dictionary codes (1 = allowed), null when the filter is absent. */
  boards: Uint8Array | null;
  operators: Uint8Array | null;
  departureAirports: Uint8Array | null;
  accommodations: Uint8Array | null;
  priceMaxCents: number;
  minStars2: number;
  facilitiesLo: number;
  facilitiesHi: number;
  /** A wanted facility no hotel can have (unknown id): every hotel fails the facilities filter. */
  facilitiesNever: boolean;
  /** Dense regions the region filter selects; null when there is none. */
  selectedRegions: Uint8Array | null;
  /** Dense regions whose buckets are scanned. */
  scanRegions: number[];
}

const NO_LIMIT = 0xffff_ffff;
const MAX_DAY = 65_535;

function mask(size: number, codes: Iterable<number | undefined>): Uint8Array {
  const allowed = new Uint8Array(size + 1);
  for (const code of codes) if (code !== undefined) allowed[code] = 1;
  return allowed;
}

function expandAirports(index: OfferIndex, iatas: readonly string[]): (number | undefined)[] {
  const countryOf: Record<string, string> = { ALL_GER: 'DE', ALL_POL: 'PL' };
  const codes = index.lookups.departureAirportCode;
  return iatas.flatMap((iata) => {
    const country = countryOf[iata];
    if (!country) return [codes.get(iata)];
    return index.meta.reference.airports
      .filter((airport) => airport.country === country && airport.role === 'departure' && !airport.virtual)
      .map((airport) => codes.get(airport.iata));
  });
}

function expandOperators(index: OfferIndex, codes: readonly string[]): (number | undefined)[] {
  const lookup = index.lookups.operatorCode;
  return codes.flatMap((code) =>
    code === 'ALL_GER'
      ? index.meta.reference.operators
          .filter((o) => o.country === 'Niemcy' && !o.virtual)
          .map((o) => lookup.get(o.code))
      : [lookup.get(code)],
  );
}

/** A region selects itself and all its descendants. */
function expandRegions(index: OfferIndex, ids: readonly number[]): Uint8Array {
  const { regionIndex, regionChildren, regionCount } = index.lookups;
  const selected = new Uint8Array(regionCount);
  const stack = ids.map((id) => regionIndex.get(id)).filter((dense) => dense !== undefined);
  for (let dense = stack.pop(); dense !== undefined; dense = stack.pop()) {
    if (selected[dense] === 1) continue;
    selected[dense] = 1;
    stack.push(...(regionChildren[dense] ?? []));
  }
  return selected;
}

/**
 * With facets, a region search also scans the rest of the selected regions' countries: the
 * regions facet is disjunctive within those countries (other countries would cost a full scan).
 */
function regionsToScan(index: OfferIndex, selected: Uint8Array | null, facets: boolean): number[] {
  const { regionCount, regionCountry } = index.lookups;
  const all = Array.from({ length: regionCount }, (_, dense) => dense);
  if (selected === null) return all;
  if (!facets) return all.filter((dense) => selected[dense] === 1);
  const countries = new Set(all.filter((dense) => selected[dense] === 1).map((dense) => regionCountry[dense]));
  return all.filter((dense) => dense !== 0 && countries.has(regionCountry[dense]));
}

/**
 * Children younger than an offer's child age are children; older ones count as adults. Judged
 * once per occupancy class instead of once per row.
 */
function occupancyTable(index: OfferIndex, criteria: SearchCriteria): Uint8Array {
  const ages = criteria.children_ages ?? [];
  const party = criteria.adults_number + ages.length;
  const ok = new Uint8Array(index.meta.occupancies.length + 1);
  index.meta.occupancies.forEach(([minAdults, maxAdults, maxChildren, maxPersons, childMaxAge], position) => {
    const children = ages.filter((age) => age < childMaxAge).length;
    const adults = party - children;
    ok[position + 1] =
      adults >= minAdults && adults <= maxAdults && children <= maxChildren && party <= maxPersons ? 1 : 0;
  });
  return ok;
}

export function planQuery(index: OfferIndex, criteria: SearchCriteria, facets: boolean): QueryPlan {
  const type = Math.max(0, OFFER_TYPE_CODES.indexOf(criteria.offer_type));
  const flightOnly = type >= 2;
  const hotelOnly = type === 1;
  const { lookups } = index;

  const dayFrom = criteria.departure_date === undefined ? 0 : warsawDay(criteria.departure_date);
  const returnMax = criteria.return_date === undefined ? MAX_DAY : warsawDay(criteria.return_date);
  const deltaEnd =
    criteria.departure_date !== undefined && criteria.dates_delta !== undefined
      ? dayFrom + criteria.dates_delta
      : MAX_DAY;
  // A trip cannot leave after it returns, so the return limit also bounds the departure window.
  const dayTo = Math.min(deltaEnd, returnMax);

  // Spec §4: S has no departure airports, C1 no duration, C1/C2 no hotel (name, stars, facilities).
  const durationApplies = type !== 2;
  const name = flightOnly ? '' : foldDiacritics(criteria.hotel_name?.trim() ?? '');

  let facilitiesLo = 0;
  let facilitiesHi = 0;
  let facilitiesNever = false;
  if (!flightOnly) {
    for (const id of criteria.facilities ?? []) {
      const bit = lookups.facilityBit.get(id);
      if (bit === undefined) facilitiesNever = true;
      else if (bit < 32) facilitiesLo |= 1 << bit;
      else facilitiesHi |= 1 << (bit - 32);
    }
  }

  const selectedRegions = criteria.regions ? expandRegions(index, criteria.regions) : null;
  // Board, room and transfer describe a hotel stay, which a flight-only offer does not have. The
  // search form keeps them when the visitor switches to the flight tab and the offers list hides
  // them on flights, so a flight search ignores them instead of finding nothing (decision 022).
  const boards = flightOnly ? undefined : criteria.boards;
  const accommodations = flightOnly ? undefined : criteria.accommodations;
  const transfer = flightOnly ? undefined : criteria.transfer;
  const airports = hotelOnly ? undefined : criteria.departure_airports;
  return {
    type,
    flightOnly,
    dayFrom,
    dayTo,
    returnMax,
    durationMin: durationApplies ? (criteria.duration_min ?? 0) : 0,
    durationMax: durationApplies ? (criteria.duration_max ?? 255) : 255,
    occupancyOk: occupancyTable(index, criteria),
    transfer: transfer === undefined ? -1 : transfer === '2' ? FLAG_TRANSFER : 0,
    nameNeedle: name === '' ? null : name,
    boards: boards
      ? mask(
          index.meta.boards.length,
          boards.map((id) => lookups.boardCode.get(id)),
        )
      : null,
    operators: criteria.operators
      ? mask(index.meta.operators.length, expandOperators(index, criteria.operators))
      : null,
    departureAirports: airports ? mask(index.meta.departureAirports.length, expandAirports(index, airports)) : null,
    accommodations: accommodations
      ? mask(
          index.meta.accommodations.length,
          accommodations.map((id) => lookups.accommodationCode.get(id)),
        )
      : null,
    priceMaxCents: criteria.price_max_eur === undefined ? NO_LIMIT : Math.floor(criteria.price_max_eur * 100 + 1e-6),
    minStars2: flightOnly ? 0 : Math.ceil((criteria.rating_min ?? 0) * 2 - 1e-9),
    facilitiesLo,
    facilitiesHi,
    facilitiesNever,
    selectedRegions,
    scanRegions: regionsToScan(index, selectedRegions, facets),
  };
}
