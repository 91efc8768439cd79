import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, getBrowser } from './browser.ts';
import { CHROMIUM_MISSING, withChromium } from './pdf-test-tools.ts';
import { renderPdf } from './render-pdf.ts';

describe.skipIf(CHROMIUM_MISSING)(withChromium('the shared browser'), () => {
  afterAll(() => closeBrowser());

  it('is launched once and reused by later renders', async () => {
    const [first, second] = await Promise.all([getBrowser(), getBrowser()]);
    expect(second).toBe(first);
    await renderPdf('<p>warm</p>');
    expect(await getBrowser()).toBe(first);
  });

  it('is replaced by a fresh one after it crashes', async () => {
    const crashed = await getBrowser();
    const disconnected = new Promise((resolve) => crashed.once('disconnected', resolve));
    crashed.process()?.kill('SIGKILL');
    await disconnected;

    const replacement = await getBrowser();
    expect(replacement).not.toBe(crashed);
    expect(replacement.connected).toBe(true);
    expect((await renderPdf('<p>after the crash</p>')).byteLength).toBeGreaterThan(0);
  });

  it('can be closed and launched again', async () => {
    const closed = await getBrowser();
    await closeBrowser();
    expect(closed.connected).toBe(false);
    expect(await getBrowser()).not.toBe(closed);
  });
});
