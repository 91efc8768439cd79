import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Filter data kept in the browser (spec §7): fetched by name, stored in localStorage with the time
 * it was stored, read from there while fresh (15 minutes for regions, airports, operators and the
 * accommodations, three days for facilities; the default filter is fetched again with the
 * accommodations it brings, decision 021), and a failed fetch only logged.
 */

const FILTER_PATHS = {
  regions_filter: '/filter/regions',
  airports_filter: '/filter/airports',
  operators_filter: '/filter/operators',
  facilities_filter: '/filter/facilities',
  default_filter: '/filter/get_default_filter',
} as const;
type FilterName = keyof typeof FILTER_PATHS;
const FILTER_NAMES = Object.keys(FILTER_PATHS) as FilterName[];

const FIFTEEN_MINUTES = 900_000;

/** Each filter path the page asks for, as it asks. */
function recordFilterRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/filter/')) paths.push(path);
  });
  return paths;
}

/**
 * The stored entry of a filter in Polish, parsed; undefined while there is none. Keys carry the
 * cache's version (2 since names came per language, decision 024) and the language.
 */
async function storedEntry(
  page: Page,
  name: FilterName | 'accommodations_filter',
): Promise<{ data: unknown; lastUpdate: unknown } | undefined> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), `${name}.v2.pl`);
  return text === null ? undefined : (JSON.parse(text) as { data: unknown; lastUpdate: unknown });
}

/** The home page with its search form loaded, which asks for all five filters. */
async function openHome(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Szukaj wakacji' }).getByRole('button', { name: 'Szukaj' }),
  ).toBeVisible();
}

test.describe('filter data cache (spec §7)', () => {
  test('each filter is stored in localStorage as answered, in its structure, with the time it was stored (CACHE-03)', async ({
    page,
  }) => {
    const answers = new Map<string, unknown>();
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/filter/')) answers.set(path, await response.json());
    });
    // The browser runs on this machine's clock.
    const before = Date.now();
    await openHome(page);
    for (const name of FILTER_NAMES) await expect.poll(() => storedEntry(page, name), name).toBeDefined();
    const after = Date.now();

    for (const name of FILTER_NAMES) {
      const entry = await storedEntry(page, name);
      expect(entry?.data, name).toEqual(answers.get(FILTER_PATHS[name]));
      expect(entry?.lastUpdate, name).toBeGreaterThanOrEqual(before);
      expect(entry?.lastUpdate, name).toBeLessThanOrEqual(after);
    }
    // The structures of spec §3: regions as a map, a list, special groups and main regions; airports
    // as a map and a list.
    expect(Object.keys((await storedEntry(page, 'regions_filter'))?.data ?? {}).sort()).toEqual([
      'main_regions',
      'regions',
      'regions_list',
      'special_regions',
    ]);
    expect(Object.keys((await storedEntry(page, 'airports_filter'))?.data ?? {}).sort()).toEqual([
      'airports',
      'airports_list',
    ]);
  });

  test('a second load within 15 minutes asks for no filter; after 15 minutes only the 15-minute ones again (CACHE-04, CACHE-06, STATE-35, OPEN-29)', async ({
    page,
  }) => {
    const requested = recordFilterRequests(page);
    await openHome(page);
    await expect.poll(() => storedEntry(page, 'regions_filter')).toBeDefined();
    expect([...requested].sort()).toEqual(Object.values(FILTER_PATHS).sort());
    const stored = (await storedEntry(page, 'regions_filter'))?.lastUpdate as number;

    // Fourteen minutes later: everything comes from localStorage.
    await page.clock.setSystemTime(stored + FIFTEEN_MINUTES - 60_000);
    requested.length = 0;
    await openHome(page);
    await page.getByRole('button', { name: /^Kierunek/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Grecja' })).toBeVisible();
    expect(requested).toEqual([]);

    // Past fifteen minutes: regions, airports, operators and the accommodations (which only the
    // default filter answers, OPEN-29) are fetched again; facilities live three days.
    await page.clock.setSystemTime(stored + FIFTEEN_MINUTES + 60_000);
    requested.length = 0;
    await openHome(page);
    await expect
      .poll(() => [...requested].sort())
      .toEqual(['/filter/airports', '/filter/get_default_filter', '/filter/operators', '/filter/regions']);
    await expect
      .poll(async () => (await storedEntry(page, 'accommodations_filter'))?.lastUpdate)
      .toBeGreaterThan(stored);
    await expect.poll(async () => (await storedEntry(page, 'regions_filter'))?.lastUpdate).toBeGreaterThan(stored);
  });

  test('a failed filter fetch is only logged: no message for the visitor, the form still searches (CACHE-07, ERR-21)', async ({
    page,
    consoleGuard,
  }) => {
    // Chromium reports every blocked request as a console error of its own.
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/filter/**', (route) => route.abort('failed'));
    await openHome(page);

    await expect
      .poll(() => warnings.filter((text) => text.includes('filter data regions_filter could not be loaded')))
      .toHaveLength(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/błąd|nie udało się/i)).toHaveCount(0);
    // Nothing failed is stored, so the next load asks again.
    expect(await storedEntry(page, 'regions_filter')).toBeUndefined();

    const form = page.getByRole('region', { name: 'Szukaj wakacji' });
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/offers\?offer_type=A/);
  });
});
