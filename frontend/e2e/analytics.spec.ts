import { expect, test } from './fixtures.ts';

test.describe('analytics', () => {
  test('is inert unless switched on', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test('sends a page view for every route change (TRACK-01)', async ({ page }) => {
    await page.addInitScript(() => {
      window.analyticsEnabled = true;
    });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await menu.getByRole('link', { name: 'Tylko hotele' }).click();
    await expect(page).toHaveURL('/tylko-hotele');
    await menu.getByRole('link', { name: 'Wakacje' }).click();
    await expect(page).toHaveURL('/wakacje');

    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view')))
      .toEqual([
        { event: 'page_view', page_path: '/' },
        { event: 'page_view', page_path: '/tylko-hotele' },
        { event: 'page_view', page_path: '/wakacje' },
      ]);
  });
});
