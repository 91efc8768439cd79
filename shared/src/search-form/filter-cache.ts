import { ROUTES } from '../routes.ts';

/** Filter data is fetched by these names (spec §7, CACHE-01). */
export const FILTER_NAMES = [
  'regions_filter',
  'default_filter',
  'operators_filter',
  'facilities_filter',
  'airports_filter',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The endpoint behind each name (CACHE-01, API-07 to API-11). */
export const FILTER_ENDPOINTS: Readonly<Record<FilterName, string>> = {
  regions_filter: ROUTES.filterRegions.path,
  default_filter: ROUTES.filterDefault.path,
  operators_filter: ROUTES.filterOperators.path,
  facilities_filter: ROUTES.filterFacilities.path,
  airports_filter: ROUTES.filterAirports.path,
};

/**
 * Cache entries: the five names plus accommodations, which arrive inside the default filter but
 * live only 15 minutes, so they are cached under their own key (OPEN-29).
 */
export const FILTER_CACHE_KEYS = [...FILTER_NAMES, 'accommodations_filter'] as const;
export type FilterCacheKey = (typeof FILTER_CACHE_KEYS)[number];

const FIFTEEN_MINUTES = 900_000;
const THREE_DAYS = 259_200_000;

/** Lifetimes in ms (spec §7, §9; CACHE-04, CACHE-05, CONST-10, CONST-11). */
export const FILTER_CACHE_LIFETIMES: Readonly<Record<FilterCacheKey, number>> = {
  regions_filter: FIFTEEN_MINUTES,
  accommodations_filter: FIFTEEN_MINUTES,
  operators_filter: FIFTEEN_MINUTES,
  airports_filter: FIFTEEN_MINUTES,
  facilities_filter: THREE_DAYS,
  default_filter: THREE_DAYS,
};

/** Where each cache entry's data comes from: accommodations from the default filter (OPEN-29). */
export const FILTER_CACHE_SOURCES: Readonly<Record<FilterCacheKey, FilterName>> = {
  regions_filter: 'regions_filter',
  default_filter: 'default_filter',
  operators_filter: 'operators_filter',
  facilities_filter: 'facilities_filter',
  airports_filter: 'airports_filter',
  accommodations_filter: 'default_filter',
};

/**
 * How long a fetched answer stays fresh as a whole: the shortest lifetime of the entries it fills.
 * The default filter (3 days) also fills the accommodations (15 minutes, OPEN-29).
 */
export function answerLifetime(name: FilterName): number {
  const filled = FILTER_CACHE_KEYS.filter((key) => FILTER_CACHE_SOURCES[key] === name);
  return Math.min(...filled.map((key) => FILTER_CACHE_LIFETIMES[key]));
}

export type CachedEntry<T> = { data: T; lastUpdate: number };

/** The part of `localStorage` the cache uses, so tests pass a plain object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Where given, entries of older cache versions are removed as the new ones are written. */
  removeItem?(key: string): void;
}

/**
 * Spec §4 (STATE-35): stored data is expired when its last-update time plus its lifetime is in the
 * past, or when nothing is stored; at exactly the lifetime it is still fresh. A last update in the
 * future (the clock was set back) counts as expired, or the data could outlive its lifetime by
 * however far the clock moved.
 */
export function isFresh(entry: { lastUpdate: number } | null | undefined, now: number, lifetime: number): boolean {
  if (!entry) return false;
  return entry.lastUpdate <= now && entry.lastUpdate + lifetime >= now;
}

/**
 * The shape of the cached data. Raised whenever an answer changes so that an entry stored before
 * would show the wrong thing for up to three days: version 2 came with the names per language of
 * airports, operator groups and facility categories (decision D14, docs/decisions/024); before it, a
 * German visitor's facilities entry held Polish categories ("Basen", "Dla dzieci").
 */
export const FILTER_CACHE_VERSION = 2;

function versionedKey(key: FilterCacheKey, version: number, locale: string | undefined): string {
  // Version 1 had no version in its keys.
  const parts = version === 1 ? [key] : [key, `v${version}`];
  return [...parts, ...(locale ? [locale] : [])].join('.');
}

/**
 * The storage key of an entry: its name, the cache version and the language ("facilities_filter.v2.de").
 * Filter data arrives in the visitor's language (names of regions, facilities, boards), so each
 * language has its own entry; otherwise a language switch would show the old names until the entry
 * expired. An entry of an older version is never read: its key is another one.
 */
export function filterCacheKey(key: FilterCacheKey, locale?: string): string {
  return versionedKey(key, FILTER_CACHE_VERSION, locale);
}

/** The keys the same entry had under the earlier cache versions. */
function olderCacheKeys(key: FilterCacheKey, locale: string | undefined): string[] {
  return Array.from({ length: FILTER_CACHE_VERSION - 1 }, (_, index) => versionedKey(key, index + 1, locale));
}

function readEntry(storage: StorageLike, storageKey: string): CachedEntry<unknown> | undefined {
  try {
    const text = storage.getItem(storageKey);
    if (text === null) return undefined;
    const entry: unknown = JSON.parse(text);
    if (typeof entry !== 'object' || entry === null || !('data' in entry) || !('lastUpdate' in entry)) return undefined;
    const { data, lastUpdate } = entry;
    return typeof lastUpdate === 'number' && Number.isFinite(lastUpdate) ? { data, lastUpdate } : undefined;
  } catch {
    // Corrupt JSON, or storage the browser refuses to open (privacy settings): treated as absent.
    return undefined;
  }
}

/**
 * The cached data when it is still fresh (CACHE-06); `undefined` when missing, expired, corrupt or
 * refused by `parse` (pass the zod schema's `parse`, as for any data crossing a boundary).
 */
export function readCached<T>(
  storage: StorageLike,
  key: FilterCacheKey,
  options: { now: number; locale?: string; parse?: (data: unknown) => T },
): T | undefined {
  const entry = readEntry(storage, filterCacheKey(key, options.locale));
  if (!isFresh(entry, options.now, FILTER_CACHE_LIFETIMES[key]) || !entry) return undefined;
  if (!options.parse) return entry.data as T;
  try {
    return options.parse(entry.data);
  } catch {
    return undefined;
  }
}

/**
 * Stores data with its last-update time (CACHE-03) and drops the same entry of older cache versions,
 * which would otherwise lie in the visitor's storage for good. Returns false when the browser refuses
 * (quota, private mode): the cache is an optimisation, so the page carries on with the fetched data.
 */
export function writeCached<T>(
  storage: StorageLike,
  key: FilterCacheKey,
  data: T,
  options: { now: number; locale?: string },
): boolean {
  for (const older of olderCacheKeys(key, options.locale)) {
    try {
      // First, so a full storage has room for the new entry.
      storage.removeItem?.(older);
    } catch {
      // Refused: the old entry stays, and is never read.
    }
  }
  const entry: CachedEntry<T> = { data, lastUpdate: options.now };
  try {
    storage.setItem(filterCacheKey(key, options.locale), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}
