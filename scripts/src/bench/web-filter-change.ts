/// <reference lib="dom" />
// The measuring runs inside the page (Playwright evaluate), hence the DOM types.
import { chromium } from 'playwright-core';
import { CHROME_PATH, percentile } from './web-lighthouse.ts';

export interface FilterChangeResult {
  readonly changes: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  /** Changes answered from the query cache (a combination seen before) rather than the API. */
  readonly cached: number;
}

/**
 * Issue 6: "a filter change shows new results within 150 ms locally". In a desktop-sized Chromium
 * (no throttling), ticks and unticks the offers list's filter checkboxes in turn and measures, in the
 * page, from the click to the first frame after the results section shows the new answer: the end of
 * its busy state (`aria-busy`) for a search that went to the API, its first DOM change for one the
 * query cache answered.
 */
export async function measureFilterChanges(baseUrl: string, changes: number): Promise<FilterChangeResult> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(new URL('/offers?offer_type=A', baseUrl).href);
    await page.locator('.offers-list__results article').first().waitFor();
    const boxes = page.getByRole('group', { name: 'Filtry' }).locator('input[type="checkbox"]');
    const count = Math.min(await boxes.count(), 12);
    if (count === 0) throw new Error('the offers list shows no filter checkboxes');
    const timings: number[] = [];
    let cached = 0;
    for (let change = 0; change < changes; change++) {
      const box = boxes.nth(change % count);
      const { ms, fetched } = await box.evaluate(
        (input: HTMLInputElement) =>
          new Promise<{ ms: number; fetched: boolean }>((resolve, reject) => {
            const results = document.querySelector('.offers-list__results');
            if (!results) return reject(new Error('no results section'));
            const start = performance.now();
            let busy = false;
            const finish = () => {
              observer.disconnect();
              requestAnimationFrame(() => resolve({ ms: performance.now() - start, fetched: busy }));
            };
            const observer = new MutationObserver((records) => {
              const nowBusy = results.getAttribute('aria-busy') === 'true';
              if (nowBusy) busy = true;
              else if (busy || records.some((record) => record.type === 'childList')) finish();
            });
            observer.observe(results, {
              attributes: true,
              attributeFilter: ['aria-busy'],
              childList: true,
              subtree: true,
            });
            input.click();
            setTimeout(() => reject(new Error('no new results within 10 s')), 10_000);
          }),
      );
      timings.push(ms);
      if (!fetched) cached++;
      // A visitor reads between two changes; it also lets the debounce of the URL settle.
      await page.waitForTimeout(150);
    }
    return {
      changes,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      max: Math.max(...timings),
      cached,
    };
  } finally {
    await browser.close();
  }
}
