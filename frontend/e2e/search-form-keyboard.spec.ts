import { expect, test } from './fixtures.ts';

/** The search parameters of the page's current URL. */
const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

test.describe('the search form from the keyboard alone (issue 22, WAI-ARIA combobox and date-picker patterns)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
  });

  test('each field is one tab stop: from "Wylot z" to "Szukaj" takes at most 12 Tabs', async ({ page }) => {
    const form = page.locator('section.search-form:not(.search-form--placeholder)');
    await form.getByRole('button', { name: /Wylot z/ }).focus();
    const submit = form.getByRole('button', { name: 'Szukaj', exact: true });
    let presses = 0;
    while (presses < 40 && !(await submit.evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    test.info().annotations.push({ type: 'tab presses', description: String(presses) });
    expect(presses).toBeLessThanOrEqual(12);
    // Tabbing through left no panel open behind it.
    await expect(form.locator('[role="dialog"]')).toHaveCount(0);
  });

  test('a whole search: airports, destination and departure day chosen with keys, focus always on a field', async ({
    page,
  }) => {
    const form = page.locator('section.search-form:not(.search-form--placeholder)');
    const airports = form.getByRole('button', { name: /Wylot z/ });
    await airports.focus();
    // Down goes into the panel (its search box); Enter confirms and returns focus to the field.
    await page.keyboard.press('ArrowDown');
    await expect(form.getByPlaceholder('Szukaj lotniska')).toBeFocused();
    await page.keyboard.type('KTW');
    await page.keyboard.press('Enter');
    await expect(airports).toBeFocused();
    await expect(airports).toContainText('Katowice');
    await expect(form.getByPlaceholder('Szukaj lotniska')).toBeHidden();

    await page.keyboard.press('Tab');
    const destinations = form.getByRole('button', { name: /Kierunek/ });
    await expect(destinations).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('kreta');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('checkbox', { name: /^Kreta/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(destinations).toBeFocused();
    await expect(destinations).toContainText('Kreta');

    // Hotel name, then the departure day: the calendar takes focus, arrows move, Enter chooses.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const departure = form.getByRole('button', { name: /Wyjazd od/ });
    await expect(departure).toBeFocused();
    await page.keyboard.press('Enter');
    const calendar = form.getByRole('dialog', { name: 'Wyjazd od' });
    await expect(calendar.locator('.rdp-day_button:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(departure).toBeFocused();
    await expect(departure).not.toContainText('Wybierz datę');

    // Tabbing into the return date's calendar and out again leaves no calendar open.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('dialog', { name: 'Powrót do' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('dialog', { name: 'Powrót do' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: /Długość pobytu/ })).toBeFocused();

    await form.getByRole('button', { name: 'Szukaj', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/offers\?/);
    const search = searchOf(page.url());
    expect(search['departure_airports']).toBe('KTW');
    expect(search['regions']).toBeTruthy();
    expect(search['departure_date']).toBeTruthy();
  });
});

test.describe('the search form on a phone: full-screen sheets (issue 22)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
  });

  test('a picker fills the screen with its confirm button fixed at the bottom', async ({ page }) => {
    const form = page.locator('section.search-form:not(.search-form--placeholder)');
    await form.getByRole('button', { name: /Wylot z/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Wylot z' });
    await expect(sheet).toBeVisible();
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const done = sheet.getByRole('button', { name: 'Gotowe' });
    const box = await done.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(844 - 40);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await sheet.getByRole('checkbox', { name: /Katowice/ }).check();
    await done.click();
    await expect(sheet).toBeHidden();
    await expect(form.getByRole('button', { name: /Wylot z/ })).toContainText('Katowice');
  });

  test("a child's age is a select naming the age, 7 until changed; trip lengths are one tap", async ({ page }) => {
    const form = page.locator('section.search-form:not(.search-form--placeholder)');
    await form.getByRole('button', { name: /Uczestnicy/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Uczestnicy' });
    await sheet.getByRole('button', { name: 'Dzieci: więcej' }).click();
    const age = sheet.getByRole('combobox', { name: 'Wiek dziecka 1' });
    await expect(age).toHaveValue('7');
    await age.selectOption('4');
    await sheet.getByRole('button', { name: 'Gotowe' }).click();

    await form.getByRole('button', { name: /Długość pobytu/ }).click();
    const lengths = page.getByRole('dialog', { name: 'Długość pobytu' });
    await lengths.getByRole('button', { name: '13-15 dni' }).click();
    await expect(lengths.getByRole('button', { name: '13-15 dni' })).toHaveAttribute('aria-pressed', 'true');
    await lengths.getByRole('button', { name: 'Gotowe' }).click();
    await expect(form.getByRole('button', { name: /Długość pobytu/ })).toContainText('13-15 dni');

    await form.getByRole('button', { name: 'Szukaj', exact: true }).click();
    await expect(page).toHaveURL(/children_ages=4/);
    await expect(page).toHaveURL(/duration_min=13&duration_max=15|duration_max=15.*duration_min=13/);
  });

  test('one sheet picks the departure, then the return, on a range calendar', async ({ page }) => {
    const form = page.locator('section.search-form:not(.search-form--placeholder)');
    await form.getByRole('button', { name: /Wyjazd od/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Wyjazd od' });
    await expect(sheet).toBeVisible();
    const enabledDays = sheet.locator('.rdp-day:not(.rdp-outside) .rdp-day_button:not([disabled])');
    await enabledDays.nth(2).click();
    // The same sheet now asks for the return, and shades the stay.
    const returnSheet = page.getByRole('dialog', { name: 'Powrót do' });
    await expect(returnSheet).toBeVisible();
    // The return's earliest day may lie in the next month.
    const returnDays = returnSheet.locator('.rdp-day_button:not([disabled])');
    if ((await returnDays.count()) === 0) await returnSheet.locator('.rdp-button_next').click();
    await expect(returnSheet.locator('.rdp-stay-start, .rdp-day_button:not([disabled])').first()).toBeVisible();
    await returnDays.first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByRole('button', { name: /Wyjazd od/ })).not.toContainText('Wybierz datę');
    await expect(form.getByRole('button', { name: /Powrót do/ })).not.toContainText('Wybierz datę');
  });
});
