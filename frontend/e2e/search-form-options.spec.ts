import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectHotels, filters, openList, optionCount } from './offers-list-helpers.ts';

/**
 * The home page search form beyond search-form.spec.ts: the flight-type selector, the 'more options'
 * widgets one by one, the phone's destination dropdown and the URL's values taken once (spec §2, §4,
 * §5). Labels and ids are those of the seeded filter data (GET /filter/...).
 */

/** The search parameters of the page's current URL. */
const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** The search form, whatever its heading says (it names the kind of trip chosen). */
function searchForm(page: Page): Locator {
  return page.locator('section.search-form:not(.search-form--placeholder)');
}

async function openForm(page: Page, path = '/', width = 1366): Promise<Locator> {
  await page.setViewportSize({ width, height: width < 1024 ? 812 : 900 });
  await page.goto(path);
  const form = searchForm(page);
  await expect(form.getByRole('button', { name: 'Szukaj' })).toBeVisible();
  return form;
}

async function openMoreOptions(page: Page, path = '/'): Promise<Locator> {
  const form = await openForm(page, path);
  await form.getByRole('button', { name: 'Więcej opcji' }).click();
  return form;
}

/** Submits the form and gives the query of the /offers page it lands on. */
async function submit(form: Locator): Promise<Record<string, string>> {
  const page = form.page();
  await form.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/offers\?/);
  return searchOf(page.url());
}

test.describe('search form: flight type (spec §2, D6)', () => {
  test('two radios, one way and two ways, none ticked meaning any flight; C1 and C2 land on /offers with their offer_type (FORM-03)', async ({
    page,
  }) => {
    const form = await openForm(page);
    await form.getByRole('tab', { name: 'Bilety lotnicze' }).click();
    const flightType = form.getByRole('group', { name: 'Rodzaj lotu' });
    await expect(flightType.getByRole('radio')).toHaveCount(2);
    const oneWay = flightType.getByRole('radio', { name: 'W jedną stronę' });
    const twoWays = flightType.getByRole('radio', { name: 'W dwie strony' });
    // Neither ticked: C, any flight.
    await expect(oneWay).not.toBeChecked();
    await expect(twoWays).not.toBeChecked();
    await oneWay.check();
    await twoWays.check();
    await expect(oneWay).not.toBeChecked();
    await oneWay.check();
    const oneWayQuery = await submit(form);
    expect(oneWayQuery).toMatchObject({ offer_type: 'C1', flight_type: 'C1' });
    // One way has no trip length (spec §4).
    expect(oneWayQuery).not.toHaveProperty('duration_min');

    await openForm(page);
    await form.getByRole('tab', { name: 'Bilety lotnicze' }).click();
    await twoWays.check();
    const twoWaysQuery = await submit(form);
    expect(twoWaysQuery).toMatchObject({ offer_type: 'C2', flight_type: 'C2' });
    expect(twoWaysQuery).toHaveProperty('duration_min');
  });

  test('the selector shows for C, C1 and C2 only: not for A, S or GROUP (FORM-04)', async ({ page }) => {
    const form = await openForm(page, '/?offer_type=C1&flight_type=C1');
    const flightType = form.getByRole('group', { name: 'Rodzaj lotu' });
    await expect(form.getByRole('tab', { name: 'Bilety lotnicze' })).toHaveAttribute('aria-selected', 'true');
    await expect(flightType.getByRole('radio', { name: 'W jedną stronę' })).toBeChecked();

    await openForm(page, '/?offer_type=C2&flight_type=C2');
    await expect(flightType.getByRole('radio', { name: 'W dwie strony' })).toBeChecked();
    await form.getByRole('tab', { name: 'Tylko hotele' }).click();
    await expect(flightType).toHaveCount(0);
    await form.getByRole('tab', { name: 'Wakacje' }).click();
    await expect(flightType).toHaveCount(0);
    await form.getByRole('tab', { name: 'Bilety lotnicze' }).click();
    await expect(flightType).toBeVisible();
    await expect(flightType.getByRole('radio', { name: 'W jedną stronę' })).not.toBeChecked();
    // GROUP leaves the form for the group enquiry (D5), which has no flight type.
    await form.getByRole('tab', { name: 'Rezerwacje grupowe' }).click();
    await expect(page).toHaveURL(/\/rezerwacja-grupowa\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Rodzaj lotu' })).toHaveCount(0);
  });
});

test.describe('search form: more options (spec §2)', () => {
  test("'more options' reveals transfer, board, price, accommodation, hotel standard, facilities and operators, and hides them again (FORM-06)", async ({
    page,
  }) => {
    const form = await openForm(page);
    const toggle = form.getByRole('button', { name: 'Więcej opcji' });
    const revealed = [
      form.getByRole('group', { name: 'Transfer' }),
      form.getByRole('group', { name: 'Wyżywienie' }),
      form.getByRole('spinbutton', { name: 'Maksymalna cena za osobę (EUR)' }),
      form.getByRole('group', { name: 'Zakwaterowanie' }),
      form.getByRole('group', { name: 'Standard hotelu od' }),
      form.getByRole('button', { name: /^Udogodnienia/ }),
      form.getByRole('button', { name: /^Touroperatorzy/ }),
    ];
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const widget of revealed) await expect(widget).toHaveCount(0);

    await toggle.click();
    const less = form.getByRole('button', { name: 'Mniej opcji' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    for (const widget of revealed) await expect(widget).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Z transferem' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Bez transferu' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Wyżywienie' }).getByRole('checkbox')).toHaveCount(9);

    await less.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const widget of revealed) await expect(widget).toHaveCount(0);
  });

  test('hotel name is a free-text box: any name typed is searched as written (WIDGET-16)', async ({ page }) => {
    const form = await openForm(page);
    const hotelName = form.getByRole('textbox', { name: 'Nazwa hotelu' });
    await expect(hotelName).toHaveValue('');
    await hotelName.pressSequentially('Hotel Śnieżka & Spa 2');
    await expect(hotelName).toHaveValue('Hotel Śnieżka & Spa 2');
    expect(await submit(form)).toMatchObject({ hotel_name: 'Hotel Śnieżka & Spa 2' });
  });

  test('accommodation is a list of checkboxes, several of which can be ticked (WIDGET-17)', async ({ page }) => {
    const form = await openMoreOptions(page);
    const accommodation = form.getByRole('group', { name: 'Zakwaterowanie' });
    await expect(accommodation.getByRole('checkbox')).toHaveCount(12);
    await accommodation.getByRole('checkbox', { name: 'Apartament' }).check();
    await accommodation.getByRole('checkbox', { name: 'Studio' }).check();
    await expect(accommodation.getByRole('checkbox', { name: 'Apartament' })).toBeChecked();
    await expect(accommodation.getByRole('checkbox', { checked: true })).toHaveCount(2);
    expect(await submit(form)).toMatchObject({ accommodations: '5,6' });
  });

  test('operators are checkboxes grouped by country, with a text search (WIDGET-18)', async ({ page }) => {
    const form = await openMoreOptions(page);
    await form.getByRole('button', { name: /^Touroperatorzy/ }).click();
    const panel = form.getByRole('dialog', { name: 'Touroperatorzy', exact: true });
    const countries = panel.locator('fieldset > legend');
    await expect(countries).toHaveText(['Niemcy', 'Austria', 'Polska', 'Szwajcaria']);
    const poland = panel.getByRole('group', { name: 'Polska' });
    await expect(poland.getByRole('checkbox', { name: 'Rainbow' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Austria' }).getByRole('checkbox')).toHaveCount(2);

    const search = panel.getByPlaceholder('Szukaj touroperatora');
    await search.fill('rain');
    await expect(countries).toHaveText(['Polska']);
    await expect(panel.getByRole('checkbox')).toHaveCount(1);
    await panel.getByRole('checkbox', { name: 'Rainbow' }).check();
    // A country's name keeps all its operators.
    await search.fill('austria');
    await expect(countries).toHaveText(['Austria']);
    await expect(panel.getByRole('checkbox')).toHaveCount(2);
    await search.fill('nie ma takiego');
    await expect(panel.getByText('Brak touroperatorów')).toBeVisible();
    await search.fill('');
    await poland.getByRole('checkbox', { name: 'Itaka' }).check();
    await expect(poland.getByRole('checkbox', { name: 'Rainbow' })).toBeChecked();
    await panel.getByRole('button', { name: 'Zamknij' }).click();
    await expect(form.getByRole('button', { name: /^Touroperatorzy/ })).toContainText('Rainbow, Itaka');
    expect(await submit(form)).toMatchObject({ operators: 'RAIN,ITAK' });
  });

  test('hotel standard is one choice of any, 1 to 5 stars (WIDGET-19)', async ({ page }) => {
    const form = await openMoreOptions(page);
    const standard = form.getByRole('group', { name: 'Standard hotelu od' });
    await expect(standard.getByRole('radio')).toHaveCount(6);
    await expect(standard.locator('label')).toHaveText([
      'Dowolny',
      '1 gwiazdka',
      '2 gwiazdki',
      '3 gwiazdki',
      '4 gwiazdki',
      '5 gwiazdek',
    ]);
    await expect(standard.getByRole('radio', { name: 'Dowolny' })).toBeChecked();
    await standard.getByRole('radio', { name: '3 gwiazdki' }).check();
    await standard.getByRole('radio', { name: '5 gwiazdek' }).check();
    await expect(standard.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(standard.getByRole('radio', { name: '3 gwiazdki' })).not.toBeChecked();
    expect(await submit(form)).toMatchObject({ rating_min: '5' });
  });

  test('the price is a number box, minimum 0, step 50: typed digits stay, a search rounds up to the step (WIDGET-20, VAL-41, CONST-13)', async ({
    page,
  }) => {
    const form = await openMoreOptions(page);
    const price = form.getByRole('spinbutton', { name: 'Maksymalna cena za osobę (EUR)' });
    await expect(price).toHaveAttribute('type', 'number');
    await expect(price).toHaveAttribute('min', '0');
    await expect(price).toHaveAttribute('step', '50');
    // The browser's arrows step by 50.
    await price.press('ArrowUp');
    await price.press('ArrowUp');
    await expect(price).toHaveValue('100');
    await price.fill('');
    // Typed key by key, as a visitor types: the box keeps the digits.
    await price.pressSequentially('1234');
    await expect(price).toHaveValue('1234');
    expect(await submit(form)).toMatchObject({ price_max_eur: '1250' });
  });

  test('a negative price is rejected: the box is marked invalid and the search has no price limit (VAL-41)', async ({
    page,
  }) => {
    const form = await openMoreOptions(page);
    const price = form.getByRole('spinbutton', { name: 'Maksymalna cena za osobę (EUR)' });
    await price.pressSequentially('-100');
    await expect(price).toHaveValue('-100');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(await price.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    expect(await submit(form)).not.toHaveProperty('price_max_eur');
  });

  test('facilities are checkboxes grouped by category; a search keeps the grouping (WIDGET-21)', async ({ page }) => {
    const form = await openMoreOptions(page);
    await form.getByRole('button', { name: /^Udogodnienia/ }).click();
    const panel = form.getByRole('dialog', { name: 'Udogodnienia', exact: true });
    const categories = panel.locator('fieldset > legend');
    await expect(categories).toHaveText([
      'Basen',
      'Dla dzieci',
      'Hotel',
      'Plaża',
      'Pokój',
      'Sport i rekreacja',
      'Wellness',
    ]);
    await panel.getByRole('group', { name: 'Wellness' }).getByRole('checkbox', { name: 'Sauna' }).check();
    await panel.getByRole('group', { name: 'Dla dzieci' }).getByRole('checkbox', { name: 'Brodzik' }).check();

    // "basen" finds the pool category and a pool bar of the hotel category, each under its own heading.
    await panel.getByPlaceholder('Szukaj udogodnienia').fill('basen');
    await expect(categories).toHaveText(['Basen', 'Hotel']);
    await expect(panel.getByRole('group', { name: 'Hotel' }).getByRole('checkbox')).toHaveCount(1);
    await expect(
      panel.getByRole('group', { name: 'Hotel' }).getByRole('checkbox', { name: 'Bar przy basenie' }),
    ).toBeVisible();

    await panel.getByRole('button', { name: 'Zamknij' }).click();
    await expect(form.getByRole('button', { name: /^Udogodnienia/ })).toContainText('Sauna, Brodzik');
    expect(await submit(form)).toMatchObject({ facilities: '60,54' });
  });
});

test.describe('search form on a phone (spec §2)', () => {
  test('at 375 px the destination dropdown is a full-screen sheet that searches, ticks and chooses (WIDGET-15, WIDGET-10)', async ({
    page,
  }) => {
    const form = await openForm(page, '/', 375);
    const trigger = form.getByRole('button', { name: /^Kierunek/ });
    await trigger.click();
    const panel = form.getByRole('dialog', { name: 'Kierunek', exact: true });
    await expect(panel).toBeVisible();
    // The mobile variant (issue 22): the whole screen, its choose button in view at the bottom.
    const viewport = page.viewportSize();
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(panel.getByRole('button', { name: 'Wybierz' })).toBeInViewport();

    await panel.getByPlaceholder('Szukaj kraju lub regionu').fill('kre');
    // A result out of its tree says where it lies (WIDGET-10).
    await expect(panel.getByRole('checkbox', { name: /^Kreta, Grecja\b/ })).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Kreta' }).check();
    await expect(panel.getByRole('region', { name: 'Wybrane kierunki' })).toContainText('Grecja › Kreta');
    await panel.getByRole('button', { name: 'Wybierz' }).click();
    await expect(panel).toBeHidden();
    await expect(trigger).toContainText('Kreta');
    expect(await submit(form)).toMatchObject({ regions: '201021' });
  });
});

test.describe('URL values are taken once (spec §4)', () => {
  test('on /offers?adults_number=3 adults changed to 4 stay 4 through a new search (STATE-24)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openList(page, '/offers?adults_number=3');
    const party = filters(page).getByRole('button', { name: /^Uczestnicy/ });
    await expect(party).toContainText('Dorośli: 3');
    await party.click();
    await filters(page).getByRole('button', { name: 'Dorośli: więcej' }).click();
    await expect(party).toContainText('Dorośli: 4');
    await page.keyboard.press('Escape');

    // Another filter: a new search, and the panel renders again with the new answer's counts.
    const board = filters(page)
      .getByRole('group', { name: 'Wyżywienie' })
      .getByRole('checkbox', { name: /^All inclusive/ });
    const count = await optionCount(board);
    await board.check();
    await expectHotels(page, count);
    await expect(party).toContainText('Dorośli: 4');
    expect(searchOf(page.url())).toMatchObject({ adults_number: '4', boards: '12' });
  });

  test('on the home page the URL still says 3 adults, yet the 4 chosen stay through re-renders (STATE-24)', async ({
    page,
  }) => {
    const form = await openForm(page, '/?adults_number=3');
    const party = form.getByRole('button', { name: /^Uczestnicy/ });
    await expect(party).toContainText('Dorośli: 3');
    await party.click();
    await form.getByRole('button', { name: 'Dorośli: więcej' }).click();
    await page.keyboard.press('Escape');
    // Switching tabs renders the whole form again from its state, while the URL keeps adults_number=3.
    await form.getByRole('tab', { name: 'Tylko hotele' }).click();
    await form.getByRole('tab', { name: 'Wakacje' }).click();
    await expect(page).toHaveURL(/\?adults_number=3$/);
    await expect(party).toContainText('Dorośli: 4');
    expect(await submit(form)).toMatchObject({ adults_number: '4' });
  });
});
