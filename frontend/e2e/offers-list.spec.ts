import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, seriousAxeViolations, STATUS_LOGGED, test } from './fixtures.ts';

const LIST_API = '**/offers/list?**';
const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/** The query of a request or a page URL. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const isListRequest = (request: Request) => new URL(request.url()).pathname === '/offers/list';

/** "12 345" (with a no-break space) → 12345. */
const number = (text: string) => Number(text.replace(/\D/g, ''));

function totals(page: Page): Locator {
  return page.locator('#results-heading');
}

/** The hotels the totals heading announces, once the list has answered. */
async function totalHotels(page: Page): Promise<number> {
  await expect(totals(page)).toHaveText(/^\d[\d\s]* (hotel|hotele|hoteli|kierun)/);
  return number((await totals(page).textContent())?.split(',')[0] ?? '');
}

function filters(page: Page): Locator {
  return page.getByRole('group', { name: 'Filtry' });
}

/** An option's live count from its label, "All inclusive (1 234)". */
async function optionCount(option: Locator): Promise<number> {
  const name = (await option.getAttribute('aria-label')) ?? (await option.locator('xpath=..').innerText());
  const match = /\(([\d\s\u00a0]+)\)\s*$/.exec(name);
  if (!match?.[1]) throw new Error(`no count in "${name}"`);
  return number(match[1]);
}

async function openList(page: Page, path = '/offers'): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('article').first()).toBeVisible();
  return totalHotels(page);
}

/** Waits until the totals say `hotels` hotels (the count of the option just chosen). */
async function expectHotels(page: Page, hotels: number): Promise<void> {
  await expect(totals(page)).toHaveText(
    new RegExp(`^${hotels.toLocaleString('pl-PL', { useGrouping: true }).replace(/\s/g, '\\s')}\\s`),
  );
}

test.describe('offers list (spec §2, §3, §7, §8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test('each filter narrows the list to the count its option showed (LIST-01, LIST-02, LIST-05, LIST-08)', async ({
    page,
  }) => {
    const all = await openList(page);
    expect(all).toBeGreaterThan(100);

    // A board: the disjunctive count of an option is the list with that option alone chosen.
    const board = filters(page)
      .getByRole('group', { name: 'Wyżywienie' })
      .getByRole('checkbox', { name: /^All inclusive/ });
    const boardCount = await optionCount(board);
    expect(boardCount).toBeGreaterThan(0);
    expect(boardCount).toBeLessThan(all);
    await board.check();
    await expect(page).toHaveURL(/boards=12(&|$)/);
    await expectHotels(page, boardCount);
    await expect(page.getByRole('article').first()).toContainText('Wyżywienie: All inclusive');

    // Hotel standard from five stars, on top of the board.
    const fiveStars = filters(page).getByRole('radio', { name: /^5 gwiazdek/ });
    const starsCount = await optionCount(fiveStars);
    await fiveStars.check();
    await expectHotels(page, starsCount);
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('img', { name: /5 gwiazdek/ }),
    ).toBeVisible();

    // A country, then one of its regions, chosen in the destination tree.
    await filters(page)
      .getByRole('button', { name: /^Kierunek/ })
      .click();
    const greece = filters(page).getByRole('checkbox', { name: /^Grecja \(/ });
    const greeceCount = await optionCount(greece);
    await greece.check();
    await filters(page).getByRole('button', { name: 'Wybierz' }).click();
    await expectHotels(page, greeceCount);
    await expect(page.getByRole('article').first()).toContainText('Grecja');

    await filters(page)
      .getByRole('button', { name: /^Kierunek/ })
      .click();
    await filters(page).getByRole('button', { name: 'Pokaż regiony: Grecja' }).click();
    await filters(page)
      .getByRole('checkbox', { name: /^Grecja/ })
      .uncheck();
    const crete = filters(page).getByRole('checkbox', { name: /^Kreta \(/ });
    const creteCount = await optionCount(crete);
    await crete.check();
    await filters(page).getByRole('button', { name: 'Wybierz' }).click();
    await expectHotels(page, creteCount);
    expect(queryOf(page.url())).toMatchObject({ boards: '12', rating_min: '5', regions: '201021' });
  });

  test('operator, airport, accommodation, facilities, price, trip length and party narrow the list (LIST-03, LIST-04, LIST-06, LIST-07, LIST-09 to LIST-11)', async ({
    page,
  }) => {
    const all = await openList(page);
    // Each filter on its own, from the whole list.
    const narrows = async (change: () => Promise<void>, param: RegExp) => {
      await openList(page);
      await change();
      await expect(page).toHaveURL(param);
      await expect.poll(() => totalHotels(page)).toBeLessThan(all);
    };

    await narrows(async () => {
      await filters(page)
        .getByRole('button', { name: /^Touroperatorzy/ })
        .click();
      const operator = filters(page).getByRole('checkbox', { name: /^DERTOUR \(/ });
      const count = await optionCount(operator);
      await operator.check();
      await expectHotels(page, count);
      await filters(page).getByRole('button', { name: 'Zamknij' }).click();
    }, /operators=DER/);
    await narrows(async () => {
      await filters(page)
        .getByRole('button', { name: /^Wylot z/ })
        .click();
      await filters(page)
        .getByRole('checkbox', { name: /^Monachium/ })
        .check();
      await filters(page).getByRole('button', { name: 'Zamknij' }).click();
    }, /departure_airports=MUC/);
    await narrows(
      () =>
        filters(page)
          .getByRole('checkbox', { name: /^Pokój 2-osobowy/ })
          .check(),
      /accommodations=1(&|$)/,
    );
    await narrows(async () => {
      await filters(page)
        .getByRole('button', { name: /^Udogodnienia/ })
        .click();
      await filters(page)
        .getByRole('checkbox', { name: /^Basen kryty \(/ })
        .check();
      await filters(page).getByRole('button', { name: 'Zamknij' }).click();
    }, /facilities=/);
    await narrows(
      () =>
        filters(page)
          .getByRole('radio', { name: /^do 1\s000 €/ })
          .check(),
      /price_max_eur=1000/,
    );
    await narrows(async () => {
      await filters(page)
        .getByRole('button', { name: /^Długość pobytu/ })
        .click();
      await filters(page).getByLabel('Od (dni)').fill('8');
      await filters(page).getByLabel('Do (dni)').fill('8');
      await filters(page).getByRole('button', { name: 'Zamknij' }).click();
    }, /duration_min=8&duration_max=8/);
    await narrows(async () => {
      await filters(page)
        .getByRole('button', { name: /^Uczestnicy/ })
        .click();
      for (let adults = 3; adults <= 8; adults++)
        await filters(page).getByRole('button', { name: 'Dorośli: więcej' }).click();
      await filters(page).getByRole('button', { name: 'Dzieci: więcej' }).click();
    }, /adults_number=8&children_ages=7/);
  });

  test('last minute, first minute and all inclusive narrow the list to what they say (LIST-12 to LIST-14)', async ({
    page,
  }) => {
    const all = await openList(page);
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return date;
    };
    const firstDeparture = async () => {
      const text = (await page.getByRole('article').first().innerText()).match(/Termin: (\d\d)\.(\d\d)\.(\d{4})/);
      if (!text) throw new Error('no dates on the card');
      return new Date(Number(text[3]), Number(text[2]) - 1, Number(text[1]));
    };

    await filters(page).getByRole('checkbox', { name: 'Last minute' }).check();
    await expect(page).toHaveURL(/dates_delta=13/);
    await expect.poll(() => totalHotels(page)).toBeLessThan(all);
    expect((await firstDeparture()).getTime()).toBeLessThanOrEqual(day(14).getTime());

    await filters(page).getByRole('checkbox', { name: 'First minute' }).check();
    await expect(filters(page).getByRole('checkbox', { name: 'Last minute' })).not.toBeChecked();
    await expect(page).not.toHaveURL(/dates_delta/);
    await expect.poll(async () => (await firstDeparture()).getTime()).toBeGreaterThanOrEqual(day(89).getTime());

    await filters(page).getByRole('checkbox', { name: 'First minute' }).uncheck();
    await expect(page).not.toHaveURL(/departure_date/);
    const allInclusive = filters(page).getByRole('checkbox', {
      name: 'All inclusive',
      exact: true,
    });
    await allInclusive.first().check();
    await expect(page).toHaveURL(/boards=12,13/);
    await expect.poll(() => totalHotels(page)).toBeLessThan(all);
    await expect(page.getByRole('article').first()).toContainText(/Wyżywienie: (Ultra a|A)ll inclusive/);
  });

  test('cards show the display fields of spec §3 and link to the hotel page (LIST-16, ROUTE-07)', async ({ page }) => {
    await openList(page, '/offers?boards=12&adults_number=2&operators=FTI&rating_min=3&page=0');
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card.getByRole('img', { name: /^Kategoria hotelu:/ })).toBeVisible();
    for (const label of [
      'Termin',
      'Wyżywienie',
      'Zakwaterowanie',
      'Przelot',
      'Transfer',
      'Pociąg na lotnisko',
      'Dostępność',
      'Organizator',
    ])
      await expect(card.getByText(`${label}:`, { exact: true })).toBeVisible();
    await expect(card).toContainText(/Dostępność: (dostępna|na zapytanie)/);
    await expect(card).toContainText(/Transfer: (w cenie|brak)/);
    await expect(card).toContainText(/od \d{1,3}(\s\d{3})*\szł\s\/\sos\./);
    await expect(card).toContainText(/\d{1,3}(\s\d{3})*\s€ \/ os\./);
    await expect(page.getByText(/1 € = \d,\d+ zł/)).toBeVisible();

    // Only the ROUTE-07 parameters of the search stay (rating_min, page, limit and sort are dropped).
    const href = new URL((await card.getByRole('link').getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toMatch(/^\/hotel\/[a-z0-9-]+$/);
    expect(Object.keys(queryOf(href.href)).sort()).toEqual([
      'adults_number',
      'boards',
      'id',
      'offer_type',
      'operator_code',
    ]);
    expect(queryOf(href.href)).toMatchObject({ boards: '12', operator_code: 'FTI', offer_type: 'A' });
  });

  test('the URL is the search: reload shows the same page, Back returns to the previous filters (ROUTE-01)', async ({
    page,
  }) => {
    const all = await openList(page);
    const board = filters(page).getByRole('checkbox', { name: /^Śniadania \(/ });
    const count = await optionCount(board);
    await board.check();
    await expectHotels(page, count);
    const sort = page.getByRole('combobox', { name: 'Sortuj' });
    await sort.selectOption('stars');
    await expect(page).toHaveURL(/boards=2&sort=stars/);
    await page.goBack();
    await expect(sort).toHaveValue('price');
    await page.goForward();
    await expect(sort).toHaveValue('stars');
    await page.getByRole('navigation', { name: 'Strony wyników' }).getByRole('link', { name: 'Strona 2' }).click();
    await expect(page).toHaveURL(/boards=2&sort=stars&page=1/);
    const firstOnPage2 = await page.getByRole('article').first().getByRole('heading').innerText();

    await page.reload();
    await expectHotels(page, count);
    await expect(filters(page).getByRole('checkbox', { name: /^Śniadania \(/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sortuj' })).toHaveValue('stars');
    await expect(page.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstOnPage2);

    await page.goBack();
    await expect(page).toHaveURL(/boards=2&sort=stars$/);
    await page.goBack();
    await expect(page).toHaveURL(/boards=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/offers$/);
    await expectHotels(page, all);
    await expect(filters(page).getByRole('checkbox', { name: /^Śniadania \(/ })).not.toBeChecked();
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

  test('a popular destination opens its holidays (ROUTE-06)', async ({ page }) => {
    const [request] = await Promise.all([page.waitForRequest(isListRequest), page.goto('/wakacje/grecja')]);
    await expect(page.getByRole('heading', { level: 1, name: 'Wakacje – Grecja' })).toBeVisible();
    expect(queryOf(request.url())).toMatchObject({ offer_type: 'A', regions: '200217' });
    await expect(page.getByRole('article').first()).toContainText('Grecja');
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
    test(`${path} lists offers of type ${type} (ROUTE-02 to ROUTE-05)`, async ({ page }) => {
      const [request] = await Promise.all([page.waitForRequest(isListRequest), page.goto(path)]);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(queryOf(request.url())['offer_type']).toBe(type);
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      if (type === 'S') await expect(card).not.toContainText('Przelot:');
      if (type === 'C1' || type === 'C2') await expect(card.getByRole('heading')).toContainText('Lot do:');
      if (type === 'A') await expect(card).toContainText('Transfer:');
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
