import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumLaunchOptions } from './chromium-launch-options.ts';

/**
 * One browser per process. Launching costs about a second (more in Lambda), a new page a few
 * milliseconds, so a warm Lambda keeps the browser and only opens pages. The promise, not the
 * browser, is kept so that callers arriving during a launch share it instead of starting another.
 */
let browserPromise: Promise<Browser> | undefined;

export async function getBrowser(): Promise<Browser> {
  const pending = browserPromise;
  if (pending) {
    const browser = await pending.catch(() => undefined);
    if (browser?.connected) return browser;
    // A failed launch or a crashed browser: make sure nothing is left running, then start afresh.
    browser?.process()?.kill('SIGKILL');
    if (browserPromise === pending) browserPromise = undefined;
  }
  browserPromise ??= launchBrowser();
  return browserPromise;
}

async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch(await chromiumLaunchOptions());
}

/** For tests, benchmarks and shutdown hooks; a later getBrowser() launches again. */
export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = undefined;
  const browser = await pending?.catch(() => undefined);
  await browser?.close().catch(() => browser.process()?.kill('SIGKILL'));
}
