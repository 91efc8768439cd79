import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, STATUS_LOGGED, test, waitForHydration } from './fixtures.ts';

const INVALID = 'Podaj poprawny adres e-mail (bez polskich znaków), aby zapisać się do newslettera.';
const AFTER_SIGN_UP = 'Dziękujemy! Sprawdź skrzynkę i potwierdź zapis, klikając link w wiadomości od nas.';
const NOTICE = /Adres e-mail wykorzystamy wyłącznie do wysyłania newslettera/;

/** Switches the analytics adapter on, as a consent manager would, so its queue can be read. */
async function withAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.analyticsEnabled = true;
  });
}

function newsletterEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event !== 'page_view'));
}

function newsletter(page: Page) {
  const block = page.getByRole('region', { name: 'Zapisz się do newslettera' });
  return {
    block,
    field: block.getByLabel('Twój adres e-mail'),
    submit: block.getByRole('button', { name: 'Zapisz się' }),
  };
}

test.describe('newsletter on the home page', () => {
  test('has one e-mail field (NEWS-01); no message at first, focus shows the data-protection notice (STATE-32, STATE-33)', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(newsletter(page).field);
    const { block, field } = newsletter(page);
    await expect(block.locator('input')).toHaveCount(1);
    await expect(field).toHaveAttribute('type', 'email');
    await expect(block.getByText(NOTICE)).toHaveCount(0);
    await field.focus();
    await expect(block.getByText(NOTICE)).toBeVisible();
  });

  test('an invalid e-mail shows invalid_email_message and sends nothing', async ({ page }) => {
    await withAnalytics(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/newsletter/')) requests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(newsletter(page).field);
    const { block, field, submit } = newsletter(page);
    await field.fill('zażółć@example.pl');
    await submit.click();

    await expect(block.getByText(INVALID)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(INVALID);
    expect(requests).toEqual([]);
    expect(await newsletterEvents(page)).toEqual([]);
  });

  test('a valid e-mail is signed up: message, cleared field, conversion and analytics event (NEWS-02, NEWS-03, NEWS-05, NEWS-06, STATE-34)', async ({
    page,
  }) => {
    await withAnalytics(page);
    await page.goto('/');
    await waitForHydration(newsletter(page).field);
    const { block, field, submit } = newsletter(page);
    const address = `e2e-${Date.now()}@example.pl`;
    await field.fill(address);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/newsletter/sign_up') && r.method() === 'POST'),
      submit.click(),
    ]);

    // Spec §7: the address travels in the query parameter newsletter[email], with the CSRF header.
    expect(new URL(request.url()).searchParams.get('newsletter[email]')).toBe(address);
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    await expect(block.getByText(AFTER_SIGN_UP)).toBeVisible();
    await expect(field).toHaveValue('');
    expect(await newsletterEvents(page)).toEqual([
      { event: 'conversion', conversion: 'newsletter_sign_up' },
      { event: 'newsletter_sign_up' },
    ]);
  });

  test('a failure shows the message the server gives, word for word (NEWS-04, ERR-20, STATE-34)', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(STATUS_LOGGED(422));
    const message = 'Ten adres jest na liście zablokowanych adresów.';
    await page.route('**/newsletter/sign_up?**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'validation_failed', message } }),
      }),
    );
    await page.goto('/');
    await waitForHydration(newsletter(page).field);
    const { block, field, submit } = newsletter(page);
    await field.fill('jan.kowalski@example.pl');
    await submit.click();

    await expect(block.getByText(message, { exact: true })).toBeVisible();
    await expect(field).toHaveValue('jan.kowalski@example.pl');
  });

  test('has no serious accessibility violations with the notice and an error shown', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(newsletter(page).field);
    const { block, field, submit } = newsletter(page);
    await field.focus();
    await expect(block.getByText(NOTICE)).toBeVisible();
    // Sent empty, the box is required rather than wrong (issue 22).
    await submit.click();
    await expect(block.getByText('To pole jest wymagane')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
