import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, STATUS_LOGGED, test } from './fixtures.ts';

/**
 * The offer chosen on the hotel page (issue 14 item 2; spec §2 terms, prices, flights; §8 ERR-01):
 * the card's offer first, another one from the price calendar or the dates, the dates narrowed by
 * the tab's filters, and the expired notice when the offer is gone.
 */

const ERR_01 = 'Przepraszamy, oferta nie jest już dostępna. Prosimy wybrać inną ofertę.';

/** Opens the first card's hotel for a party of two; returns the card's price per person as shown. */
async function openFirstHotel(page: Page): Promise<string> {
  await page.goto('/offers?adults_number=2');
  const card = page.getByRole('article').first();
  const price = (await card.locator('.list-card__price strong.price').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Wybrany termin' })).toBeVisible();
  return price;
}

const chosen = (page: Page) => page.locator('section.chosen-offer');

for (const width of [390, 1366]) {
  test(`at ${width}px the hotel page shows the card's offer with its flights, price for the party and a fresh availability check`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const cardPrice = await openFirstHotel(page);
    await expect(page.getByTestId('chosen-offer-price')).toHaveText(cardPrice);
    await expect(chosen(page)).toContainText(/Razem za 2 osoby: [\d\s ]+zł/);
    await expect(chosen(page).getByRole('status')).toHaveText('Dostępna – sprawdzone przed chwilą');

    await chosen(page).getByText('Loty', { exact: true }).click();
    await expect(chosen(page).getByRole('heading', { level: 4, name: 'Wylot' })).toBeVisible();
    await expect(chosen(page).locator('.offer-flights__route').first()).toContainText('→');
    await expect(chosen(page).locator('.offer-flights__times').first()).toContainText(
      /Odlot\s*\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/,
    );

    await chosen(page).getByText('Inne pokoje i wyżywienie w tym terminie').click();
    await expect(chosen(page).locator('.offer-variants, .offer-variants__none')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('a price calendar cell selects its offer, which the dates mark as chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openFirstHotel(page);
  const calendar = page.getByRole('table', { name: /^Kalendarz cen/ });
  const other = calendar.locator('button[aria-pressed="false"]').first();
  const cellPrice = (await other.locator('.price-calendar__price').innerText()).trim();
  await other.click();

  await expect(page).toHaveURL(/[?&]offer=[0-9a-f-]{36}/);
  await expect(calendar.locator('button[aria-pressed="true"] .price-calendar__price')).toHaveText(cellPrice);
  await expect(page.getByTestId('chosen-offer-price')).toHaveText(cellPrice);
  const uuid = new URL(page.url()).searchParams.get('offer');
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(page.locator('tr[aria-current="true"]')).toContainText('Wybrany');

  // "Wybierz" in the dates picks another, and Back returns to the previous choice.
  await page.locator('tbody tr:not([aria-current]) a', { hasText: 'Wybierz' }).first().click();
  await expect(page).not.toHaveURL(new RegExp(`offer=${uuid}`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`offer=${uuid}`));
});

test("the dates tab's filters write the search into the URL and narrow the dates", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openFirstHotel(page);
  const length = page.getByLabel('Długość pobytu');
  const option = length.locator('option').nth(1);
  const value = await option.getAttribute('value');
  await length.selectOption(value ?? '');
  await expect(page).toHaveURL(new RegExp(`duration_min=${value}&duration_max=${value}`));
  const days = page.locator('tbody td[data-label="Dni"]');
  await expect(days.first()).toHaveText(value ?? '');
  expect(new Set(await days.allInnerTexts())).toEqual(new Set([value]));

  // "All" again offers every length: the options do not shrink to the chosen one.
  await expect(length.locator('option')).not.toHaveCount(2);
  await length.selectOption('');
  await expect(page).not.toHaveURL(/duration_min=/);
});

test("an offer booked by someone else shows the expired notice with the hotel's other dates (HOTEL-05, ERR-01)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.route('**/offers/available?**', async (route) => {
    const uuid = new URL(route.request().url()).searchParams.get('uuid') ?? '';
    const gone = {
      uuid,
      available: false,
      availability: 'NOT_AVAILABLE',
      price_per_person_pln: 1,
      price_per_person_eur: 1,
    };
    await route.fulfill({ json: gone });
  });
  await page.goto('/offers?adults_number=2');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();

  await expect(page.getByRole('alert')).toHaveText(ERR_01);
  await expect(page.getByTestId('chosen-offer-price')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Inne terminy tego hotelu' })).toBeVisible();
  await expect(page.locator('.chosen-offer__similar a').first()).toHaveAttribute('href', /offer=/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Once the check says it can be booked again, the next choice shows its price.
  await page.unroute('**/offers/available?**');
  await page.locator('.chosen-offer__similar a').first().click();
  await expect(page.getByTestId('chosen-offer-price')).toBeVisible();
});

test('an offer gone from the offer altogether shows the same notice', async ({ page, consoleGuard }) => {
  consoleGuard.allow(STATUS_LOGGED(404));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/offers');
  const href = await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  await page.goto(`${href}&offer=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('alert')).toHaveText(ERR_01);
});

test('any other failure of the check shows the generic text (ERR-02)', async ({ page, consoleGuard }) => {
  consoleGuard.allow(STATUS_LOGGED(500));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.route('**/offers/available?**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  await page.goto('/offers');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.locator('section.chosen-offer[role="alert"]')).toHaveText(
    'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.',
  );
});

test('the additional information tab lists the notes for the hotel and the chosen offer (HOTEL-01, CONST-47)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openFirstHotel(page);
  await page.getByRole('tab', { name: 'Informacje dodatkowe' }).click();
  await expect(page).toHaveURL(/tab=additional_information/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Ostrzeżenia MSZ', { exact: true })).toBeVisible();
  await expect(panel.getByText('Transfer', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
