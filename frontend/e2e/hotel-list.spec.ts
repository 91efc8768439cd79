import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';

/** The hotel list's parts, found as a visitor finds them: by their labels. */
function hotelList(page: Page) {
  const search = page.getByRole('search');
  const results = page.getByRole('region', { name: /\d+ (hotel|hotele|hoteli|hotelu)$/ });
  return {
    text: search.getByLabel('Nazwa hotelu lub miejsce'),
    country: search.getByLabel('Kraj'),
    region: search.getByLabel('Region'),
    results,
    total: page.getByRole('heading', { level: 2, name: /\d+ (hotel|hotele|hoteli|hotelu)$/ }),
    names: results.getByRole('heading', { level: 3 }),
    places: results.locator('.hotel-card__place'),
  };
}

const countOf = async (page: Page) => Number((await hotelList(page).total.innerText()).replace(/\D/g, ''));
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

test.describe('the hotel list /hotele: search by name or place, country and region (HLIST-01..03)', () => {
  test('finds a hotel by its name, typed without accents or capitals, and links to its page', async ({ page }) => {
    await page.goto('/hotele');
    const list = hotelList(page);
    await expect(list.total).toHaveText(/^\d[\d\s]* hotel/);
    const all = await countOf(page);
    await list.text.fill('aegean luxury');
    await expect(list.total).toHaveText('1 hotel');
    await expect(list.names).toHaveText(['Aegean Luxury Resort Lindos']);
    expect(queryOf(page.url())).toEqual({ hotel_name: 'aegean luxury' });
    expect(all).toBeGreaterThan(1);
    await expect(list.results.getByRole('link', { name: 'Aegean Luxury Resort Lindos' })).toHaveAttribute(
      'href',
      /^\/hotel\/aegean-luxury-resort-lindos\?id=\w+&offer_type=A$/,
    );
  });

  test('finds hotels by location: a town with its accents folded, a region by name', async ({ page }) => {
    await page.goto('/hotele');
    const list = hotelList(page);
    await list.text.fill('kusadasi');
    await expect(list.places.first()).toContainText('Kuşadası');
    for (const place of await list.places.allInnerTexts()) expect(place).toContain('Kuşadası');
    await list.text.fill('Rodos');
    await expect(list.places.first()).toContainText('Grecja');
    expect(await countOf(page)).toBeGreaterThan(1);
    // Hotels not named after the island are found by their region.
    expect((await list.names.allInnerTexts()).some((name) => !/rodos/i.test(name))).toBe(true);
  });

  test('typing makes one request for the text, not one per key (debounced)', async ({ page }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/offers/get_hotels_list') texts.push(url.searchParams.get('hotel_name') ?? '');
    });
    await page.goto('/hotele');
    const list = hotelList(page);
    await expect(list.total).toBeVisible();
    await list.text.pressSequentially('kreta', { delay: 40 });
    await expect(list.total).toHaveText(/^\d+ hotel/);
    await expect.poll(() => texts.at(-1)).toBe('kreta');
    expect(texts.filter((text) => text !== '' && text !== 'kreta')).toEqual([]);
  });

  test('the country/region chooser narrows the list', async ({ page }) => {
    await page.goto('/hotele');
    const list = hotelList(page);
    await expect(list.region).toBeDisabled();
    const all = await countOf(page);
    await list.country.selectOption({ label: 'Grecja' });
    await expect(list.region).toBeEnabled();
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const greece = await countOf(page);
    for (const place of await list.places.allInnerTexts()) expect(place).toMatch(/Grecja$/);
    await list.region.selectOption({ label: 'Kreta' });
    await expect.poll(() => countOf(page)).toBeLessThan(greece);
    const crete = queryOf(page.url());
    expect(crete['regions']).toMatch(/^\d+$/);
    await list.country.selectOption({ label: 'Wszystkie kraje' });
    await expect.poll(() => countOf(page)).toBe(all);
    await expect(list.region).toBeDisabled();
  });

  test('the search is the URL: a reload and Back/Forward restore it', async ({ page }) => {
    await page.goto('/hotele');
    const list = hotelList(page);
    await list.country.selectOption({ label: 'Grecja' });
    await expect(page).toHaveURL(/regions=/);
    // The radio shows the URL's type, so it turns checked when the click's navigation commits,
    // which on a busy machine is after check() would look (CI, 2026-11-26).
    await page.getByRole('radio', { name: 'Tylko hotel' }).click();
    await expect(page.getByRole('radio', { name: 'Tylko hotel' })).toBeChecked();
    await expect(page).toHaveURL(/offer_type=S/);
    // The count is read from the answer to the narrowed search, not from the screen while it loads.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes('/offers/get_hotels_list?') && response.url().includes('hotel_name=kreta'),
      ),
      list.text.fill('kreta'),
    ]);
    await expect(page).toHaveURL(/hotel_name=kreta/);
    const narrowed = ((await answer.json()) as { total: number }).total;
    await expect.poll(() => countOf(page)).toBe(narrowed);

    await page.reload();
    await expect(list.text).toHaveValue('kreta');
    await expect(list.country).toHaveValue(/\d+/);
    await expect(list.country.locator('option:checked')).toHaveText('Grecja');
    await expect(page.getByRole('radio', { name: 'Tylko hotel' })).toBeChecked();
    await expect.poll(() => countOf(page)).toBe(narrowed);

    await page.goBack();
    await expect(list.text).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Tylko hotel' })).toBeChecked();
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Wszystkie' })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(list.text).toHaveValue('kreta');
    await expect.poll(() => countOf(page)).toBe(narrowed);
  });

  test('pages through the results', async ({ page }) => {
    await page.goto('/hotele');
    const list = hotelList(page);
    const first = await list.names.first().innerText();
    await page.getByRole('navigation', { name: 'Strony wyników' }).getByRole('link', { name: 'Strona 2' }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(list.names.first()).not.toHaveText(first);
  });

  test('nothing found: a friendly message and a way back; no serious axe violations', async ({ page }) => {
    await page.goto('/hotele');
    await expect(hotelList(page).total).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await hotelList(page).text.fill('zzzz nic takiego');
    await expect(page.getByRole('heading', { name: 'Nie znaleźliśmy takiego hotelu' })).toBeVisible();
    await expect(hotelList(page).total).toHaveText('0 hoteli');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('region').getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click();
    await expect(hotelList(page).text).toHaveValue('');
    await expect(hotelList(page).names.first()).toBeVisible();
  });

  test('is linked from the site header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Szukaj hotelu' }).click();
    await expect(page).toHaveURL(/\/hotele$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hotele' })).toBeVisible();
  });
});
