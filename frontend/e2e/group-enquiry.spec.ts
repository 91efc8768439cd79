import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, STATUS_LOGGED, test } from './fixtures.ts';

const PROMISE = 'Dziękujemy za zapytanie o wyjazd grupowy. Odpowiemy w ciągu 48 godzin.';

/** A calendar day `days` from now; noon UTC is the same day in the browser's and Warsaw's zone. */
function dayAhead(days: number): { iso: string; unix: number } {
  const now = new Date();
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12);
  return { iso: new Date(noon).toISOString().slice(0, 10), unix: noon / 1000 };
}

/** A day as the calendar field shows it in every language: DD.MM.YYYY (CONST-06). */
function shown(iso: string): string {
  return iso.split('-').reverse().join('.');
}

/** The same day next month, clamped to a shorter month's end (CONST-02). */
function oneMonthAhead(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * Picks a day in a date field's calendar: opens it (on the field's own day's month), turns towards the
 * day while it is not shown, and clicks its button, named as "czwartek, 10 marca 2031".
 */
async function pickDay(page: Page, field: Locator, name: string, iso: string) {
  const current = (await field.innerText()).trim().split('.').reverse().join('-');
  const long = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await field.click();
  const calendar = page.getByRole('dialog', { name });
  await expect(calendar.getByRole('grid')).toBeVisible();
  const day = calendar.getByRole('button', { name: new RegExp(`\\b${long.format(new Date(`${iso}T12:00:00Z`))}$`) });
  const turn = iso < current ? 'Przejdź do poprzedniego miesiąca' : 'Przejdź do następnego miesiąca';
  for (let month = 0; month < 3 && !(await day.isVisible()); month++) {
    await calendar.getByRole('button', { name: turn }).click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
  await expect(field).toHaveText(shown(iso));
}

function groupForm(page: Page) {
  const form = page.locator('form.group-form');
  return {
    form,
    destination: form.getByLabel('Cel wyjazdu'),
    // The site's calendar fields (issue 22): a button showing the day, opening a calendar dialog.
    dateFrom: form.getByRole('button', { name: 'Data wyjazdu', exact: true }),
    dateTo: form.getByRole('button', { name: 'Data powrotu', exact: true }),
    price: form.getByLabel('Maks. cena za osobę w EUR (opcjonalnie)'),
    participants: form.getByLabel('Liczba uczestników'),
    transport: form.getByRole('group', { name: 'Rodzaj transportu' }),
    departurePlace: form.getByLabel('Miejsce wyjazdu'),
    comment: form.getByLabel('Uwagi (opcjonalnie)'),
    email: form.getByLabel('E-mail'),
    club: form.getByLabel('Klub / organizacja (opcjonalnie)'),
    consent: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: 'Wyślij zapytanie' }),
  };
}

async function fillValid(page: Page, email: string) {
  const form = groupForm(page);
  await form.participants.fill('24');
  await form.transport.getByRole('radio', { name: 'Samolot' }).check();
  await form.departurePlace.fill('Poznań');
  await form.email.fill(email);
  await form.club.fill('KS Warta');
  await form.consent.check();
}

test.describe('group reservation enquiry /rezerwacja-grupowa (GROUP-01..05, GEN-10)', () => {
  test('the Group tab lands on the form with the destination and dates chosen (D5)', async ({ page }) => {
    const from = dayAhead(40);
    const to = dayAhead(47);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/?regions=201021&departure_date=${from.unix}&return_date=${to.unix}`);
    await expect(page.getByRole('button', { name: /Kierunek/ })).toContainText('Kreta');
    await page.getByRole('tab', { name: 'Rezerwacje grupowe' }).click();
    await expect(page).toHaveURL(/\/rezerwacja-grupowa\?/);
    const form = groupForm(page);
    await expect(form.destination).toHaveValue('Kreta');
    await expect(form.dateFrom).toHaveText(shown(from.iso));
    await expect(form.dateTo).toHaveText(shown(to.iso));
  });

  test('has every field of spec §3; transport is exactly bus, flight, own; dates default to tomorrow → one month', async ({
    page,
  }) => {
    await page.goto('/rezerwacja-grupowa');
    const form = groupForm(page);
    for (const field of [form.destination, form.price, form.participants, form.departurePlace, form.comment]) {
      await expect(field).toBeVisible();
    }
    await expect(form.email).toBeVisible();
    await expect(form.club).toBeVisible();
    await expect(form.transport.getByRole('radio')).toHaveCount(3);
    await expect(form.transport.locator('label')).toHaveText(['Autokar', 'Samolot', 'Dojazd własny']);
    await expect(form.dateFrom).toHaveText(shown(dayAhead(1).iso));
    await expect(form.dateTo).toHaveText(shown(oneMonthAhead(dayAhead(0).iso)));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('submitting stores the enquiry (JSON POST) and promises a reply within 48 hours', async ({ page }) => {
    await page.goto('/rezerwacja-grupowa?destination=Majorka');
    const email = `grupa.${Date.now().toString(36)}@example.pl`;
    await fillValid(page, email);
    // The dates are picked in the calendar: a click on the field, then on a day (issue 22).
    const [from, to] = [dayAhead(3).iso, dayAhead(10).iso];
    await pickDay(page, groupForm(page).dateFrom, 'Data wyjazdu', from);
    await pickDay(page, groupForm(page).dateTo, 'Data powrotu', to);
    await groupForm(page).price.fill('900');
    await groupForm(page).comment.fill('Drużyna juniorów z trenerami.');
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/reservation/group_reservation') && r.method() === 'POST'),
      page.waitForResponse((r) => r.url().endsWith('/reservation/group_reservation')),
      groupForm(page).submit.click(),
    ]);
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.postDataJSON()).toMatchObject({
      destination: 'Majorka',
      date_from: from,
      date_to: to,
      participants: 24,
      price_max_eur: 900,
      transport: 'flight',
      departure_place: 'Poznań',
      email,
      club: 'KS Warta',
      consents: { data_protection: true },
    });
    expect(response.status()).toBe(201);
    const { reference_id } = (await response.json()) as { reference_id: string };
    const status = page.getByRole('status').filter({ hasText: PROMISE });
    await expect(status).toBeVisible();
    await expect(status).toContainText(reference_id);
    await expect(status).toContainText(email);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('an invalid e-mail shows its message tied to the field, and nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/reservation/')) posts.push(r.url());
    });
    await page.goto('/rezerwacja-grupowa?destination=Majorka');
    await fillValid(page, 'zażółć@example.pl');
    await groupForm(page).submit.click();
    const message = 'Podaj poprawny adres e-mail (bez polskich znaków)';
    await expect(groupForm(page).form.getByText(message)).toBeVisible();
    await expect(groupForm(page).email).toHaveAttribute('aria-invalid', 'true');
    await expect(groupForm(page).email).toHaveAccessibleDescription(message);
    expect(posts).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('an error under one field leaves its neighbour in the row where it was (issue 22)', async ({ page }) => {
    await page.goto('/rezerwacja-grupowa?destination=Majorka');
    const { departurePlace, club, submit } = groupForm(page);
    await fillValid(page, 'anna@example.pl');
    await departurePlace.fill('');
    const before = await club.boundingBox();
    await submit.click();
    await expect(departurePlace).toHaveAttribute('aria-invalid', 'true');
    const [place, after] = [await departurePlace.boundingBox(), await club.boundingBox()];
    // Side by side on a desktop: both boxes still start on one line, and the neighbour has not moved.
    expect(after?.y).toBe(place?.y);
    expect(after?.y).toBe(before?.y);
  });

  test("the server's refusal is shown in the visitor's language under its field", async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(400));
    await page.route('**/reservation/group_reservation', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Popraw zaznaczone pola i spróbuj ponownie.',
            fields: { departure_place: 'Niedozwolona wartość' },
          },
        }),
      }),
    );
    await page.goto('/rezerwacja-grupowa?destination=Majorka');
    await fillValid(page, 'klub@example.pl');
    await groupForm(page).submit.click();
    await expect(page.getByRole('alert')).toHaveText('Popraw zaznaczone pola i spróbuj ponownie.');
    await expect(groupForm(page).departurePlace).toHaveAccessibleDescription('Niedozwolona wartość');
  });

  test('is linked from the site header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Wyjazdy grupowe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rezerwacja grupowa' })).toBeVisible();
  });
});
