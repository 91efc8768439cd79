/// <reference lib="dom" />
// The measuring runs inside the page (Playwright evaluate), hence the DOM types.
import { chromium } from 'playwright-core';
import { QUIET_CHROMIUM_FLAGS } from '@app/shared/local-chromium';
import { CHROME_PATH, percentile } from './web-lighthouse.ts';

export interface FilterChangeResult {
  readonly changes: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  /** Changes answered from the query cache (a combination seen before) rather than the API. */
  readonly cached: number;
  /** p95 of the changes that went to the API. */
  readonly fetchedP95: number;
}

/**
 * Issue 6: "a filter change shows new results within 150 ms locally". In a desktop-sized Chromium
 * (no throttling), ticks and unticks the offers list's filter checkboxes in turn and measures, in the
 * page, from the click to the first frame after the results section shows the new answer: the end of
 * its busy state (`aria-busy`) for a search that went to the API, its first DOM change for one the
 * query cache answered.
 */
export async function measureFilterChanges(baseUrl: string, changes: number): Promise<FilterChangeResult> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...QUIET_CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // tsx compiles with esbuild's keepNames, which wraps the in-page function's inner functions in
    // a `__name` helper that only exists in Node.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(new URL('/offers?offer_type=A', baseUrl).href);
    await page.locator('.offers-list__results article').first().waitFor();
    const boxes = page.getByRole('group', { name: 'Filtry' }).locator('input[type="checkbox"]:not(:disabled)');
    const timings: number[] = [];
    const fetchedTimings: number[] = [];
    for (let change = 0; change < changes; change++) {
      // The options that can be chosen now (a count of 0 disables one); stepping through them by 7
      // makes combinations the query cache has not seen yet, mixed with ones it has.
      const count = await boxes.count();
      if (count === 0) throw new Error('the offers list shows no filter checkbox that can be chosen');
      const box = boxes.nth((change * 7 + 3) % count);
      const { ms, fetched } = await box.evaluate(
        (input: HTMLInputElement) =>
          new Promise<{ ms: number; fetched: boolean }>((resolve, reject) => {
            const results = document.querySelector('.offers-list__results');
            if (!results) return reject(new Error('no results section'));
            const start = performance.now();
            let busy = false;
            let changedAt: number | undefined;
            const observer = new MutationObserver((records) => {
              const now = performance.now();
              if (records.some((record) => record.type === 'childList')) changedAt ??= now;
              if (results.getAttribute('aria-busy') === 'true') busy = true;
              else if (busy) {
                observer.disconnect();
                requestAnimationFrame(() => resolve({ ms: performance.now() - start, fetched: true }));
              }
            });
            observer.observe(results, {
              attributes: true,
              attributeFilter: ['aria-busy'],
              childList: true,
              subtree: true,
            });
            input.click();
            // Two frames after the click React has committed: a search the query cache knew is on
            // screen by then, without ever going busy.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                if (busy) return;
                observer.disconnect();
                resolve({ ms: (changedAt ?? performance.now()) - start, fetched: false });
              }),
            );
            setTimeout(() => reject(new Error('no new results within 10 s')), 10_000);
          }),
      );
      timings.push(ms);
      if (fetched) fetchedTimings.push(ms);
      // A visitor reads between two changes; it also lets the debounce of the URL settle.
      await page.waitForTimeout(150);
    }
    return {
      changes,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      max: Math.max(...timings),
      cached: changes - fetchedTimings.length,
      fetchedP95: percentile(fetchedTimings, 95),
    };
  } finally {
    await browser.close();
  }
}
