import { expect, seriousAxeViolations, test } from './fixtures.ts';

/** The search parameters of the page's current URL. */
const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

test.describe('search form (spec §2, §4)', () => {
  test('a search with several filters lands on /offers with only the chosen filters (FORM-08)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Szukaj wakacji' });
    await expect(form.getByRole('tab', { name: 'Wakacje' })).toHaveAttribute('aria-selected', 'true');

    // Airports: a comma-separated search selects every match (VAL-38).
    await form.getByRole('button', { name: /Wylot z/ }).click();
    await expect(form.getByRole('group', { name: 'Popularne' })).toBeVisible();
    await form.getByPlaceholder('Szukaj lotniska').fill('WAW, KTW');
    await expect(form.getByRole('checkbox', { name: /Warszawa Chopin/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /Katowice/ })).toBeChecked();
    await form.getByRole('button', { name: 'Zamknij' }).click();
    await expect(form.getByRole('button', { name: /Wylot z/ })).toContainText('Warszawa Chopin');
    await expect(form.getByRole('button', { name: /Wylot z/ })).toContainText('Katowice Pyrzowice');

    // Destination: a searched region, chosen with the choose button.
    await form.getByRole('button', { name: /Kierunek/ }).click();
    await form.getByPlaceholder('Szukaj kraju lub regionu').fill('kreta');
    await form.getByRole('checkbox', { name: 'Kreta' }).check();
    await form.getByRole('button', { name: 'Wybierz' }).click();
    await expect(form.getByRole('button', { name: /Kierunek/ })).toContainText('Kreta');

    // Three adults, one child aged 7 by default.
    await form.getByRole('button', { name: /Uczestnicy/ }).click();
    await form.getByRole('button', { name: 'Dorośli: więcej' }).click();
    await form.getByRole('button', { name: 'Dzieci: więcej' }).click();
    await expect(form.getByRole('slider', { name: 'Wiek dziecka 1' })).toHaveValue('7');

    await form.getByRole('button', { name: 'Więcej opcji' }).click();
    await form.getByRole('radio', { name: '4 gwiazdki' }).check();
    await form.getByRole('checkbox', { name: 'All inclusive', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Z transferem' }).check();
    await form.getByRole('button', { name: 'Szukaj' }).click();

    await expect(page).toHaveURL(/\/offers\?/);
    const query = searchOf(page.url());
    expect(query).toMatchObject({
      offer_type: 'A',
      regions: '201021',
      adults_number: '3',
      children_ages: '7',
      rating_min: '4',
      boards: '12',
      transfer: '2',
    });
    expect(query['departure_airports']?.split(',').sort()).toEqual(['KTW', 'WAW']);
    expect(Number(query['departure_date'])).toBeGreaterThan(Date.now() / 1000);
    expect(Number(query['return_date'])).toBeGreaterThan(Number(query['departure_date']));
    // Only filters that have a value are sent (STATE-17).
    expect(query).not.toHaveProperty('hotel_name');
    expect(query).not.toHaveProperty('price_max_eur');
  });

  test('flight tickets hide the hotel name and send C as C2; a second click on a radio clears it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Szukaj wakacji' })).toBeVisible();
    const form = page.locator('section.search-form:not(.search-form--placeholder)');
    await expect(form.getByRole('radio', { name: 'W jedną stronę' })).toHaveCount(0);
    await form.getByRole('tab', { name: 'Bilety lotnicze' }).click();
    // Only the fields of a flight search are shown, under a heading that says so (issue 22).
    await expect(page.getByRole('region', { name: 'Szukaj lotu' })).toBeVisible();
    await expect(form.getByLabel('Nazwa hotelu')).toHaveCount(0);
    const oneWay = form.getByRole('radio', { name: 'W jedną stronę' });
    await oneWay.check();
    await expect(form.getByRole('button', { name: /Długość pobytu/ })).toHaveCount(0);
    await oneWay.click();
    await expect(oneWay).not.toBeChecked();
    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/offers\?/);
    expect(searchOf(page.url())).toMatchObject({ offer_type: 'C2', flight_type: 'C' });
  });

  test('the group tab opens the group enquiry at once with the dates chosen (FORM-02, D5)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Rezerwacje grupowe' }).click();
    await expect(page).toHaveURL(/\/rezerwacja-grupowa\?/);
    const query = searchOf(page.url());
    expect(query['date_from']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query['date_to']! > query['date_from']!).toBe(true);
  });

  test('on a phone the tabs are a dropdown labelled Holiday (FORM-09); URL values fill the form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?offer_type=S&adults_number=4&hotel_name=Palace');
    const form = page.getByRole('region', { name: 'Szukaj hotelu' });
    const tabs = form.getByRole('combobox', { name: 'Rodzaj wyjazdu' });
    await expect(tabs).toBeVisible();
    await expect(tabs).toHaveValue('S');
    await expect(form.getByRole('tablist')).toBeHidden();
    await expect(form.getByLabel('Nazwa hotelu')).toHaveValue('Palace');
    await expect(form.getByRole('button', { name: /Uczestnicy/ })).toContainText('Dorośli: 4');
    // Hotels only: no departure airports (spec §4), so the field is not shown at all.
    await expect(form.getByRole('button', { name: /Wylot z/ })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Rodzaj wyjazdu' })).toHaveValue('A');
    await expect(page.getByRole('combobox', { name: 'Rodzaj wyjazdu' }).locator('option:checked')).toHaveText(
      'Wakacje',
    );
  });

  test('the date picker is Polish, six weeks high and starts tomorrow (WIDGET-02, WIDGET-03, WIDGET-04, STATE-30)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Szukaj wakacji' });
    await form.getByRole('button', { name: /Wyjazd od/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Wyjazd od' });
    const dayName = (date: Date) =>
      new Intl.DateTimeFormat('pl', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
    const today = new Date();
    const inTwelveDays = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 12);
    // Days carry Polish names ("poniedziałek, 23 listopada 2026"); today cannot be chosen.
    await expect(calendar.getByRole('button', { name: new RegExp(`, ${dayName(today)}$`) })).toBeDisabled();
    // Always six week rows, so the calendar never changes its height from month to month (WIDGET-03).
    const weeks = calendar.locator('tbody tr');
    await expect(weeks).toHaveCount(6);
    await calendar.getByRole('button', { name: 'Przejdź do następnego miesiąca' }).click();
    await expect(weeks).toHaveCount(6);
    await calendar.getByRole('button', { name: 'Przejdź do poprzedniego miesiąca' }).click();
    if (inTwelveDays.getMonth() !== today.getMonth())
      await calendar.getByRole('button', { name: 'Przejdź do następnego miesiąca' }).click();
    await calendar.getByRole('button', { name: new RegExp(`, ${dayName(inTwelveDays)}$`) }).click();
    await expect(calendar).toBeHidden();
    const shown = new Intl.DateTimeFormat('pl', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      inTwelveDays,
    );
    await expect(form.getByRole('button', { name: /Wyjazd od/ })).toContainText(shown);

    await form.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/offers\?/);
    // The start of the chosen day in the browser's zone, as Unix seconds.
    expect(Number(searchOf(page.url())['departure_date'])).toBe(inTwelveDays.getTime() / 1000);
  });

  test('dropdowns open on focus, close on Escape or an outside click, which clears the airport search (spec §4, STATE-21 to STATE-23)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Szukaj wakacji' });
    const airports = form.getByRole('button', { name: /Wylot z/ });
    await airports.focus();
    const search = form.getByPlaceholder('Szukaj lotniska');
    await expect(search).toBeVisible();
    await search.fill('Berlin');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(airports).toBeFocused();

    await airports.click();
    await expect(search).toHaveValue('Berlin');
    await page.getByRole('heading', { name: 'Szukaj wakacji' }).click();
    await expect(search).toBeHidden();
    await airports.click();
    await expect(search).toHaveValue('');
  });

  test('has no serious accessibility violations with the form open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Więcej opcji' }).click();
    await page.getByRole('button', { name: /Kierunek/ }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
