import type { FacilitiesFilter, OperatorsFilter } from '../filters.ts';
import { matchesTerm, searchTerm } from './search-text.ts';

/** Price per person in EUR (spec §5, §9: a number, minimum 0, step 50; VAL-41). */
export const PRICE_MIN = 0;
export const PRICE_STEP = 50;
/** The largest price the search accepts (the server's price_max_eur bound). */
export const PRICE_MAX = 1_000_000;

/**
 * The price box's value as sent: '' or anything that is not a number means no limit, a negative
 * number is rejected (no limit, VAL-41); otherwise it is rounded up to the 50 step (1234 → 1250),
 * up so a typed maximum never hides offers the visitor asked for, and capped at the search's bound.
 * A decimal comma is read as a point ("99,5"), as Polish visitors type it.
 */
export function normalizePrice(text: string | number): number | undefined {
  const trimmed = typeof text === 'number' ? text : text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < PRICE_MIN) return undefined;
  return Math.min(PRICE_MAX, Math.ceil(value / PRICE_STEP) * PRICE_STEP);
}

/** Hotel standard "from" choices (spec §5: 0 to 5, 0 = any; WIDGET-19). */
export const STAR_CHOICES = [0, 1, 2, 3, 4, 5] as const;
export type StarChoice = (typeof STAR_CHOICES)[number];

export function isStarChoice(value: number): value is StarChoice {
  return (STAR_CHOICES as readonly number[]).includes(value);
}

/** The rating_min sent for a hotel standard: none for 0 ("any", VAL-42), the stars otherwise (FORM-07). */
export function ratingMinParam(stars: number): number | undefined {
  return isStarChoice(stars) && stars > 0 ? stars : undefined;
}

export type FacilityItem = FacilitiesFilter['facilities'][number];
export type FacilityGroup = { category: string; facilities: FacilityItem[] };

/** Facility search lists at most this many entries (spec §5, VAL-44, CONST-15). */
export const FACILITY_SEARCH_LIMIT = 80;

/** Facilities grouped by category (WIDGET-21), categories and facilities in the server's order. */
export function groupFacilities(facilities: readonly FacilityItem[]): FacilityGroup[] {
  const groups = new Map<string, FacilityItem[]>();
  for (const facility of facilities)
    groups.set(facility.category, [...(groups.get(facility.category) ?? []), facility]);
  return [...groups].map(([category, items]) => ({ category, facilities: items }));
}

/**
 * Facilities whose name or category contains the text (folded, regex characters removed), at most
 * `limit` (80) of them (VAL-44). An empty text is no search: every facility, for the grouped list.
 */
export function searchFacilities(
  facilities: readonly FacilityItem[],
  text: string,
  limit: number = FACILITY_SEARCH_LIMIT,
): FacilityItem[] {
  const term = searchTerm(text);
  if (term === '') return [...facilities];
  return facilities.filter((facility) => matchesTerm(term, facility.name, facility.category)).slice(0, limit);
}

export type OperatorEntry = { code: string; name: string; country: string; virtual: boolean };
export type OperatorGroup = { country: string; operators: OperatorEntry[] };

/**
 * Operator checkboxes grouped by country (WIDGET-18) in the server's order. A virtual operator
 * (ALL_GER, keyed Niemcy) heads the group of its country, since it stands for all of them.
 */
export function groupOperators(data: OperatorsFilter): OperatorGroup[] {
  const groups: OperatorGroup[] = data.operators.map((group) => ({
    country: group.country,
    operators: group.operators.map((operator) => ({ ...operator, virtual: false })),
  }));
  for (const operator of Object.values(data.virtual)) {
    const entry = { ...operator, virtual: true };
    const group = groups.find((candidate) => candidate.country === operator.country);
    if (group) group.operators.unshift(entry);
    else groups.push({ country: operator.country, operators: [entry] });
  }
  return groups;
}

/**
 * Operators whose name or code contains the text (folded, regex characters removed); a country
 * whose name matches keeps all its operators. Groups left empty are dropped.
 */
export function searchOperators(groups: readonly OperatorGroup[], text: string): OperatorGroup[] {
  const term = searchTerm(text);
  if (term === '') return groups.map((group) => ({ ...group, operators: [...group.operators] }));
  return groups
    .map((group) => ({
      country: group.country,
      operators: matchesTerm(term, group.country)
        ? [...group.operators]
        : group.operators.filter((operator) => matchesTerm(term, operator.name, operator.code)),
    }))
    .filter((group) => group.operators.length > 0);
}
