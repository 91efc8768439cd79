import { STATUS_LOGGED, expect, test } from './fixtures.ts';

const TOKEN = 'A'.repeat(43);

test.describe('newsletter confirmation page (API-34, double opt-in)', () => {
  test('a link without its token says so instead of calling the API', async ({ page }) => {
    await page.goto('/potwierdz-newsletter?email=anna%40example.pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Potwierdzenie zapisu do newslettera');
    await expect(page.getByRole('alert')).toContainText('Ten link jest niepełny');
    await expect(page.getByRole('button', { name: 'Potwierdzam zapis' })).toHaveCount(0);
  });

  test('confirms with a click; a stale token shows the server message', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(400));
    await page.goto(`/potwierdz-newsletter?email=anna%40example.pl&token=${TOKEN}`);
    await expect(page.getByText('anna@example.pl')).toBeVisible();
    // The real endpoint: no sign-up with this token exists.
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await expect(page.getByRole('alert')).toContainText('Link potwierdzający jest nieprawidłowy lub nieaktualny');

    // A valid token (the API's own success is tested against the stand-ins in functions/).
    await page.route('**/newsletter/add_email_to_newsletter_db', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"subscribed":true}' }),
    );
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await expect(page.getByRole('status')).toHaveText('Gotowe! Adres anna@example.pl jest zapisany do newslettera.');
  });
});
