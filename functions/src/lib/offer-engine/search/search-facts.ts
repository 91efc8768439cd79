import type { SearchCriteria } from '@app/shared/search-criteria';
import { dayToIsoDate } from '../days.ts';
import type { OfferIndex } from '../offer-index.ts';
import { offerAt } from './offer-view.ts';
import { planQuery } from './query-plan.ts';
import { compareOffers, createScratch, scan } from './scan.ts';
import type { OfferView } from './search-result.ts';

/** Price statistics in whole cents; the median is taken over each group's cheapest offer. */
export interface PriceFacts {
  minCents: number;
  medianCents: number;
}

/**
 * Key facts of everything a search matches (`GET /offers/facts`): what a destination or listing
 * page states in its introduction ("1 240 hotels from 1 299 zł, departures from 6 airports").
 */
export interface SearchFacts {
  offers: number;
  /** Hotels for A/S, destination airports for C1/C2. */
  groups: number;
  cheapest: OfferView | null;
  eur: PriceFacts | null;
  pln: PriceFacts | null;
  firstDeparture: string | null;
  lastDeparture: string | null;
  durationMin: number | null;
  durationMax: number | null;
  operators: number;
  /** Departure airports by matching offers, most first (ties by IATA). */
  departureAirports: { iata: string; offers: number }[];
  /** Countries (region ids) by matching groups, most first. */
  countries: { regionId: number; groups: number }[];
}

const NO_PRICE = 0xffff_ffff;

function priceFacts(prices: Uint32Array): PriceFacts | null {
  if (prices.length === 0) return null;
  const sorted = prices.sort();
  const middle = sorted.length >> 1;
  const medianCents =
    sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  return { minCents: sorted[0]!, medianCents };
}

/** Runs the search's scan once, collecting every matching row, and summarizes them. */
export function searchFacts(index: OfferIndex, criteria: SearchCriteria): SearchFacts {
  const plan = planQuery(index, criteria, false);
  // Facts are occasional page-level reads: a fresh scratch keeps them apart from the hot search path.
  const scratch = createScratch(index);
  scratch.epoch = 1;
  const rows: number[] = [];
  scan(index, plan, scratch, { onlyGroup: -1, collect: rows, facets: null });

  const c = index.columns;
  const cheapestEur = new Uint32Array(scratch.groupCount).fill(NO_PRICE);
  const cheapestPln = new Uint32Array(scratch.groupCount).fill(NO_PRICE);
  const airportOffers = new Uint32Array(index.meta.departureAirports.length + 1);
  const operatorSeen = new Uint8Array(index.meta.operators.length + 1);
  let best = -1;
  let firstDay = Infinity;
  let lastDay = -Infinity;
  let durationMin = Infinity;
  let durationMax = -Infinity;
  for (const row of rows) {
    const group = c.group[row]!;
    cheapestEur[group] = Math.min(cheapestEur[group]!, c.priceEurCents[row]!);
    cheapestPln[group] = Math.min(cheapestPln[group]!, c.pricePlnCents[row]!);
    airportOffers[c.departureAirport[row]!]!++;
    operatorSeen[c.operator[row]!] = 1;
    firstDay = Math.min(firstDay, c.departureDay[row]!);
    lastDay = Math.max(lastDay, c.departureDay[row]!);
    durationMin = Math.min(durationMin, c.duration[row]!);
    durationMax = Math.max(durationMax, c.duration[row]!);
    if (best < 0 || compareOffers(index, row, best) < 0) best = row;
  }

  const groups: number[] = [];
  cheapestEur.forEach((price, group) => {
    if (price !== NO_PRICE) groups.push(group);
  });
  const countryGroups = new Map<number, number>();
  for (const group of groups) {
    const dense = plan.flightOnly ? (index.meta.destinationRegion[group - 1] ?? 0) : (c.hotelRegion[group] ?? 0);
    const country = index.meta.regions[(index.lookups.regionCountry[dense] ?? 0) - 1]?.id;
    if (country !== undefined) countryGroups.set(country, (countryGroups.get(country) ?? 0) + 1);
  }
  const prices = (cheapest: Uint32Array) => priceFacts(Uint32Array.from(groups, (g) => cheapest[g]!));
  return {
    offers: rows.length,
    groups: groups.length,
    cheapest: best < 0 ? null : offerAt(index, best),
    eur: prices(cheapestEur),
    pln: prices(cheapestPln),
    firstDeparture: rows.length === 0 ? null : dayToIsoDate(firstDay),
    lastDeparture: rows.length === 0 ? null : dayToIsoDate(lastDay),
    durationMin: rows.length === 0 || plan.type === 2 ? null : durationMin,
    durationMax: rows.length === 0 || plan.type === 2 ? null : durationMax,
    operators: operatorSeen.reduce((count, seen, code) => count + (code === 0 ? 0 : seen), 0),
    departureAirports: [...airportOffers]
      .flatMap((offers, code) =>
        code === 0 || offers === 0 ? [] : [{ iata: index.meta.departureAirports[code - 1] ?? '', offers }],
      )
      .sort((a, b) => b.offers - a.offers || (a.iata < b.iata ? -1 : 1)),
    countries: [...countryGroups]
      .map(([regionId, count]) => ({ regionId, groups: count }))
      .sort((a, b) => b.groups - a.groups || a.regionId - b.regionId),
  };
}
