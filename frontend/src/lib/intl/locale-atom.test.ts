import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

/** The stored language is read when the module loads, as on a page load. */
async function freshLocaleAtom() {
  vi.resetModules();
  return import('./locale-atom.ts');
}

describe('localeAtom', () => {
  it('defaults to Polish', async () => {
    const { localeAtom } = await freshLocaleAtom();
    expect(createStore().get(localeAtom)).toBe('pl');
  });

  it('starts from the stored language', async () => {
    window.localStorage.setItem('lang', 'de');
    const { localeAtom } = await freshLocaleAtom();
    expect(createStore().get(localeAtom)).toBe('de');
  });

  it('ignores a stored value that is not a language of the site', async () => {
    window.localStorage.setItem('lang', 'fr');
    const { localeAtom } = await freshLocaleAtom();
    expect(createStore().get(localeAtom)).toBe('pl');
  });

  it('stores the bare code under "lang"', async () => {
    const { localeAtom, LOCALE_STORAGE_KEY } = await freshLocaleAtom();
    createStore().set(localeAtom, 'en');
    expect(LOCALE_STORAGE_KEY).toBe('lang');
    expect(window.localStorage.getItem('lang')).toBe('en');
  });
});
