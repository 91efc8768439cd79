import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  FILTER_CACHE_LIFETIMES,
  FILTER_CACHE_SOURCES,
  answerLifetime,
  FILTER_CACHE_VERSION,
  FILTER_ENDPOINTS,
  FILTER_NAMES,
  filterCacheKey,
  isFresh,
  readCached,
  writeCached,
  type StorageLike,
} from './filter-cache.ts';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
    removeItem: (key) => {
      delete items[key];
    },
  };
}

const T0 = 1_790_000_000_000;

describe('filter names and lifetimes', () => {
  it('fetches each filter by name from its /filter endpoint (CACHE-01)', () => {
    expect(FILTER_NAMES).toEqual([
      'regions_filter',
      'default_filter',
      'operators_filter',
      'facilities_filter',
      'airports_filter',
    ]);
    expect(FILTER_ENDPOINTS).toEqual({
      regions_filter: '/filter/regions',
      default_filter: '/filter/get_default_filter',
      operators_filter: '/filter/operators',
      facilities_filter: '/filter/facilities',
      airports_filter: '/filter/airports',
    });
  });

  it('caches regions, accommodations, operators and airports for 900000 ms (CACHE-04, CONST-10)', () => {
    expect(FILTER_CACHE_LIFETIMES.regions_filter).toBe(900_000);
    expect(FILTER_CACHE_LIFETIMES.accommodations_filter).toBe(900_000);
    expect(FILTER_CACHE_LIFETIMES.operators_filter).toBe(900_000);
    expect(FILTER_CACHE_LIFETIMES.airports_filter).toBe(900_000);
  });

  it('caches facilities and the default filter for 259200000 ms (CACHE-05, CONST-11)', () => {
    expect(FILTER_CACHE_LIFETIMES.facilities_filter).toBe(259_200_000);
    expect(FILTER_CACHE_LIFETIMES.default_filter).toBe(259_200_000);
  });

  it('takes accommodations from the default filter but keeps them under their own key (OPEN-29)', () => {
    expect(FILTER_CACHE_SOURCES.accommodations_filter).toBe('default_filter');
  });

  it('keeps a fetched default filter fresh only as long as the accommodations in it (OPEN-29)', () => {
    expect(answerLifetime('default_filter')).toBe(900_000);
    expect(answerLifetime('facilities_filter')).toBe(259_200_000);
    expect(answerLifetime('regions_filter')).toBe(900_000);
  });
});

describe('freshness', () => {
  const lifetime = FILTER_CACHE_LIFETIMES.regions_filter;
  const entry = { lastUpdate: T0 };

  it('is fresh at 899999 ms and expired at 900001 ms (CACHE-04)', () => {
    expect(isFresh(entry, T0 + 899_999, lifetime)).toBe(true);
    expect(isFresh(entry, T0 + 900_001, lifetime)).toBe(false);
  });

  it('is fresh when last update plus lifetime is exactly now, not yet in the past (STATE-35)', () => {
    expect(isFresh(entry, T0 + lifetime, lifetime)).toBe(true);
  });

  it('expires 3 days after the last update for facilities (CACHE-05)', () => {
    const facilities = FILTER_CACHE_LIFETIMES.facilities_filter;
    expect(isFresh(entry, T0 + facilities - 1, facilities)).toBe(true);
    expect(isFresh(entry, T0 + facilities + 1, facilities)).toBe(false);
  });

  it('is expired when nothing is stored (STATE-35)', () => {
    expect(isFresh(undefined, T0, lifetime)).toBe(false);
    expect(isFresh(null, T0, lifetime)).toBe(false);
  });

  it('is expired when the last update lies in the future (clock set back)', () => {
    expect(isFresh({ lastUpdate: T0 + 1 }, T0, lifetime)).toBe(false);
  });
});

describe('reading and writing the cache', () => {
  it('stores data with its last-update time and reads it back while fresh (CACHE-03, CACHE-06)', () => {
    const storage = memoryStorage();
    expect(writeCached(storage, 'airports_filter', { airports_list: ['WAW'] }, { now: T0 })).toBe(true);
    expect(JSON.parse(storage.items[filterCacheKey('airports_filter')] ?? '')).toEqual({
      data: { airports_list: ['WAW'] },
      lastUpdate: T0,
    });
    expect(readCached(storage, 'airports_filter', { now: T0 + 899_999 })).toEqual({ airports_list: ['WAW'] });
  });

  it('reads nothing once the entry has expired, so the data is fetched again (CACHE-06)', () => {
    const storage = memoryStorage();
    writeCached(storage, 'airports_filter', { a: 1 }, { now: T0 });
    expect(readCached(storage, 'airports_filter', { now: T0 + 900_001 })).toBeUndefined();
  });

  it('keeps one entry per language', () => {
    const storage = memoryStorage();
    writeCached(storage, 'regions_filter', 'Turcja', { now: T0, locale: 'pl' });
    expect(readCached(storage, 'regions_filter', { now: T0, locale: 'pl' })).toBe('Turcja');
    expect(readCached(storage, 'regions_filter', { now: T0, locale: 'de' })).toBeUndefined();
  });

  it('keys an entry by its name, the cache version and the language', () => {
    expect(FILTER_CACHE_VERSION).toBe(2);
    expect(filterCacheKey('facilities_filter', 'de')).toBe('facilities_filter.v2.de');
    expect(filterCacheKey('facilities_filter')).toBe('facilities_filter.v2');
  });

  it('never reads an entry stored before names came per language, even while it is fresh (D14)', () => {
    // As the cache kept German facilities before version 2: the categories still in Polish.
    const polishCategories = { facilities: [{ id: 1, name: 'Hallenbad', category: 'Basen' }] };
    const storage = memoryStorage({
      'facilities_filter.de': JSON.stringify({ data: polishCategories, lastUpdate: T0 }),
      'default_filter.de': JSON.stringify({ data: { duration: 7 }, lastUpdate: T0 }),
    });
    expect(readCached(storage, 'facilities_filter', { now: T0 + 1000, locale: 'de' })).toBeUndefined();
    expect(readCached(storage, 'default_filter', { now: T0 + 1000, locale: 'de' })).toBeUndefined();
  });

  it('drops the entry of the older version when it stores the new one', () => {
    const storage = memoryStorage({ 'facilities_filter.de': JSON.stringify({ data: 'old', lastUpdate: T0 }) });
    writeCached(storage, 'facilities_filter', 'new', { now: T0, locale: 'de' });
    expect(Object.keys(storage.items)).toEqual(['facilities_filter.v2.de']);
    expect(readCached(storage, 'facilities_filter', { now: T0, locale: 'de' })).toBe('new');
  });

  it('treats corrupt JSON or a malformed entry as absent', () => {
    const storage = memoryStorage({
      [filterCacheKey('regions_filter')]: '{not json',
      [filterCacheKey('airports_filter')]: JSON.stringify({ data: 1 }),
      [filterCacheKey('operators_filter')]: JSON.stringify({ data: 1, lastUpdate: 'yesterday' }),
      [filterCacheKey('facilities_filter')]: 'null',
    });
    for (const key of ['regions_filter', 'airports_filter', 'operators_filter', 'facilities_filter'] as const)
      expect(readCached(storage, key, { now: T0 })).toBeUndefined();
  });

  it('treats data refused by the schema as absent', () => {
    const storage = memoryStorage();
    writeCached(storage, 'default_filter', { duration: 'seven' }, { now: T0 });
    const parse = (data: unknown) => z.object({ duration: z.number() }).parse(data);
    expect(readCached(storage, 'default_filter', { now: T0, parse })).toBeUndefined();
    writeCached(storage, 'default_filter', { duration: 7 }, { now: T0 });
    expect(readCached(storage, 'default_filter', { now: T0, parse })).toEqual({ duration: 7 });
  });

  it('carries on when the browser refuses the storage', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeCached(refusing, 'regions_filter', {}, { now: T0 })).toBe(false);
    expect(readCached(refusing, 'regions_filter', { now: T0 })).toBeUndefined();
  });
});
