import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export const DEMO_AGENT = {
  email: 'agent@demo-travel.pl',
  password: 'Agent!2026demo',
  name: 'Anna Nowak',
  agencyId: 'demo-agency',
};
export const DEMO_OFFICE = { email: 'office@demo-travel.pl', password: 'Office!2026demo', name: 'Piotr Kowalski' };

interface ConsoleGuard {
  /** Accepts console errors the test expects, such as Chromium's note on a 401 answer. */
  allow(pattern: RegExp): void;
}

/**
 * Every page test fails on a `console.error` or an uncaught page error it did not expect. A page
 * opened with `page.goto` is waited for until React has taken it over (`<html data-app-ready>`):
 * prerendered pages show before their scripts run, and a click before that would go nowhere.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await provide(page);
  },
  consoleGuard: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await provide({ allow: (pattern) => allowed.push(pattern) });
      expect(errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))).toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium logs every 4xx answer of fetch as a console error. */
export const STATUS_LOGGED = (status: number): RegExp =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Hasło').fill(user.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** Serious and critical WCAG 2.x A/AA violations found by axe. */
export async function seriousAxeViolations(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Waits until React has adopted a prerendered element (it then carries React's props): sections
 * that load their code after the page (the home page's categories) show as HTML first, and a click
 * before they are adopted does nothing.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
