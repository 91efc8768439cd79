import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { StorageLike } from '@app/shared/search-form/filter-cache';
import { getFilterData } from './get-filter-data.ts';

const DEFAULT_FILTER = {
  accommodation_list: [{ id: 1, name: 'Pokój dwuosobowy' }],
  duration: { default: '7', list: ['7', '14'] },
  alimentations_list: [{ id: 2, name: 'Śniadania' }],
};
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const MINUTE = 60_000;

function memoryStorage(): StorageLike & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()].sort(),
  };
}

let fetch: Mock<() => Promise<Response>>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  fetch = vi.fn(() => Promise.resolve(Response.json(DEFAULT_FILTER)));
  window.fetch = fetch;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the default filter in the browser cache (OPEN-29, CACHE-04; decision 021)', () => {
  it('stores its accommodations under their own key, beside the whole answer', async () => {
    const storage = memoryStorage();
    expect(await getFilterData('default_filter', 'pl', { storage })).toEqual(DEFAULT_FILTER);
    expect(storage.keys()).toEqual(['accommodations_filter.v2.pl', 'default_filter.v2.pl']);
    expect(JSON.parse(storage.getItem('accommodations_filter.v2.pl') ?? '')).toEqual({
      data: DEFAULT_FILTER.accommodation_list,
      lastUpdate: T0,
    });
  });

  it('answers from the cache for 15 minutes, then asks again for the accommodations', async () => {
    const storage = memoryStorage();
    await getFilterData('default_filter', 'pl', { storage });
    vi.setSystemTime(T0 + 15 * MINUTE);
    expect(await getFilterData('default_filter', 'pl', { storage })).toEqual(DEFAULT_FILTER);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 15 * MINUTE + 1);
    await getFilterData('default_filter', 'pl', { storage });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes the accommodations from their own entry while both are fresh', async () => {
    const storage = memoryStorage();
    await getFilterData('default_filter', 'pl', { storage });
    const changed = [{ id: 9, name: 'Apartament' }];
    storage.setItem('accommodations_filter.v2.pl', JSON.stringify({ data: changed, lastUpdate: T0 }));
    expect((await getFilterData('default_filter', 'pl', { storage })).accommodation_list).toEqual(changed);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps data that lives 3 days for 3 days: facilities (CACHE-05)', async () => {
    fetch.mockImplementation(() =>
      Promise.resolve(Response.json({ facilities: [{ id: 1, name: 'Basen', category: 'Hotel' }] })),
    );
    const storage = memoryStorage();
    await getFilterData('facilities_filter', 'pl', { storage });
    vi.setSystemTime(T0 + 16 * MINUTE);
    await getFilterData('facilities_filter', 'pl', { storage });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('filter data cached before names came per language (D14, decision 024)', () => {
  const GERMAN = { facilities: [{ id: 1, name: 'Pool', category: 'Pool' }] };
  // What a German visitor's browser kept before: facility categories still in Polish.
  const POLISH_CATEGORIES = { facilities: [{ id: 1, name: 'Pool', category: 'Basen' }] };

  it('is not used, even while fresh: the German facilities are fetched again and stored anew', async () => {
    fetch.mockImplementation(() => Promise.resolve(Response.json(GERMAN)));
    const storage = memoryStorage();
    storage.setItem('facilities_filter.de', JSON.stringify({ data: POLISH_CATEGORIES, lastUpdate: T0 - MINUTE }));

    expect(await getFilterData('facilities_filter', 'de', { storage })).toEqual(GERMAN);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.keys()).toEqual(['facilities_filter.v2.de']);
  });
});
