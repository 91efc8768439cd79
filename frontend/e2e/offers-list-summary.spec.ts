import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { filters, totalHotels } from './offers-list-helpers.ts';

/**
 * The results page of issue 22, item 6: a heading that sums up the search, removable chips for the
 * active filters, and a filter column that stays in view on desktop. SHOTS_DIR, when set, is where
 * the phone and desktop screenshots go.
 */

const TURKEY = 200210;
const SHOTS = process.env['SHOTS_DIR'];

/** A calendar day `days` from now; noon UTC is the same day in the browser's zone and Warsaw's. */
function dayAhead(days: number): { iso: string; unix: number } {
  const now = new Date();
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12);
  return { iso: new Date(noon).toISOString().slice(0, 10), unix: noon / 1000 };
}

/** DD.MM, or DD.MM.YYYY when the range leaves this year (the heading's rule). */
function shortRange(from: string, to: string): string {
  const thisYear = String(new Date().getFullYear());
  const short = from.startsWith(thisYear) && to.startsWith(thisYear);
  const day = (iso: string) => {
    const [year, month, date] = iso.split('-');
    return short ? `${date}.${month}` : `${date}.${month}.${year}`;
  };
  return `${day(from)}–${day(to)}`;
}

const FROM = dayAhead(30);
const TO = dayAhead(60);
const SEARCH = `/offers?regions=${TURKEY}&departure_date=${FROM.unix}&return_date=${TO.unix}&adults_number=2&children_ages=5`;

function chips(page: Page) {
  return page.getByRole('list', { name: /^(Aktywne filtry|Aktive Filter)$/ });
}

test.describe('the results page sums up the search (issue 22)', () => {
  test('the heading names the destination, the party and the dates in Polish', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 2, name: /^Turcja · / })).toHaveText(
      `Turcja · 2 dorosłych, 1 dziecko · ${shortRange(FROM.iso, TO.iso)}`,
    );
    await expect(chips(page).getByRole('button', { name: 'Usuń filtr: Turcja' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('and in German, with German names', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'de'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 2, name: /^Türkei · / })).toHaveText(
      `Türkei · 2 Erwachsene, 1 Kind · ${shortRange(FROM.iso, TO.iso)}`,
    );
    await expect(chips(page).getByRole('button', { name: 'Filter entfernen: Türkei' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: 'Alle entfernen' })).toBeVisible();
  });

  test('a ticked filter shows as a chip; removing the chip unticks it and takes it out of the URL', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/offers');
    const all = await totalHotels(page);
    const board = filters(page)
      .getByRole('group', { name: 'Wyżywienie' })
      .getByRole('checkbox', { name: /^All inclusive/ });
    await board.check();
    await expect(page).toHaveURL(/boards=12(&|$)/);
    const chip = chips(page).getByRole('button', { name: 'Usuń filtr: All inclusive' });
    await expect(chip).toBeVisible();
    await expect.poll(() => totalHotels(page)).toBeLessThan(all);

    await chip.click();
    await expect(board).not.toBeChecked();
    await expect(page).not.toHaveURL(/boards=/);
    await expect(chips(page)).toHaveCount(0);
    await expect.poll(() => totalHotels(page)).toBe(all);
  });

  test('on a 1366 px screen the filter column stays in view while the results scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(SEARCH);
    await expect(page.getByRole('article').first()).toBeVisible();
    const column = page.locator('.offers-list__filters');
    // Far down, to where the results end: below them the column ends too, as its layout does.
    await page.evaluate(() => {
      const results = document.querySelector('.offers-list__results')?.getBoundingClientRect();
      // At once: the site scrolls smoothly, and a position read mid-way would be no position.
      window.scrollTo({ top: window.scrollY + (results?.bottom ?? 0) - window.innerHeight, behavior: 'instant' });
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await column.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    // Its last filter can be reached inside it, the results staying where they are.
    const scrolled = await page.evaluate(() => window.scrollY);
    await column.hover();
    await page.mouse.wheel(0, 3000);
    await expect(filters(page).getByRole('searchbox', { name: 'Nazwa hotelu' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'offers-list-summary-1366.png') });
  });

  test('on a phone the chips are 44 px targets and the filters stay in their dialog', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${SEARCH}&boards=12&rating_min=4`);
    await expect(page.getByRole('article').first()).toBeVisible();
    const buttons = chips(page).getByRole('button');
    await expect(buttons).toHaveCount(6);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expect(page.locator('.offers-list__filters')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Filtry/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'offers-list-summary-390.png'), fullPage: false });
  });
});

test.describe('the cards of the results page (issue 22)', () => {
  test('a card gives what a party of adults pays together beside the price per person', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const answer = page.waitForResponse((response) => response.url().includes('/offers/list'));
    await page.goto('/offers?adults_number=3');
    const body = (await (await answer).json()) as { offers: { price_per_person_pln: number }[] };
    const first = body.offers[0];
    if (!first) throw new Error('the list answered no offers');
    const total = Math.round(first.price_per_person_pln * 3);
    const card = page.getByRole('article').first();
    await expect(card).toContainText(/Razem za 3 osoby: [\d\s]+zł/u);
    const shown = (await card.locator('.party-total').innerText()).split(':')[1]?.replace(/\D/gu, '');
    expect(Number(shown)).toBe(total);

    await page.goto('/offers?adults_number=1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('.party-total')).toHaveCount(0);
  });

  test('on a phone a card is compact, its action in view with its price', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/offers');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const cta = card.getByText('Zobacz ofertę');
    await expect(cta).toBeVisible();
    const box = await cta.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // Photo, name, facts, price and action within one and a half screens.
    const cardBox = await card.boundingBox();
    expect(cardBox?.height).toBeLessThan(844 * 1.5);
  });
});
