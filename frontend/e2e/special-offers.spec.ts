import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';

const API = '**/api/special_offers_list?**';
const TABS = ['All inclusive', 'Last minute', 'Egzotyka', 'Bez paszportu', 'Z dziećmi', 'Wyloty z Niemiec'] as const;
type TabName = (typeof TABS)[number];

/** Spec §9: the defaults of every request, and each tab's return horizon and own parameters. */
const DEFAULTS = {
  adults_number: '2',
  offer_type: 'A',
  duration_min: '7',
  duration_max: '15',
  page: '0',
  limit: '6',
  rating_min: '3',
};
const TAB_RULES: Record<TabName, { months: number; params: Record<string, string> }> = {
  'All inclusive': { months: 6, params: { boards: '12' } },
  'Last minute': { months: 2, params: {} },
  Egzotyka: { months: 2, params: { regions: '200253,200271,200352,200236' } },
  'Bez paszportu': { months: 2, params: { regions: '200217,200206,200200,200205' } },
  'Z dziećmi': { months: 6, params: { children_ages: '7' } },
  'Wyloty z Niemiec': {
    months: 6,
    params: { departure_airports: 'ALL_GER', operators: 'ALL_GER', dates_delta: '180' },
  },
};

/** 23:59:59 of a local calendar day, in Unix seconds (the browser runs in this process's zone). */
function endOfLocalDay(year: number, monthIndex: number, day: number): string {
  return String(new Date(year, monthIndex, day, 23, 59, 59).getTime() / 1000);
}

/** Today plus N calendar months, the day clamped to the end of a shorter month. */
function endOfDayMonthsAhead(months: number): string {
  const today = new Date();
  const lastDay = new Date(today.getFullYear(), today.getMonth() + months + 1, 0).getDate();
  return endOfLocalDay(today.getFullYear(), today.getMonth() + months, Math.min(today.getDate(), lastDay));
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url()).searchParams);
}

const isTabRequest = (request: Request) =>
  request.url().includes('/api/special_offers_list?') && new URL(request.url()).searchParams.has('return_date');

function section(page: Page) {
  return page.getByRole('region', { name: 'Oferty specjalne' });
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(section(page).getByTestId('special-offers-default').getByRole('article').first()).toBeVisible();
}

/** A special offer without a photo, for answers the test controls. */
function offerWithoutPhoto(index: number) {
  return {
    offer_type: 'A',
    is_allinclusive: index === 0,
    is_firstminute: false,
    is_lastminute: index === 1,
    price_pln: 1999.6 + index * 1000,
    subject: {
      name: `Hotel testowy ${index + 1}`,
      description_link: `/hotel/hotel-testowy-${index + 1}?id=T${index + 1}&offer_type=A`,
      image_url: null,
      thumbnail_url: null,
      image_urls: [],
      country_name: 'Hiszpania',
      region_name: 'Majorka',
      rating: 4,
      facilities: [{ type: 'pool' }, { type: 'wifi' }, { type: 'aircon' }],
    },
  };
}

test.describe('special offers on the home page', () => {
  test('six tabs, none chosen; the default block shows the cheapest holidays', async ({ page }) => {
    const [defaultRequest] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/api/special_offers_list?')),
      openHome(page),
    ]);
    const tabs = section(page).getByRole('tablist', { name: 'Rodzaj oferty specjalnej' }).getByRole('tab');
    await expect(tabs).toHaveText([...TABS]);
    for (const tab of await tabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'false');
    expect(queryOf(defaultRequest)).toEqual({ ...DEFAULTS, departure_date: endOfDayMonthsAhead(0) });
    await expect(section(page).getByTestId('special-offers-default')).toContainText('Najtańsze wakacje na 7–15 dni');
  });

  for (const name of TABS) {
    test(`tab ${name} asks with the spec §9 parameters and links 'more offers' without limit`, async ({ page }) => {
      await openHome(page);
      const [request] = await Promise.all([
        page.waitForRequest(isTabRequest),
        section(page).getByRole('tab', { name }).click(),
      ]);
      const rule = TAB_RULES[name];
      const expected = {
        ...DEFAULTS,
        departure_date: endOfDayMonthsAhead(0),
        return_date: endOfDayMonthsAhead(rule.months),
        ...rule.params,
      };
      expect(queryOf(request)).toEqual(expected);

      const more = section(page).getByRole('link', { name: `Więcej ofert: ${name}` });
      const href = new URL((await more.getAttribute('href')) ?? '', 'http://x');
      expect(href.pathname).toBe('/offers');
      const { limit: _limit, ...withoutLimit } = expected;
      expect(Object.fromEntries(href.searchParams)).toEqual(withoutLimit);
    });
  }

  test('a click highlights the tab, hides the default block, shows six skeletons, then the cards', async ({ page }) => {
    await openHome(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(API, async (route: Route) => {
      if (isTabRequest(route.request())) await held;
      await route.continue();
    });

    const tab = section(page).getByRole('tab', { name: 'Last minute' });
    const [response] = await Promise.all([
      page.waitForResponse((r) => isTabRequest(r.request())),
      (async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(section(page).getByRole('tab', { selected: true })).toHaveCount(1);
        await expect(section(page).getByTestId('special-offers-default')).toHaveCount(0);
        const skeletons = section(page).getByTestId('offer-card-skeleton');
        await expect(skeletons).toHaveCount(6);
        const skeletonBox = await skeletons.first().boundingBox();
        release();
        const panel = section(page).getByRole('tabpanel', { name: 'Last minute' });
        await expect(panel.getByRole('article').first()).toBeVisible();
        await expect(skeletons).toHaveCount(0);
        // Skeletons have the final card size, so nothing jumps when the cards arrive.
        const cardBox = await panel.getByRole('article').first().boundingBox();
        expect(cardBox?.width).toBe(skeletonBox?.width);
        expect(cardBox?.height).toBe(skeletonBox?.height);
      })(),
    ]);

    const { offers_list } = (await response.json()) as {
      offers_list: { price_pln: number; subject: { name: string; description_link: string } }[];
    };
    const cards = section(page).getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(offers_list.length);
    const first = offers_list[0];
    if (!first) throw new Error('the seeded feed has last-minute offers');
    const link = cards.first().getByRole('link', { name: first.subject.name });
    await expect(link).toHaveAttribute('href', first.subject.description_link);
    await expect(cards.first()).toContainText(/od\s\d{1,3}(\s\d{3})*\szł \/ os\./);

    await link.click();
    await expect(page).toHaveURL(first.subject.description_link);
  });

  test('cards show name, place, stars, facility icons, badges and a 250x240 placeholder without a photo', async ({
    page,
  }) => {
    await page.route(API, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ offers_list: [0, 1, 2, 3, 4, 5].map(offerWithoutPhoto) }),
      }),
    );
    await page.goto('/');
    const card = section(page).getByRole('article').first();
    await expect(card.getByRole('heading', { name: 'Hotel testowy 1' })).toBeVisible();
    await expect(card).toContainText('Hiszpania, Majorka');
    await expect(card).toContainText('od 2 000 zł / os.');
    await expect(card.getByRole('img', { name: 'Kategoria hotelu: 4 gwiazdki' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Udogodnienia' }).getByRole('listitem')).toHaveText([
      'Basen',
      'Wi-Fi',
      'Klimatyzacja',
    ]);
    await expect(card).toContainText('All inclusive');
    const placeholder = card.getByRole('img', { name: 'Brak zdjęcia hotelu' });
    const box = await placeholder.boundingBox();
    expect([box?.width, box?.height]).toEqual([250, 240]);

    await page.setViewportSize({ width: 390, height: 844 });
    const phoneBox = await placeholder.boundingBox();
    expect([phoneBox?.width, phoneBox?.height]).toEqual([250, 240]);
  });

  test('when the offers cannot be loaded, the section hides itself quietly after the retries (D4)', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    await openHome(page);
    await page.route(API, (route) => (isTabRequest(route.request()) ? route.abort() : route.continue()));
    await section(page).getByRole('tab', { name: 'Z dziećmi' }).click();
    await expect(section(page).getByTestId('offer-card-skeleton')).toHaveCount(6);
    await expect(section(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The rest of the page stays.
    await expect(page.getByRole('region', { name: 'Zapisz się do newslettera' })).toBeVisible();
  });

  test('has no serious accessibility violations, with the default block and with a tab chosen', async ({ page }) => {
    await openHome(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await section(page).getByRole('tab', { name: 'Wyloty z Niemiec' }).click();
    await expect(section(page).getByTestId('offer-card-skeleton')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

/** Git-ignored; open the PNGs and judge them as a traveller would (ui.md). */
const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`special offers and newsletter screenshots at ${width}px`, async ({ page }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width, height });
    await openHome(page);
    const offers = section(page);
    await offers.screenshot({ path: join(SCREENSHOTS, `special-offers-default-${width}.png`) });

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(API, async (route) => {
      if (isTabRequest(route.request())) await held;
      await route.continue();
    });
    await offers.getByRole('tab', { name: 'Last minute' }).click();
    await expect(offers.getByTestId('offer-card-skeleton')).toHaveCount(6);
    await offers.screenshot({ path: join(SCREENSHOTS, `special-offers-loading-${width}.png`), animations: 'disabled' });
    release();
    await expect(offers.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    // The first card's photo is in view; wait for it rather than for lazy ones further along the row.
    await offers
      .getByRole('tabpanel')
      .locator('img')
      .first()
      .evaluate((image: HTMLImageElement) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      );
    await offers.screenshot({ path: join(SCREENSHOTS, `special-offers-tab-${width}.png`) });
    await offers.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.screenshot({ path: join(SCREENSHOTS, `special-offers-in-view-${width}.png`) });

    const newsletter = page.getByRole('region', { name: 'Zapisz się do newslettera' });
    await newsletter.getByLabel('Twój adres e-mail').fill('zły adres');
    await newsletter.getByRole('button', { name: 'Zapisz się' }).click();
    await expect(newsletter.getByText(/Podaj poprawny adres e-mail/)).toBeVisible();
    await newsletter.screenshot({ path: join(SCREENSHOTS, `newsletter-error-${width}.png`) });
    await page.screenshot({ path: join(SCREENSHOTS, `home-with-offers-${width}.png`), fullPage: true });
  });
}
