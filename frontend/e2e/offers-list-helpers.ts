/** What the offers-list journeys share: the list API pattern, counts read from the page, opening a list. */
import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

export const LIST_API = '**/offers/list?**';
export const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/** The query of a request or a page URL. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
export const isListRequest = (request: Request) => new URL(request.url()).pathname === '/offers/list';

/** "12 345" (with a no-break space) → 12345. */
export const number = (text: string) => Number(text.replace(/\D/g, ''));

export function totals(page: Page): Locator {
  return page.locator('#results-heading');
}

/** The hotels the totals heading announces, once the list has answered. */
export async function totalHotels(page: Page): Promise<number> {
  await expect(totals(page)).toHaveText(/^\d[\d\s]* (hotel|hotele|hoteli|kierun)/);
  return number((await totals(page).textContent())?.split(',')[0] ?? '');
}

export function filters(page: Page): Locator {
  return page.getByRole('group', { name: 'Filtry', exact: true });
}

/** An option's live count from its label, "All inclusive (1 234)". */
export async function optionCount(option: Locator): Promise<number> {
  const name = (await option.getAttribute('aria-label')) ?? (await option.locator('xpath=..').innerText());
  const match = /\(([\d\s\u00a0]+)\)\s*$/.exec(name);
  if (!match?.[1]) throw new Error(`no count in "${name}"`);
  return number(match[1]);
}

export async function openList(page: Page, path = '/offers'): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('article').first()).toBeVisible();
  return totalHotels(page);
}

/** Waits until the totals say `hotels` hotels (the count of the option just chosen). */
export async function expectHotels(page: Page, hotels: number): Promise<void> {
  await expect(totals(page)).toHaveText(
    new RegExp(`^${hotels.toLocaleString('pl-PL', { useGrouping: true }).replace(/\s/g, '\\s')}\\s`),
  );
}
