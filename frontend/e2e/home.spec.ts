import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATUS_LOGGED, expect, seriousAxeViolations, test, waitForHydration } from './fixtures.ts';

/** The build the journeys run against (playwright.config.ts: WEB_DIST or frontend/dist). */
const DIST = process.env['WEB_DIST'] ?? join(import.meta.dirname, '..', 'dist');

test.describe('home page', () => {
  test('renders in Polish with the recommended regions from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    // The main headline is the page's h1 (spec §2); the search form follows (HOME-01).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wakacje z Niemiec nawet o 40% taniej');
    await expect(page.getByRole('heading', { level: 2, name: 'Szukaj wakacji' })).toBeVisible();

    const regions = page.getByRole('region', { name: 'Polecane regiony' });
    await expect(regions.getByRole('link', { name: /Turcja/ })).toHaveText(/Turcja\s+od [\d\s]+zł \/ os\./);
    await expect(regions.getByRole('link', { name: /Turcja/ })).toHaveAttribute('href', '/wakacje/turcja');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('pon.–pt. 9:00–17:00, sobota nieczynne');
    for (const claim of ['do 40%', 'Ponad 860 tys. ofert', '90 000 EUR', '37 touroperatorów', 'od 2002 roku']) {
      await expect(footer).toContainText(claim);
    }
  });

  test('switching to German translates the page and the footer office hours', async ({ page }) => {
    await page.goto('/');
    // Sections below the fold are adopted when their code arrives; a language switch before that
    // makes React render them afresh (and report it), which this journey is not about.
    await waitForHydration(page.getByRole('region', { name: 'Polecane regiony' }).getByRole('link').first());
    await page.getByRole('combobox', { name: 'Język' }).selectOption('de');

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr');
    await expect(footer).toContainText('Sa. 10–14');
    await expect(
      page.getByRole('region', { name: 'Empfohlene Reiseziele' }).getByRole('link', { name: /Türkei/ }),
    ).toBeVisible();

    // The choice is remembered.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(page.getByRole('contentinfo')).toContainText('Sa. 10–14 Uhr');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Polecane regiony' }).getByRole('link').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('an unknown page answers 404, is not indexed and offers the way home', async ({ page, consoleGuard }) => {
    // Chromium logs the document's 404 (decision 028: unknown paths are not found for search engines).
    consoleGuard.allow(STATUS_LOGGED(404));
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy tej strony' })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL('/');
  });

  test('loads no map, admin, grid or chart code (issue 5 budget)', async ({ page }) => {
    // The chunks of the map (Leaflet is bundled into it) and of the admin area, from Vite's manifest.
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const heavy = [
      'src/components/map/place-map.tsx',
      'src/components/layout/admin-layout.tsx',
      'src/app/routes/admin/shell.tsx',
      'src/app/routes/admin/login.tsx',
    ].map((source) => `/${manifest[source]?.file ?? source}`);
    expect(heavy.every((file) => file.startsWith('/assets/'))).toBe(true);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => heavy.includes(script))).toEqual([]);
    expect(scripts.filter((script) => /leaflet|echarts|ag-grid/.test(script))).toEqual([]);
  });

  test("a region's 'from' price is the first price on the page it links to (issue 22)", async ({ page }) => {
    await page.goto('/');
    const turkey = page.getByRole('region', { name: 'Polecane regiony' }).getByRole('link', { name: /Turcja/ });
    const fromPrice = (await turkey.locator('.price').innerText()).replace(/\s/g, '');
    expect(fromPrice).toMatch(/^\d+zł$/);
    await turkey.click();
    await expect(page).toHaveURL(/\/wakacje\/turcja$/);
    const firstCard = page.locator('.list-card').first();
    await expect(firstCard.locator('.list-card__price .price')).toBeVisible();
    expect((await firstCard.locator('.list-card__price .price').innerText()).replace(/\s/g, '')).toBe(fromPrice);
  });
});
