import { DEMO_AGENT, DEMO_OFFICE, expect, seriousAxeViolations, signIn, STATUS_LOGGED, test } from './fixtures.ts';

test.describe('admin sign-in', () => {
  test('/admin sends a signed-out visitor to the login page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(401));
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { name: 'Logowanie do panelu' })).toBeVisible();
  });

  test('an agent signs in and out', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(401));
    await signIn(page, DEMO_AGENT);

    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: `Witaj, ${DEMO_AGENT.name}!` })).toBeVisible();
    const user = page.locator('dl');
    await expect(user).toContainText(DEMO_AGENT.email);
    await expect(user).toContainText('Agent');
    await expect(user).toContainText(DEMO_AGENT.agencyId);

    // The session is a cookie: it survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: `Witaj, ${DEMO_AGENT.name}!` })).toBeVisible();

    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/login');
  });

  test('office staff sign in and out', async ({ page }) => {
    await signIn(page, DEMO_OFFICE);
    await expect(page.getByRole('heading', { name: `Witaj, ${DEMO_OFFICE.name}!` })).toBeVisible();
    await expect(page.locator('dl')).toContainText('Pracownik biura');
    await expect(page.locator('dl')).not.toContainText('Agencja');
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/admin/login');
  });

  test('a wrong password gets a clear message; the right one still works', async ({ page, consoleGuard }) => {
    consoleGuard.allow(STATUS_LOGGED(401));
    await signIn(page, { email: DEMO_AGENT.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.');
    await expect(page).toHaveURL('/admin/login');

    // A correct sign-in resets the failure count, so reruns never lock the demo account.
    await page.getByLabel('Hasło').fill(DEMO_AGENT.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByRole('heading', { name: `Witaj, ${DEMO_AGENT.name}!` })).toBeVisible();
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/admin/login');
  });

  test('empty fields are explained next to the fields', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByLabel('Hasło')).toHaveAccessibleDescription('To pole jest wymagane');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the login page and the shell have no serious accessibility violations', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Logowanie do panelu' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await signIn(page, DEMO_OFFICE);
    await expect(page.getByRole('heading', { name: `Witaj, ${DEMO_OFFICE.name}!` })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/admin/login');
  });
});
