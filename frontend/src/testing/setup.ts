import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CSRF_META_NAME } from '@app/shared/csrf';
import { DEFAULT_LOCALE } from '@app/shared/locale';
import { localeAtom } from '../lib/intl/locale-atom.ts';
import { appStore } from '../lib/store.ts';
import { failOnConsoleError } from './console.ts';
import { matchMediaStub, resetViewport } from './match-media.ts';

// jsdom has no scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => undefined;
// jsdom has no matchMedia; layouts switch at 1024 px (spec §9) and Splide asks for reduced motion.
window.matchMedia = matchMediaStub;

// Registered first, so it runs last: after cleanup, which may still log.
failOnConsoleError();

afterEach(() => {
  cleanup();
  resetViewport();
  appStore.set(localeAtom, DEFAULT_LOCALE);
  window.localStorage.clear();
  document.head.querySelectorAll(`meta[name="${CSRF_META_NAME}"]`).forEach((meta) => meta.remove());
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.unstubAllGlobals();
});
