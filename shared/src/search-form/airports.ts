import type { AirportsFilter, FilterAirport } from '../filters.ts';
import { AIRPORT_GROUPS } from '../reference-data.ts';
import { foldDiacritics } from '../text.ts';
import { matchesTerm, searchTerm } from './search-text.ts';

// The agreed import path of the front end; the rule itself is shared by every search box.
export { sanitizeSearch } from './search-text.ts';

export type AirportGroupName = (typeof AIRPORT_GROUPS)[number];
export type AirportGroup = { name: AirportGroupName; airports: FilterAirport[] };

/**
 * The multi-select's sections in the fixed order Popularne, Polska, Niemcy, Inne (WIDGET-07), each
 * keeping the server's order; a section with no airport is left out rather than shown empty.
 */
export function groupAirports(data: Pick<AirportsFilter, 'airports_list'>): AirportGroup[] {
  return AIRPORT_GROUPS.map((name) => ({
    name,
    airports: data.airports_list.filter((airport) => airport.group === name),
  })).filter((group) => group.airports.length > 0);
}

/** The parts of a comma-separated search, each folded; empty parts are ignored. */
function searchParts(text: string): string[] {
  return text
    .split(',')
    .map(searchTerm)
    .filter((part) => part !== '');
}

function matches(airport: FilterAirport, part: string): boolean {
  return matchesTerm(part, airport.name, airport.unicodeName, airport.iata);
}

function matchesExactly(airport: FilterAirport, part: string): boolean {
  return [airport.name, airport.unicodeName, airport.iata].some((text) => foldDiacritics(text) === part);
}

/**
 * Airports whose name, accent-free name or IATA code contains the text, ignoring case and Polish
 * letters (WIDGET-08). "WAW, Berlin" lists the matches of each part; an empty text lists them all.
 */
export function searchAirports(airports: readonly FilterAirport[], text: string): FilterAirport[] {
  const parts = searchParts(text);
  if (parts.length === 0) return [...airports];
  return airports.filter((airport) => parts.some((part) => matches(airport, part)));
}

/**
 * Spec §5: a comma-separated search selects every airport it lists (VAL-38); a single search that
 * exactly names one airport — its code or its full name — selects it (VAL-39). Otherwise the
 * selection is unchanged. The result keeps the earlier choices first. Pass the selection as it was
 * before the text changed, so matches of a half-typed part ("WAW,K") do not stay selected.
 */
export function selectionFromSearch(
  airports: readonly FilterAirport[],
  text: string,
  selected: readonly string[],
): string[] {
  const parts = searchParts(text);
  let found: FilterAirport[] = [];
  if (text.includes(',')) found = searchAirports(airports, text);
  else if (parts.length === 1) {
    const exact = airports.filter((airport) => matchesExactly(airport, parts[0] ?? ''));
    if (exact.length === 1) found = exact;
  }
  const result = [...selected];
  for (const airport of found) if (!result.includes(airport.iata)) result.push(airport.iata);
  return result;
}
