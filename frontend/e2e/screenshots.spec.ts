import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_AGENT, expect, signIn, test } from './fixtures.ts';

/** Git-ignored; open the PNGs and judge them as a traveller would (ui.md). */
const DIRECTORY = join(import.meta.dirname, '..', 'screenshots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

test.beforeAll(() => mkdirSync(DIRECTORY, { recursive: true }));

for (const { name, width, height } of WIDTHS) {
  test(`screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const shoot = (screen: string) =>
      page.screenshot({ path: join(DIRECTORY, `${screen}-${name}-${width}.png`), fullPage: true });

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Polecane regiony' }).getByRole('link').first()).toBeVisible();
    await shoot('home');

    await page.getByRole('combobox', { name: 'Język' }).selectOption('de');
    await expect(page.getByRole('region', { name: 'Empfohlene Reiseziele' }).getByRole('link').first()).toBeVisible();
    await shoot('home-de');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('pl');

    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByLabel('Hasło')).toHaveAttribute('aria-invalid', 'true');
    await shoot('login');

    await signIn(page, DEMO_AGENT);
    await expect(page.getByRole('heading', { name: `Witaj, ${DEMO_AGENT.name}!` })).toBeVisible();
    await shoot('admin-shell');
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/admin/login');
  });
}
