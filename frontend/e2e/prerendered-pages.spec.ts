import type { APIRequestContext } from '@playwright/test';
import { STATUS_LOGGED, expect, seriousAxeViolations, test } from './fixtures.ts';

/**
 * Pages rendered to HTML at build time (issue 5: the home page paints before its scripts; issue 6:
 * destination pages that search engines read without JavaScript) and then adopted by React.
 */
const TILES = /tile\.openstreetmap\.org/;
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  // The test machine is offline: map tiles are answered with a blank image.
  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
});

test.describe('destination pages (SEO-01, SEO-02)', () => {
  test('the HTML has the title, description, canonical, hreflang and JSON-LD before any script runs', async ({
    request,
  }) => {
    const html = await (await request.get('/wakacje/turcja')).text();
    expect(html).toMatch(/<html lang="pl"/);
    expect(html).toMatch(/<title>Turcja – [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/wakacje\/turcja"/);
    for (const [lang, path] of [
      ['pl', '/wakacje/turcja'],
      ['en', '/en/wakacje/turcja'],
      ['de', '/de/wakacje/turcja'],
      ['x-default', '/wakacje/turcja'],
    ]) {
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" (hrefLang|hreflang)="${lang}" href="https://[^"]+${path}"`),
      );
    }
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.stringify(JSON.parse(jsonLd))).toContain('TouristDestination');
    // All four panels are in the document; the information ones are readable without JavaScript.
    expect(html).toContain('id="destination-panel-region_information"');
    expect(html).toContain('id="destination-panel-practical_information"');

    const english = await (await request.get('/en/wakacje/turcja')).text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).toMatch(/<title>Turkey – /);
  });

  test('without JavaScript the page shows its heading, tabs and information', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/wakacje/grecja/kreta');
    await expect(page.getByRole('heading', { level: 1, name: 'Kreta' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Grecja' }).first()).toHaveAttribute('href', '/wakacje/grecja');
    await context.close();
  });

  test('tabs switch through the URL: ?tab= opens a tab, clicking one changes it, Back returns', async ({ page }) => {
    await page.goto('/wakacje/turcja?tab=practical_information');
    await expect(page.getByRole('tab', { name: 'Informacje praktyczne' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#destination-panel-practical_information')).toBeVisible();
    await expect(page.locator('#destination-panel-offers_list')).toBeHidden();

    await page.getByRole('tab', { name: 'Mapa' }).click();
    await expect(page).toHaveURL(/\?tab=map$/);
    await expect(page.locator('#destination-panel-map')).toBeVisible();
    await expect(page.locator('#destination-panel-map .leaflet-marker-icon').first()).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Informacje praktyczne' })).toHaveAttribute('aria-selected', 'true');

    // OPEN-32: a missing or unknown tab opens the offers.
    await page.goto('/wakacje/turcja?tab=weather');
    await expect(page.getByRole('tab', { name: 'Oferty' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the offers tab searches the destination on the SEO dates (SEO-03)', async ({ page }) => {
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/offers/list'),
      page.goto('/wakacje/grecja'),
    ]);
    const query = Object.fromEntries(new URL(request.url()).searchParams);
    expect(query).toMatchObject({ regions: '200217' });
    expect(Number(query['return_date'])).toBeGreaterThan(Number(query['departure_date']));
    await expect(page.locator('#destination-panel-offers_list').getByRole('article').first()).toContainText('Grecja');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('each language has its URL: switching the language moves to it', async ({ page }) => {
    await page.goto('/en/wakacje/turcja');
    await expect(page.getByRole('heading', { level: 1, name: 'Turkey' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveURL(/\/de\/wakacje\/turcja$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Türkei' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an unknown destination is not found, with 404 (decision 028)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(404));
    expect((await page.goto('/wakacje/atlantyda'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
    expect((await page.goto('/fr/wakacje/turcja'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
  });
});

test.describe('hotel pages (decision 028)', () => {
  /** A hotel page of the offer, as search engines find it: from the hotels' sitemap. */
  async function firstHotelPage(request: APIRequestContext): Promise<string> {
    const sitemap = await (await request.get('/hotel-pages/sitemap.xml')).text();
    const url = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '';
    return new URL(url).pathname + new URL(url).search;
  }

  test('the HTML has the title, description, canonical, hreflang and JSON-LD before any script runs', async ({
    request,
  }) => {
    const path = await firstHotelPage(request);
    expect(path).toMatch(/^\/hotel\/[a-z0-9-]+\?id=[\w-]+$/);
    const response = await request.get(`${path}&tab=map`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<html lang="pl"/);
    expect(head).toMatch(/<title>[^<]+ – oferty i opinie \| Wakacje z Niemiec<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    const canonical = new RegExp(`<link rel="canonical" href="https://[^"]+${path.replace(/[?]/g, '\\?')}"`);
    expect(head).toMatch(canonical);
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default" href="https:\/\/[^"]+\/hotel\//);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(head)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Hotel',
      aggregateRating: { '@type': 'AggregateRating', bestRating: 6 },
      makesOffer: { '@type': 'Offer', priceCurrency: 'PLN' },
    });
  });

  test('the page renders over its document in the browser, and the document leaves with it', async ({
    page,
    request,
  }) => {
    const path = await firstHotelPage(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await page
      .getByRole('link', { name: /strona główna/ })
      .first()
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('[data-server-head]')).toHaveCount(0);
  });
});

test.describe('home page', () => {
  test('its HTML already holds the headlines; React adopts it without a mismatch on a later day', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<h1 class="headline__title">[^<]+<\/h1>/);
    expect(html).toContain('id="query-state"');
    // Dates the build could not know (tomorrow's default departure) must not break hydration: the
    // console guard fails this test on any mismatch React reports.
    await page.clock.install({ time: Date.now() + 3 * 86_400_000 });
    await page.goto('/');
    await expect(
      page.locator('section.search-form').getByRole('button', { name: 'Szukaj', exact: true }),
    ).toBeVisible();
    await expect(page.locator('.carousel--static')).toHaveCount(0);
  });
});

test.describe('pages rendered in the browser', () => {
  test("paint the site's frame before their scripts run, then the page replaces it", async ({
    browser,
    baseURL,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const frame = await context.newPage();
    await frame.goto('/offers?offer_type=A');
    await expect(frame.getByRole('link', { name: /strona główna/ })).toBeVisible();
    await expect(frame.getByRole('status')).toBeAttached();
    await context.close();

    await page.goto('/offers?offer_type=A');
    await expect(page.locator('.app-shell')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('every page has exactly one description, its own', async ({ page, request }) => {
    const home = await (await request.get('/')).text();
    expect(home.match(/<meta name="description"/g)).toHaveLength(1);
    for (const [path, text] of [
      ['/hotele', /^Znajdź hotel po nazwie/],
      ['/tylko-hotele', /.+/],
      ['/wakacje/turcja', /^Wakacje w Turcji/],
    ] as const) {
      await page.goto(path);
      const descriptions = page.locator('meta[name="description"]');
      await expect(descriptions).toHaveCount(1);
      await expect(descriptions).toHaveAttribute('content', text);
    }
  });
});
