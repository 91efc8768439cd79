import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, localChromiumPath } from './local-chromium.ts';

describe('the local Chromium', () => {
  it('is the system one unless CHROME_PATH or CHROMIUM_PATH names another (CHROME_PATH first)', () => {
    expect(localChromiumPath({})).toBe(DEFAULT_CHROMIUM_PATH);
    expect(localChromiumPath({ CHROMIUM_PATH: '/opt/a' })).toBe('/opt/a');
    expect(localChromiumPath({ CHROME_PATH: '/opt/b', CHROMIUM_PATH: '/opt/a' })).toBe('/opt/b');
    expect(localChromiumPath({ CHROME_PATH: '' })).toBe(DEFAULT_CHROMIUM_PATH);
  });
});
