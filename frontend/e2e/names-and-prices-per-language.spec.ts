import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SCREENSHOTS } from './offers-list-helpers.ts';

/**
 * The German version in German (issue 22): the search form's and the offers list's reference data
 * named in German, internal codes never on screen (D14), and prices led by the euro amount (D13).
 * SHOTS_DIR puts the screenshots elsewhere than frontend/screenshots.
 */

const SHOTS = process.env['SHOTS_DIR'] ?? SCREENSHOTS;
/** Polish names that the German data once showed (issue 22) and must not any more. */
const POLISH_WORDS = ['Niemcy', 'Polska', 'Basen', 'Plaża', 'Dla dzieci', 'Monachium', 'Norymberga'];
const INTERNAL_CODES = /ALL_POL|ALL_GER/;
const WIDTHS = [390, 1366];

/**
 * Every page opens in German, as after choosing it in the language switch. The browser also holds
 * what the filter cache kept before names came per language: German facilities with Polish categories,
 * stored a minute ago under the old key, so fresh by its time; it must not be shown (D14).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('lang', 'de');
    if (window.sessionStorage.getItem('stale-cache-seeded') !== null) return;
    window.sessionStorage.setItem('stale-cache-seeded', 'yes');
    const facilities = [
      { id: 16, name: 'Basen zewnętrzny', category: 'Basen' },
      { id: 25, name: 'Plaża piaszczysta', category: 'Plaża' },
      { id: 40, name: 'Mini klub', category: 'Dla dzieci' },
    ];
    window.localStorage.setItem(
      'facilities_filter.de',
      JSON.stringify({ data: { facilities }, lastUpdate: Date.now() - 60_000 }),
    );
  });
});

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
}

/** The legends of an open dropdown's groups. */
function groupHeadings(panel: Locator): Locator {
  return panel.locator('fieldset > legend');
}

/** No word of the list, and no internal code, in what the element shows. */
async function expectNoPolishNamesOrCodes(element: Locator): Promise<void> {
  for (const word of POLISH_WORDS) await expect(element, word).not.toContainText(word, { useInnerText: true });
  await expect(element).not.toContainText(INTERNAL_CODES, { useInnerText: true });
}

/** Opens a dropdown by its label and gives its panel. */
async function openDropdown(scope: Locator, label: string): Promise<Locator> {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const panel = scope.getByRole('dialog', { name: label, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

for (const width of WIDTHS) {
  test(`at ${width}px the search form heads its departure airports in German and shows no internal code (WIDGET-07, D14)`, async ({
    page,
  }) => {
    await setWidth(page, width);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const form = page.getByRole('region', { name: 'Urlaub suchen' });
    const airports = await openDropdown(form, 'Abflug ab');

    await expect(groupHeadings(airports)).toHaveText(['Beliebt', 'Polen', 'Deutschland', 'Andere']);
    await expect(airports.getByRole('checkbox', { name: 'Alle Flughäfen in Deutschland' })).toBeVisible();
    await expect(airports.getByRole('checkbox', { name: 'Alle Flughäfen in Polen' })).toBeVisible();
    await expect(airports.getByRole('checkbox', { name: /^München MUC/ })).toBeVisible();
    await expectNoPolishNamesOrCodes(airports);
    await expect(page.locator('body')).not.toContainText(INTERNAL_CODES, { useInnerText: true });
    // The groups of Poland and Germany, each led by its virtual airport, in view.
    await airports.getByRole('group', { name: 'Polen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `search-form-airports-de-${width}.png`) });
    await airports.screenshot({ path: join(SHOTS, `search-form-airports-panel-de-${width}.png`) });

    // Choosing a virtual airport names it in the closed box, never by its code.
    await airports.getByRole('checkbox', { name: 'Alle Flughäfen in Deutschland' }).check();
    await airports.getByRole('button', { name: 'Schließen' }).click();
    await expect(form.getByRole('button', { name: /^Abflug ab/ })).toContainText('Alle Flughäfen in Deutschland');
    await expect(page.locator('body')).not.toContainText(INTERNAL_CODES, { useInnerText: true });
  });
}

test('the offers list filters name operator groups and facility categories in German, never by Polish names or codes (D14)', async ({
  page,
}) => {
  await setWidth(page, 1366);
  await page.goto('/offers?departure_airports=ALL_GER&operators=ALL_GER');
  await expect(page.getByRole('article').first()).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filter', exact: true });

  // The chosen virtual airport and operator are named in the closed boxes.
  await expect(filters.getByRole('button', { name: /^Abflug ab/ })).toContainText('Alle Flughäfen in Deutschland');
  await expect(filters.getByRole('button', { name: /^Reiseveranstalter/ })).toContainText(
    'Alle deutschen Reiseveranstalter',
  );

  const airports = await openDropdown(filters, 'Abflug ab');
  await expect(groupHeadings(airports)).toHaveText(['Beliebt', 'Polen', 'Deutschland', 'Andere']);
  await expectNoPolishNamesOrCodes(airports);
  await airports.getByRole('button', { name: 'Schließen' }).click();

  const operators = await openDropdown(filters, 'Reiseveranstalter');
  await expect(groupHeadings(operators).first()).toHaveText('Deutschland');
  await expect(groupHeadings(operators)).toContainText(['Deutschland', 'Polen']);
  await expect(
    operators.getByRole('group', { name: 'Deutschland' }).getByRole('checkbox').first(),
  ).toHaveAccessibleName('Alle deutschen Reiseveranstalter');
  await expectNoPolishNamesOrCodes(operators);
  await operators.screenshot({ path: join(SHOTS, 'offers-list-operators-de-1366.png') });
  await operators.getByRole('button', { name: 'Schließen' }).click();

  // The facilities come fresh in German although the browser held Polish ones under the old key.
  const facilities = await openDropdown(filters, 'Ausstattung');
  // In German alphabetical order, as the API sorts them.
  await expect(groupHeadings(facilities)).toContainText(['Für Kinder', 'Pool', 'Strand']);
  await expectNoPolishNamesOrCodes(facilities);
  await facilities.screenshot({ path: join(SHOTS, 'offers-list-facilities-de-1366.png') });
  await facilities.getByRole('button', { name: 'Schließen' }).click();
  expect(await page.evaluate(() => window.localStorage.getItem('facilities_filter.de'))).toBeNull();

  await expect(page.locator('body')).not.toContainText(INTERNAL_CODES, { useInnerText: true });
});

for (const width of WIDTHS) {
  test(`at ${width}px a German offers list leads each card's price with euro, zloty after it (D13)`, async ({
    page,
  }) => {
    await setWidth(page, width);
    await page.goto('/offers');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();

    const offer = card.locator('.list-card__offer');
    // "ab 1.234 € / Pers." then "5.249 PLN / Pers.", German grouping with a dot.
    await expect(offer.locator('p').first()).toHaveText(/^ab\s\d{1,3}(\.\d{3})*\s€\s\/\sPers\.$/);
    await expect(offer.locator('p').nth(1)).toHaveText(/^\d{1,3}(\.\d{3})*\sPLN\s\/\sPers\.$/);
    await expect(card.locator('.price').first()).toContainText('€');
    await expect(card).not.toContainText(INTERNAL_CODES, { useInnerText: true });
    await page.screenshot({ path: join(SHOTS, `offers-list-de-${width}.png`) });
    await offer.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(SHOTS, `offers-list-card-de-${width}.png`) });
  });
}
