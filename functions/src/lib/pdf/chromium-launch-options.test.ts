import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions, DEFAULT_CHROMIUM_PATH } from './chromium-launch-options.ts';

// The Lambda branch unpacks @sparticuz/chromium into /tmp and is exercised in AWS only.
describe('Chromium launch options outside Lambda', () => {
  it('use the system Chromium unless CHROMIUM_PATH points elsewhere', async () => {
    expect((await chromiumLaunchOptions({})).executablePath).toBe(DEFAULT_CHROMIUM_PATH);
    expect((await chromiumLaunchOptions({ CHROMIUM_PATH: '/opt/chrome/chrome' })).executablePath).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('run headless, without sandbox, GPU, QUIC or background traffic', async () => {
    const { args } = await chromiumLaunchOptions({});
    expect(args).toEqual(
      expect.arrayContaining([
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ]),
    );
  });

  it('route any traffic that escapes request interception to a dead proxy, loopback included', async () => {
    const { args } = await chromiumLaunchOptions({});
    expect(args).toContain('--proxy-bypass-list=<-loopback>');
    expect(args?.some((arg) => arg.startsWith('--proxy-server='))).toBe(true);
  });
});
