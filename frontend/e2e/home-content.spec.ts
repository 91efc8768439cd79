import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './fixtures.ts';

/** The seeded demo content (scripts/src/seed/home-content.ts). */
const MAIN_HEADLINE = 'Wakacje z Niemiec nawet o 40% taniej';
const OTHER_HEADLINES = [
  'Turcja i Egipt all inclusive od 1\u00a0999\u00a0zł',
  'Słońce Karaibów – Dominikana i Kuba',
  'Rodzinne wakacje bez stresu',
];
const CATEGORIES: Record<string, string> = {
  'All inclusive': '/offers?boards=12',
  Turcja: '/wakacje/turcja',
  'Grecja i wyspy': '/wakacje/grecja',
  Hiszpania: '/wakacje/hiszpania',
  Karaiby: '/wakacje/dominikana',
  'Tylko hotele': '/tylko-hotele',
};
const TILES: Record<string, string> = {
  'Polecane przez specjalistów': '/offers?rating_min=4&sort=rating',
  'Wyloty z Niemiec': '/offers?departure_airports=ALL_GER&operators=ALL_GER',
  Egzotyka: '/offers?regions=200253,200271,200352,200236',
  'Wakacje z dziećmi': '/offers?children_ages=7',
  'Bez paszportu': '/offers?regions=200217,200206,200200,200205',
};

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const headlines = (page: Page) => page.getByRole('region', { name: 'Najważniejsze oferty' });
const categories = (page: Page) => page.getByRole('region', { name: 'Wybierz swój styl wakacji' });

test.describe('home content on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
  });

  test('the headlines slider turns by itself, with dots and no arrows (HOME-04, HEAD-01..03)', async ({ page }) => {
    const slider = headlines(page);
    await expect(slider.getByRole('tab')).toHaveCount(4);
    await expect(slider.locator('.splide__arrow')).toHaveCount(0);
    await expect(slider.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' })).toBeVisible();

    const active = slider.getByRole('tab', { selected: true });
    await expect(active).toHaveAccessibleName('Przejdź do slajdu 1');
    // Autoplay every 6 s with a 3 s transition.
    await expect(active).toHaveAccessibleName('Przejdź do slajdu 2', { timeout: 12_000 });
  });

  test('a headline is a link with intro, header and sub-header; the main one is the only h1 (HEAD-05/06)', async ({
    page,
  }) => {
    const slider = headlines(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIN_HEADLINE);
    await expect(page.locator('h1')).toHaveCount(1);

    const slides = slider.locator('.splide__slide:not(.splide__slide--clone)');
    const main = slides.filter({ has: page.locator('h1') }).getByRole('link');
    await expect(main).toHaveAttribute('href', '/offers');
    await expect(main).toContainText('Ponad 860 tys. ofert od 37 touroperatorów');
    await expect(main).toContainText('Wylot z Polski lub z Niemiec, rezerwacja i opieka po polsku');
    for (const header of OTHER_HEADLINES) {
      await expect(slides.locator('h2', { hasText: header })).toHaveCount(1);
    }
  });

  test('the pause button stops the slider and starts it again', async ({ page }) => {
    const slider = headlines(page);
    const pause = slider.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' });
    await pause.click();
    await expect(slider.getByRole('button', { name: 'Wznów automatyczne przewijanie' })).toBeVisible();
    await slider.getByRole('button', { name: 'Wznów automatyczne przewijanie' }).click();
    await expect(pause).toBeVisible();
  });

  test('categories: titles with one picture, the first chosen; each links to its short_url (HOME-07, CAT-01/02/05)', async ({
    page,
  }) => {
    const section = categories(page);
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText(Object.keys(CATEGORIES));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(section.locator('img:visible')).toHaveCount(1);

    await waitForHydration(tabs.first());
    for (const [title, url] of Object.entries(CATEGORIES)) {
      await section.getByRole('tab', { name: title }).click();
      const panel = section.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: title })).toBeVisible();
      await expect(panel.getByRole('link', { name: `Zobacz oferty – ${title}` })).toHaveAttribute('href', url);
      await expect(section.locator('img:visible')).toHaveCount(1);
      await expect
        .poll(() => panel.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }

    await section.getByRole('tab', { name: 'Turcja' }).click();
    await section.getByRole('link', { name: 'Zobacz oferty – Turcja' }).click();
    await expect(page).toHaveURL('/wakacje/turcja');
  });

  test('the inspiration title and the five category tiles (HOME-09/10)', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Szukasz inspiracji?' });
    await expect(section.getByRole('heading', { level: 2, name: 'Szukasz inspiracji?' })).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(5);
    for (const [title, url] of Object.entries(TILES)) {
      await expect(section.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', url);
    }
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await expect(categories(page).getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Szukasz inspiracji?' }).getByRole('link')).toHaveCount(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('home content on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
  });

  test('the headlines are a carousel the visitor turns: no autoplay, the main one still the only h1 (HOME-05, HEAD-04)', async ({
    page,
  }) => {
    const carousel = headlines(page);
    await expect(carousel.getByRole('tab')).toHaveCount(4);
    await expect(carousel.getByRole('button', { name: /przewijanie/ })).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MAIN_HEADLINE);

    await carousel.getByRole('tab', { name: 'Przejdź do slajdu 4' }).click();
    await expect(carousel.getByRole('tab', { selected: true })).toHaveAccessibleName('Przejdź do slajdu 4');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('categories are an accordion: a click opens an item, a second click closes it (CAT-03/04/05)', async ({
    page,
  }) => {
    const section = categories(page);
    await expect(section.getByRole('tab')).toHaveCount(0);
    const greece = section.getByRole('button', { name: 'Grecja i wyspy' });
    const link = section.getByRole('link', { name: 'Zobacz oferty – Grecja i wyspy' });
    await expect(greece).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();

    await waitForHydration(greece);
    await greece.click();
    await expect(greece).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', CATEGORIES['Grecja i wyspy'] ?? '');

    await greece.click();
    await expect(greece).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  test('recommended regions are an endless carousel (HOME-08, REGION-02)', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Polecane regiony' });
    const carousel = section.getByRole('group', { name: 'Polecane regiony' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'karuzela');
    await expect(carousel.getByRole('tab')).toHaveCount(3);
    await expect(carousel.getByRole('tab', { selected: true })).toHaveAccessibleName('Przejdź do slajdu 1');

    // Backwards from the first category wraps round to the last one.
    await carousel.getByRole('button', { name: 'Przejdź do ostatniego slajdu' }).click();
    await expect(carousel.getByRole('tab', { selected: true })).toHaveAccessibleName('Przejdź do slajdu 3');
    await expect(carousel.getByRole('link', { name: /Turcja/ })).toHaveAttribute('href', '/wakacje/turcja');
  });

  test('the five category tiles are there on a phone too', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Szukasz inspiracji?' }).getByRole('link')).toHaveCount(5);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await expect(categories(page).getByRole('button').first()).toBeVisible();
    await waitForHydration(categories(page).getByRole('button').first());
    await categories(page).getByRole('button').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

/** Git-ignored; open the PNGs and judge them as a traveller would (ui.md). */
const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test.describe('home content screenshots', () => {
  test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  for (const { name, width, height } of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1366, height: 900 },
  ]) {
    test(`at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Szukasz inspiracji?' }).getByRole('link')).toHaveCount(5);
      const section = categories(page);
      if (name === 'phone') {
        await waitForHydration(section.getByRole('button', { name: 'Turcja' }));
        await section.getByRole('button', { name: 'Turcja' }).click();
      }
      // Let the lazy pictures below the fold load before the full-page shot.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('.tile img, .category__picture')]
              .filter((img) => img.offsetParent !== null)
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOTS, `home-content-${name}-${width}.png`), fullPage: true });
      const sections = {
        headlines: headlines(page),
        inspiration: page.getByRole('region', { name: 'Szukasz inspiracji?' }),
        categories: section,
        regions: page.getByRole('region', { name: 'Polecane regiony' }),
      };
      for (const [part, locator] of Object.entries(sections)) {
        await locator.screenshot({ path: join(SCREENSHOTS, `home-${part}-${name}-${width}.png`) });
      }
    });
  }
});
