import type { FacetCount } from '../offers.ts';
import { ancestorIds, type RegionTree } from '../search-form/destinations.ts';
import { STAR_CHOICES } from '../search-form/price-stars.ts';

/**
 * Live counts next to the offers list's filter options (spec §2), from the disjunctive facets of
 * GET /offers/list: each facet counts hotels (destination airports for flights) under every filter
 * but its own, so the count of an option is what the list would hold with that option alone chosen.
 */
export const FACET_NAMES = [
  'boards',
  'stars',
  'operators',
  'departure_airports',
  'regions',
  'accommodations',
  'facilities',
  'price_eur',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Counts keyed by the value as text, so numeric ids and codes are looked up alike. */
export type FacetCounts = ReadonlyMap<string, number>;

/** One facet of an answer as a lookup; an answer without that facet gives an empty one. */
export function facetCounts(
  facets: Readonly<Record<string, readonly FacetCount[]>> | undefined,
  name: FacetName,
): FacetCounts {
  return new Map((facets?.[name] ?? []).map(({ value, count }) => [String(value), count]));
}

/** An option's count: 0 when the facet does not list it (no hotel has it under the other filters). */
export function countOf(counts: FacetCounts, value: string | number): number {
  return counts.get(String(value)) ?? 0;
}

export type CountedOption<V> = { value: V; label: string; count?: number };

/**
 * Reference options (boards, accommodations, …) in their own order with their counts. Options with no
 * hotel stay listed with 0, so the list does not jump as filters change; without an answer yet
 * (`counts` undefined) no count is shown rather than a misleading 0.
 */
export function withCounts<V extends string | number>(
  options: readonly { value: V; label: string }[],
  counts: FacetCounts | undefined,
): CountedOption<V>[] {
  return options.map((option) =>
    counts === undefined ? { ...option } : { ...option, count: countOf(counts, option.value) },
  );
}

/**
 * Hotels per "standard from N stars" choice (0 = any). The stars facet counts each hotel once under
 * its whole stars (3.5 under 3), and `rating_min` keeps stars ≥ N, so "from N" is the sum of the
 * counts from N up — a half-star hotel below N sits in a lower step, as it should.
 */
export function starChoiceCounts(counts: FacetCounts): Map<number, number> {
  const result = new Map<number, number>();
  for (const choice of STAR_CHOICES) {
    let total = 0;
    for (const [value, count] of counts) if (Number(value) >= choice) total += count;
    result.set(choice, total);
  }
  return result;
}

/** Maximum prices per person offered as one-click choices (EUR, multiples of the 250 EUR facet step). */
export const PRICE_CHOICES = [500, 1000, 1500, 2000, 3000, 5000] as const;
/** The width of the price facet's steps (docs/api.md: buckets of 250 EUR by their lower bound). */
export const PRICE_FACET_STEP = 250;

/**
 * Hotels whose cheapest offer per person is below a maximum, from the price facet's 250 EUR steps:
 * the sum of the steps that end at or below it. Exact for maxima on a step boundary, except that a
 * price of exactly the maximum (to the cent) sits in the next step and is not counted.
 */
export function priceChoiceCount(counts: FacetCounts, maxEur: number): number {
  let total = 0;
  for (const [value, count] of counts) if (Number(value) + PRICE_FACET_STEP <= maxEur) total += count;
  return total;
}

/**
 * A region's count in the destination tree. The region facet counts every level of a hotel's region
 * path, but while regions are chosen the server counts only within the countries of the chosen ones
 * (decision 008): elsewhere the count is unknown (undefined), not 0.
 */
export function regionCount(
  counts: FacetCounts,
  tree: RegionTree,
  selected: readonly number[],
  id: number,
): number | undefined {
  if (selected.length > 0) {
    const countryOf = (region: number) => ancestorIds(tree, region).at(-1) ?? region;
    const countries = new Set(selected.filter((region) => tree.nodes.has(region)).map(countryOf));
    if (countries.size > 0 && !countries.has(countryOf(id))) return undefined;
  }
  return countOf(counts, id);
}
