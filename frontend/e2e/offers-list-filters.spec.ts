import { expect, test } from './fixtures.ts';
import { expectHotels, filters, openList, optionCount, queryOf, totalHotels } from './offers-list-helpers.ts';

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
    await expect(card).toContainText(/od\s\d{1,3}(\s\d{3})*\szł\s\/\sos\./);
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
});
