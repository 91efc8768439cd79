import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, seriousAxeViolations, STATUS_LOGGED, test } from './fixtures.ts';
import {
  LIST_API,
  SCREENSHOTS,
  expectHotels,
  filters,
  isListRequest,
  openList,
  optionCount,
  queryOf,
} from './offers-list-helpers.ts';

/** Which filters the panel of an offer type shows, by their labels (spec §4, decision 008). */
function panelFilters(type: 'A' | 'S' | 'C1' | 'C2'): [string, boolean][] {
  const hotel = type === 'A' || type === 'S';
  return [
    ['Wylot z', type !== 'S'],
    ['Powrót do', type !== 'C1'],
    ['Długość pobytu', type !== 'C1'],
    ['Wyżywienie', hotel],
    ['Standard hotelu od', hotel],
    ['Zakwaterowanie', hotel],
    ['Udogodnienia', hotel],
    ['Nazwa hotelu', hotel],
    ['Transfer', type === 'A'],
    ['Touroperatorzy', true],
    ['Uczestnicy', true],
  ];
}

test.describe('offers list (spec §2, §3, §7, §8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test('a new search cancels the request in flight; only the latest answer shows (LIST-15)', async ({ page }) => {
    await openList(page);
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isListRequest(request)) aborted.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    let holdFirst = true;
    await page.route(LIST_API, async (route) => {
      if (holdFirst && queryOf(route.request().url())['boards'] === '2') {
        holdFirst = false;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue().catch(() => undefined);
    });
    const breakfast = filters(page).getByRole('checkbox', { name: /^Śniadania \(/ });
    await breakfast.check();
    await expect(page.getByRole('region', { name: /hotel/ })).toHaveAttribute('aria-busy', 'true');
    await breakfast.uncheck();
    const halfBoard = filters(page).getByRole('checkbox', { name: /^Śniadania i obiadokolacje \(/ });
    const count = await optionCount(halfBoard);
    await halfBoard.check();
    await expectHotels(page, count);
    await expect.poll(() => aborted.length).toBeGreaterThan(0);
    expect(aborted[0]).toMatch(/boards=2&.*ERR_ABORTED/);
    await page.waitForTimeout(1600);
    await expectHotels(page, count);
    await expect(page).toHaveURL(/boards=3$/);
  });

  test('nothing found: change-the-filters hint, five destinations, a contact form that stores an enquiry (LIST-17 to LIST-19, ERR-04)', async ({
    page,
  }) => {
    await page.goto('/offers?hotel_name=nie-ma-takiego-hotelu');
    await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy ofert dla wybranych filtrów' })).toBeVisible();
    await expect(page.getByText(/Spróbuj zmienić filtry/)).toBeVisible();
    const destinations = page.getByRole('region', { name: 'Popularne kierunki' }).getByRole('link');
    await expect(destinations).toHaveText(['Dominikana', 'Turcja', 'Grecja', 'Hiszpania', 'Kuba']);
    for (const [index, slug] of ['dominikana', 'turcja', 'grecja', 'hiszpania', 'kuba'].entries())
      await expect(destinations.nth(index)).toHaveAttribute('href', `/wakacje/${slug}`);

    const form = page.getByRole('region', { name: /Napisz do nas/ });
    await form.getByLabel('Imię i nazwisko').fill('Anna Nowak');
    await form.getByLabel('Wiadomość', { exact: true }).fill('Szukam hotelu, którego nie ma na liście.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('To pole jest wymagane')).toBeVisible();

    await form.getByLabel('E-mail').fill('anna.nowak@example.pl');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/contact/send_message'),
      form.getByRole('button', { name: 'Wyślij wiadomość' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { reference_id } = (await response.json()) as { reference_id: string };
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('phone');
    await expect(form.getByRole('status')).toHaveText(
      `Dziękujemy, wiadomość została wysłana. Numer zgłoszenia: ${reference_id}.`,
    );
  });

  test('an API error shows the message with the refresh hint (LIST-20, ERR-03)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(500));
    await page.route(LIST_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Błąd' } }),
      }),
    );
    await page.goto('/offers');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Prosimy odświeżyć stronę.');
    await expect(alert.getByRole('button', { name: 'Odśwież stronę' })).toBeVisible();
  });

  for (const [path, title, type] of [
    ['/tylko-hotele', 'Tylko hotele', 'S'],
    ['/wakacje', 'Wakacje', 'A'],
    ['/loty-w-jedna-strone', 'Loty w jedną stronę', 'C1'],
    ['/loty-w-dwie-strony', 'Loty w dwie strony', 'C2'],
  ] as const) {
    test(`${path} lists offers of type ${type} with the filters of that type (ROUTE-02 to ROUTE-05, STATE-11 to STATE-14)`, async ({
      page,
    }) => {
      const [request] = await Promise.all([page.waitForRequest(isListRequest), page.goto(path)]);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(queryOf(request.url())['offer_type']).toBe(type);
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      if (type === 'S') await expect(card).not.toContainText('Przelot:');
      if (type === 'C1' || type === 'C2') await expect(card.getByRole('heading')).toContainText('Lot do:');
      if (type === 'A') await expect(card).toContainText('Transfer:');
      // The panel has the filters the type has (spec §4, STATE-11 to STATE-14); hotel filters only for hotels.
      const panel = filters(page);
      for (const [label, shown] of panelFilters(type)) {
        if (shown) await expect(panel, label).toContainText(label);
        else await expect(panel, label).not.toContainText(label);
      }
      // A filter keeps the page and leaves the type out of its URL.
      await filters(page)
        .getByRole('button', { name: /^Uczestnicy/ })
        .click();
      await filters(page).getByRole('button', { name: 'Dorośli: więcej' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?adults_number=3$`));
    });
  }

  test('skeletons have the size of the cards that replace them', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST_API, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/offers?boards=12');
    const skeleton = page.getByTestId('list-card-skeleton').first();
    await expect(skeleton).toBeVisible();
    const before = await skeleton.boundingBox();
    release();
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const after = await card.boundingBox();
    expect(after?.width).toBe(before?.width);
    expect(after?.x).toBe(before?.x);
    expect(after?.y).toBe(before?.y);
  });

  test('no serious accessibility violations: list, no offers, phone filters (axe)', async ({ page }) => {
    await openList(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto('/offers?hotel_name=nie-ma-takiego-hotelu');
    await expect(page.getByRole('region', { name: /Napisz do nas/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page, '/wakacje');
    await page.getByRole('button', { name: /^Filtry/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtry' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('offers list on a phone', () => {
  test('filters open as a dialog, apply at once and close onto the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const all = await openList(page, '/wakacje');
    await page.getByRole('button', { name: /^Filtry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtry' });
    const board = dialog.getByRole('checkbox', { name: /^All inclusive \(/ });
    const count = await optionCount(board);
    await board.check();
    await expect(dialog.getByRole('button', { name: /^Pokaż \d/ })).toHaveText(/^Pokaż \d/);
    await expectHotels(page, count);
    await dialog.getByRole('button', { name: /^Pokaż/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filtry/ })).toBeFocused();
    expect(count).toBeLessThan(all);
  });

  test('Escape in the panel closes only the calendar open in it, then the panel (issue 22)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page, '/wakacje');
    await page.getByRole('button', { name: /^Filtry/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtry' });
    await panel.getByRole('button', { name: /Wyjazd od/ }).click();
    const calendar = page.getByRole('dialog', { name: /Wyjazd od/ });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

for (const width of [390, 1366]) {
  test(`offers list screenshots at ${width}px`, async ({ page }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await openList(page, '/offers?boards=12');
    await page.screenshot({ path: join(SCREENSHOTS, `offers-list-${width}.png`) });
    await page.screenshot({ path: join(SCREENSHOTS, `offers-list-full-${width}.png`), fullPage: true });
    await openList(page, '/loty-w-dwie-strony');
    await page.screenshot({ path: join(SCREENSHOTS, `offers-list-flights-${width}.png`) });
    await page.goto('/offers?hotel_name=nie-ma-takiego-hotelu');
    await expect(page.getByRole('region', { name: /Napisz do nas/ })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, `offers-list-empty-${width}.png`), fullPage: true });
    if (width < 1024) {
      await openList(page, '/wakacje');
      await page.getByRole('button', { name: /^Filtry/ }).click();
      await page.screenshot({ path: join(SCREENSHOTS, `offers-list-filters-${width}.png`) });
    }
  });
}
