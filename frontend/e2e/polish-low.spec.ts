import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { filters, openList } from './offers-list-helpers.ts';

/** Issue 22 "Polish the search half": destination tabs, all inclusive, blog search, group dates. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('destination tabs on a phone show where more tabs hide (issue 22)', () => {
  test.beforeEach(async ({ page }) => {
    // The test machine is offline: the map tab's tiles are answered with a blank image.
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
    );
  });

  const strip = (page: Page) => page.getByRole('tablist', { name: 'Informacje o kierunku' });
  const fade = (page: Page, side: 'start' | 'end') => page.locator(`.destination-tabs .scroll-fade--${side}`);

  test('a fade marks the hidden end at 390 px, and moves to the start once scrolled to the end', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/wakacje/turcja');
    const tabs = strip(page);
    // The four tabs are wider than the phone: the strip scrolls.
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(fade(page, 'end')).toBeVisible();
    await expect(fade(page, 'start')).toBeHidden();

    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(fade(page, 'end')).toBeHidden();
    await expect(fade(page, 'start')).toBeVisible();

    // The fades are decoration: a tap through them reaches the tab beneath.
    await tabs.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(fade(page, 'start')).toBeHidden();
  });

  test('the active tab of the URL is scrolled into view on load, clear of the fades', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/wakacje/turcja?tab=practical_information');
    const active = strip(page).getByRole('tab', { name: 'Informacje praktyczne' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    // Between two other tabs: hidden tabs on both sides.
    await expect(fade(page, 'start')).toBeVisible();
    await expect(fade(page, 'end')).toBeVisible();
    const [tab, start, end] = [
      await active.boundingBox(),
      await fade(page, 'start').boundingBox(),
      await fade(page, 'end').boundingBox(),
    ];
    if (!tab || !start || !end) throw new Error('no boxes');
    // Whole, and not under a fade (half a pixel for fractional widths).
    expect(tab.x).toBeGreaterThanOrEqual(start.x + start.width - 0.5);
    expect(tab.x + tab.width).toBeLessThanOrEqual(end.x + 0.5);
  });

  test('the arrow keys, Home and End still move between tabs, bringing each into view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/wakacje/turcja');
    await strip(page).getByRole('tab', { name: 'Oferty' }).focus();
    await page.keyboard.press('End');
    const map = strip(page).getByRole('tab', { name: 'Mapa' });
    await expect(map).toBeFocused();
    await expect(map).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=map$/);
    await expect(fade(page, 'end')).toBeHidden();
    await expect(fade(page, 'start')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(strip(page).getByRole('tab', { name: 'Oferty' })).toBeFocused();
    await expect(fade(page, 'start')).toBeHidden();
    await expect(fade(page, 'end')).toBeVisible();
  });

  test('no fade where every tab fits (1366 px)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/wakacje/turcja?tab=practical_information');
    await expect(strip(page).getByRole('tab', { name: 'Informacje praktyczne' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(fade(page, 'start')).toBeHidden();
    await expect(fade(page, 'end')).toBeHidden();
  });
});

test.describe('the all-inclusive quick filter follows the search (issue 22, LIST-14)', () => {
  const quick = (page: Page) =>
    filters(page)
      .getByRole('group', { name: 'Szybkie filtry' })
      .getByRole('checkbox', { name: 'All inclusive', exact: true });
  const board = (page: Page, name: RegExp) =>
    filters(page).getByRole('group', { name: 'Wyżywienie' }).getByRole('checkbox', { name });

  test('is ticked when All inclusive is chosen in the board list, and unticking it clears that board', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openList(page);
    await expect(quick(page)).not.toBeChecked();

    await board(page, /^All inclusive/).check();
    await expect(page).toHaveURL(/boards=12(&|$)/);
    await expect(quick(page)).toBeChecked();

    // Another kind of board beside it: the search is no longer all inclusive only.
    await board(page, /^Śniadania \(/).check();
    await expect(quick(page)).not.toBeChecked();
    await board(page, /^Śniadania \(/).uncheck();
    await expect(quick(page)).toBeChecked();

    await quick(page).uncheck();
    await expect(page).not.toHaveURL(/boards=/);
    await expect(board(page, /^All inclusive/)).not.toBeChecked();
  });

  test('is ticked on a shared link choosing All inclusive alone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openList(page, '/offers?boards=12');
    await expect(quick(page)).toBeChecked();
  });
});

test.describe('a blog search within a category says what the other categories hold (issue 22, BLOG-01)', () => {
  const titles = (page: Page) => page.locator('.article-card__title');
  const notice = (page: Page) => page.locator('.blog-notice');

  test('fewer results in the category: the notice links the same words in every category', async ({ page }) => {
    await page.goto('/blog?q=all+inclusive&category=kierunki');
    await expect(titles(page)).toHaveCount(1);
    await expect(notice(page)).toHaveText(
      'Wyniki tylko z kategorii „Kierunki”. Szukaj we wszystkich kategoriach (2 artykuły)',
    );
    await notice(page)
      .getByRole('link', { name: /^Szukaj we wszystkich kategoriach/ })
      .click();
    await expect(page).toHaveURL('/blog?q=all+inclusive');
    await expect(titles(page)).toHaveCount(2);
    await expect(notice(page)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('no results in the category: the empty state comes with the same notice', async ({ page }) => {
    await page.goto('/blog?category=porady');
    await page.getByLabel('Szukaj w poradniku').fill('egipt');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL('/blog?q=egipt&category=porady');
    await expect(page.getByRole('heading', { name: 'Nic nie znaleźliśmy' })).toBeVisible();
    await expect(notice(page)).toContainText('Wyniki tylko z kategorii „Porady podróżnicze”.');
    await notice(page).getByRole('link', { name: 'Szukaj we wszystkich kategoriach (1 artykuł)' }).click();
    await expect(titles(page)).toHaveText(['Egipt z dziećmi: Hurghada i rafa na wyciągnięcie ręki']);
  });

  test('no notice when the category holds every match', async ({ page }) => {
    await page.goto('/blog?q=kreta&category=kierunki');
    await expect(titles(page)).toHaveText(['Kreta poza sezonem']);
    await expect(notice(page)).toHaveCount(0);
  });
});

/** A calendar day `days` after today in the browser's zone, as ISO and as the field shows it. */
function day(days: number): { iso: string; shown: string; label: RegExp } {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const [year, month, dd] = iso.split('-') as [string, string, string];
  // The calendar names each day button "czwartek, 10 marca 2031".
  const long = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return { iso, shown: `${dd}.${month}.${year}`, label: new RegExp(`\\b${long}$`) };
}

/**
 * Opens a date field's calendar (on the field's own day's month), turns towards the day while it is
 * not shown, and clicks it: the way a visitor picks a date.
 */
async function pickDay(page: Page, field: { button: Locator; name: string }, target: ReturnType<typeof day>) {
  const current = (await field.button.innerText()).trim().split('.').reverse().join('-');
  await field.button.click();
  const calendar = page.getByRole('dialog', { name: field.name });
  await expect(calendar.getByRole('grid')).toBeVisible();
  const button = calendar.getByRole('button', { name: target.label });
  const turn = target.iso < current ? 'Przejdź do poprzedniego miesiąca' : 'Przejdź do następnego miesiąca';
  for (let month = 0; month < 3 && !(await button.isVisible()); month++) {
    await calendar.getByRole('button', { name: turn }).click();
  }
  await button.click();
  await expect(calendar).toBeHidden();
  await expect(field.button).toHaveText(target.shown);
}

test.describe('the group enquiry picks its dates in the site calendar (issue 22, GROUP-01)', () => {
  const dateFields = (page: Page) => {
    const form = page.locator('form.group-form');
    return {
      form,
      from: { button: form.getByRole('button', { name: 'Data wyjazdu', exact: true }), name: 'Data wyjazdu' },
      to: { button: form.getByRole('button', { name: 'Data powrotu', exact: true }), name: 'Data powrotu' },
    };
  };

  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows DD.MM.YYYY, not a native date box, and sends the days picked (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/rezerwacja-grupowa?destination=Majorka');
      const { form, from, to } = dateFields(page);
      await expect(form.locator('input[type="date"]')).toHaveCount(0);
      await expect(from.button).toHaveText(day(1).shown);

      const departure = day(4);
      const back = day(11);
      await pickDay(page, from, departure);
      // The return calendar opens on its own day, a month ahead: the return is picked a month back.
      await pickDay(page, to, back);

      await form.getByLabel('Liczba uczestników').fill('20');
      await form.getByRole('radio', { name: 'Autokar' }).check();
      await form.getByLabel('Miejsce wyjazdu').fill('Gniezno');
      await form.getByLabel('E-mail').fill(`daty.${Date.now().toString(36)}@example.pl`);
      await form.getByRole('checkbox').check();
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/reservation/group_reservation') && r.method() === 'POST'),
        form.getByRole('button', { name: 'Wyślij zapytanie' }).click(),
      ]);
      expect(request.postDataJSON()).toMatchObject({ date_from: departure.iso, date_to: back.iso });
    });
  }

  test('a refused date shows its message under the field, tied to it, and keeps its neighbour in line', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/rezerwacja-grupowa?destination=Majorka&date_from=${day(40).iso}&date_to=${day(45).iso}`);
    const { form, from, to } = dateFields(page);
    await expect(to.button).toHaveText(day(45).shown);
    // A departure after the return chosen before it.
    await pickDay(page, from, day(50));
    // Where the field sits in the form: the refused submit scrolls the page to the field in error.
    const top = async (field: Locator) =>
      field.evaluate((el) => el.getBoundingClientRect().top - (el.closest('form')?.getBoundingClientRect().top ?? 0));
    await form.getByLabel('Liczba uczestników').fill('20');
    await form.getByRole('radio', { name: 'Autokar' }).check();
    await form.getByLabel('Miejsce wyjazdu').fill('Gniezno');
    await form.getByLabel('E-mail').fill('daty@example.pl');
    await form.getByRole('checkbox').check();
    const before = await top(from.button);
    await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    const message = 'Data powrotu nie może być wcześniejsza niż data wyjazdu';
    await expect(to.button).toHaveAccessibleDescription(message);
    await expect(to.button).toHaveAttribute('aria-invalid', 'true');
    await expect(to.button).toBeFocused();
    expect(await top(from.button)).toBe(before);
    expect(await top(to.button)).toBe(before);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
