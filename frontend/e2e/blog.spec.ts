import type { Page } from '@playwright/test';
import { RecommendedRegionsResponseSchema } from '@app/shared/content';
import { STATUS_LOGGED, expect, seriousAxeViolations, test } from './fixtures.ts';

/** Cards of the article list (their titles are the links). */
const articleTitles = (page: Page) => page.locator('.article-card__title');

test.describe('the blog search and its category pages (BLOG-01, BLOG-02)', () => {
  test('the search narrows the list, ignores accents and case, and the URL keeps it', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Poradnik podróżnika – Wakacje z Niemiec');
    await expect(page.getByRole('heading', { level: 1, name: 'Poradnik podróżnika' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'artykuł' })).toHaveText('9 artykułów');
    await expect(articleTitles(page)).toHaveCount(6);

    await page.getByLabel('Szukaj w poradniku').fill('WAWOZ samaria');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL('/blog?q=WAWOZ+samaria');
    await expect(articleTitles(page)).toHaveText(['Kreta poza sezonem']);

    await page.reload();
    await expect(page.getByLabel('Szukaj w poradniku')).toHaveValue('WAWOZ samaria');
    await expect(articleTitles(page)).toHaveText(['Kreta poza sezonem']);

    await page.getByRole('link', { name: 'Kreta poza sezonem' }).click();
    await expect(page).toHaveURL('/poradnik/kreta-poza-sezonem');
    await page.goBack();
    await expect(page).toHaveURL('/blog?q=WAWOZ+samaria');
    await expect(articleTitles(page)).toHaveText(['Kreta poza sezonem']);
  });

  test('a search without results says so and leads back to every article', async ({ page }) => {
    await page.goto('/blog?q=narciarstwo');
    await expect(page.getByRole('heading', { name: 'Nic nie znaleźliśmy' })).toBeVisible();
    await expect(page.getByText('Żaden artykuł nie pasuje do „narciarstwo”.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Pokaż wszystkie artykuły' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(articleTitles(page)).toHaveCount(6);
  });

  test('category chips filter the list; pages are links in the URL', async ({ page }) => {
    await page.goto('/blog');
    const chips = page.getByRole('navigation', { name: 'Kategorie' });
    await chips.getByRole('link', { name: 'Wakacje z dziećmi' }).click();
    await expect(page).toHaveURL('/blog?category=wakacje-z-dziecmi');
    await expect(chips.getByRole('link', { name: 'Wakacje z dziećmi' })).toHaveAttribute('aria-current', 'page');
    await expect(articleTitles(page)).toHaveCount(3);

    await chips.getByRole('link', { name: 'Wszystkie' }).click();
    await page.getByRole('navigation', { name: 'Strony artykułów' }).getByRole('link', { name: 'Strona 2' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(articleTitles(page)).toHaveCount(3);
  });

  test('a category page lists only its own articles', async ({ page }) => {
    await page.goto('/poradnik/kategoria/kierunki');
    await expect(page).toHaveTitle('Kierunki – Wakacje z Niemiec');
    await expect(page.getByRole('heading', { level: 1, name: 'Kierunki' })).toBeVisible();
    await expect(articleTitles(page)).toHaveText([
      'Dominikana zimą – Karaiby z Frankfurtu',
      'Kreta poza sezonem',
      'Riwiera Turecka: Alanya, Side czy Belek?',
    ]);
  });

  test('an unknown category or article shows a not-found page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(404));
    await page.goto('/poradnik/kategoria/narty');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie ma takiej kategorii' })).toBeVisible();
    await page.goto('/poradnik/nie-ma-takiego-artykulu');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleźliśmy tego artykułu' })).toBeVisible();
    await page.getByRole('link', { name: 'Wszystkie artykuły' }).click();
    await expect(page).toHaveURL('/blog');
  });
});

test.describe('an article with its curiosities and related offers (BLOG-04, BLOG-05)', () => {
  test('shows the body, curiosities from /blog/get_curiosity and offers from /blog/related_offers', async ({
    page,
  }) => {
    const curiosities = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/blog/get_curiosity' && response.status() === 200,
    );
    const related = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/blog/related_offers' && response.status() === 200,
    );
    await page.goto('/poradnik/riwiera-turecka-przewodnik');
    expect(new URL((await curiosities).url()).searchParams.get('region_id')).toBe('200210');
    expect(new URL((await related).url()).searchParams.get('regions')).toBe('200210');

    await expect(page).toHaveTitle('Riwiera Turecka: Alanya, Side czy Belek? – Wakacje z Niemiec');
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /^Trzy kurorty, trzy charaktery\./,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riwiera Turecka: Alanya, Side czy Belek?');
    await expect(page.getByRole('heading', { level: 2, name: 'Side – ruiny nad morzem' })).toBeVisible();
    await expect(page.locator('time').first()).toHaveText('20.08.2025');

    const facts = page.getByRole('complementary', { name: 'Czy wiesz, że…?' });
    await expect(facts.getByRole('listitem')).toHaveCount(3);
    await expect(facts).toContainText('Aspendos');

    const offers = page.getByRole('region', { name: 'Oferty w tym regionie' });
    const cards = offers.locator('.offer-card__link');
    await expect(cards.first()).toBeVisible();
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/hotel\/[a-z0-9-]+\?id=[^&]+&offer_type=A&/);
    }
    await expect(offers.locator('.offer-card__place').first()).toContainText('Turcja');
  });

  test('has no serious or critical accessibility violations, nor has the blog', async ({ page }) => {
    await page.goto('/poradnik/egipt-z-dziecmi-hurghada');
    await expect(page.getByRole('complementary', { name: 'Czy wiesz, że…?' }).getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Oferty w tym regionie' }).locator('.offer-card').first(),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/blog');
    await expect(articleTitles(page)).toHaveCount(6);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('recommended-region pages (BLOG-03)', () => {
  const PAGES = [
    { path: '/kierunki/egzotyczne', title: 'Egzotyczne kierunki', key: 'exotic' },
    { path: '/kierunki/bliskie', title: 'Bliskie kierunki', key: 'nearby' },
    { path: '/kierunki/dalekie', title: 'Dalekie kierunki', key: 'far' },
  ] as const;

  /** Opens a page and reads the recommended regions it was given: the prices are live (issue 22). */
  async function openWithRegions(page: Page, path: string, key: string) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/regions/get_recommended_regions');
    await page.goto(path);
    const { categories } = RecommendedRegionsResponseSchema.parse(await (await answer).json());
    return categories.find((category) => category.key === key)?.regions ?? [];
  }

  for (const { path, title, key } of PAGES) {
    test(`${path} lists its regions that have offers, each with its price, and articles and offers`, async ({
      page,
    }) => {
      const regions = await openWithRegions(page, path, key);
      expect(regions.length).toBeGreaterThan(0);
      await expect(page).toHaveTitle(`${title} – Wakacje z Niemiec`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const list = page.getByRole('region', { name: 'Kraje i ceny' });
      // A region without a live offer has no price and is hidden (spec §2).
      const priced = regions.filter((region) => region.min_price_pln !== null);
      await expect(list.getByRole('link')).toHaveCount(priced.length);
      for (const region of priced) {
        const link = list.getByRole('link', { name: new RegExp(region.name) });
        await expect(link).toHaveAttribute('href', region.link);
        await expect(link).toContainText(/od [\d\s]+zł \/ os\./);
      }
      await expect(
        page.getByRole('region', { name: 'Poczytaj przed wyjazdem' }).locator('.article-card'),
      ).not.toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Najtańsze oferty' }).locator('.offer-card').first()).toBeVisible();
    });
  }

  test('the footer links every recommended-region page', async ({ page }) => {
    await page.goto('/kierunki/bliskie');
    const footer = page.getByRole('navigation', { name: 'Inspiracje' });
    await expect(footer.getByRole('link')).toHaveText([
      'Poradnik podróżnika',
      'Egzotyczne kierunki',
      'Bliskie kierunki',
      'Dalekie kierunki',
    ]);
    await footer.getByRole('link', { name: 'Egzotyczne kierunki' }).click();
    await expect(page).toHaveURL('/kierunki/egzotyczne');
  });
});
