import { expect, test } from './fixtures.ts';

// HOME-03, ROLE-03: the notice lives in the layout's footer, so the home page shows it too.
test.describe('logged-in notice', () => {
  test('is shown on the home page when the signed_in cookie is 1', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText('Jesteś zalogowany.')).toBeVisible();
  });

  test('is not shown without the cookie or with another value', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Jesteś zalogowany.')).toHaveCount(0);

    await context.addCookies([{ name: 'signed_in', value: '0', url: baseURL ?? '' }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Jesteś zalogowany.')).toHaveCount(0);
  });
});
