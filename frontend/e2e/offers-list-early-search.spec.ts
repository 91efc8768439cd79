import { expect, test } from './fixtures.ts';
import { isListRequest, queryOf } from './offers-list-helpers.ts';

/**
 * Issue 6 (Lighthouse on /offers): a listing page asks for its search beside the app's scripts
 * (src/early-search.ts) and the list takes that answer instead of asking again.
 */
test.describe('the early search of a listing page', () => {
  for (const locale of ['pl', 'en'] as const) {
    test(`asks once, from the document's early script, and the list shows that answer (${locale})`, async ({
      page,
    }) => {
      if (locale !== 'pl') await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), locale);
      const asked: { query: Record<string, string>; language: string | undefined }[] = [];
      page.on('request', (request) => {
        if (isListRequest(request))
          asked.push({ query: queryOf(request.url()), language: request.headers()['accept-language'] });
      });
      await page.goto('/wakacje?adults_number=3&boards=2');
      await expect(page.getByRole('article').first()).toBeVisible();

      expect(asked).toEqual([
        {
          query: expect.objectContaining({ offer_type: 'A', adults_number: '3', boards: '2', page: '0' }) as object,
          language: locale,
        },
      ]);
      // Started by the document's early script and taken by the list (no answer left over).
      expect(await page.evaluate(() => window.__earlyRequests)).toEqual([]);
      const picture = await page.locator('.list-card__image').first().getAttribute('src');
      await expect(page.locator(`link[rel="preload"][as="image"][href="${picture}"]`)).toHaveCount(1);
    });
  }
});
