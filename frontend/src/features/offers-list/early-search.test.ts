import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/store.ts';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { firstPicture, startEarlySearch } from './early-search.ts';
import { listAnswer, listOffer } from '../../testing/offers-list.fixture.ts';

const ANSWER = listAnswer([listOffer({}, { image_url: '/media/img/first.jpg' }), listOffer()]);

/** The test's window at a path, its network answering every request with ANSWER. */
function openPage(path: string) {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(() => Promise.resolve(Response.json(ANSWER)));
  vi.stubGlobal('fetch', fetch);
  window.fetch = fetch;
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyRequests;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.localStorage.clear();
  appStore.set(localeAtom, 'pl');
});

describe('the early search of a listing page (issue 6)', () => {
  it("asks for the page's search, the preset's offer type included, in the stored language", () => {
    window.localStorage.setItem('lang', 'en');
    const fetch = openPage('/wakacje?adults_number=3&boards=2&sort=rating');
    const url = startEarlySearch(window);
    expect(url).toMatch(/^\/offers\/list\?/);
    const query = Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
    expect(query).toMatchObject({ offer_type: 'A', adults_number: '3', boards: '2', sort: 'rating', page: '0' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it("fetches the first card's photo with high priority once the answer is in", async () => {
    openPage('/offers');
    startEarlySearch(window);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/media/img/first.jpg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('does nothing on other pages', () => {
    const fetch = openPage('/wakacje/turcja');
    expect(startEarlySearch(window)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the first card's photo", () => {
  const ORIGIN = 'https://wakacje.example';
  const answerWith = (image_url: unknown) => ({ offers: [{ hotel: { image_url } }] });

  it('is read from an answer of any shape, and only from the site itself or over https', () => {
    expect(firstPicture(ANSWER, ORIGIN)).toBe('/media/img/first.jpg');
    expect(firstPicture(answerWith('https://cdn.example/a.jpg'), ORIGIN)).toBe('https://cdn.example/a.jpg');
    expect(firstPicture(answerWith(`${ORIGIN}/media/a.jpg`), ORIGIN)).toBe(`${ORIGIN}/media/a.jpg`);
    for (const answer of [undefined, null, 'x', { offers: [] }, { offers: [{ hotel: null }] }])
      expect(firstPicture(answer, ORIGIN)).toBeUndefined();
  });

  it('refuses what the browser would load from another host without https, or run', () => {
    // Resolved as the browser does: on a plain-http site, "//host" and "/\\host" are http elsewhere.
    const local = 'http://localhost:4350';
    expect(firstPicture(answerWith('/media/a.jpg'), local)).toBe('/media/a.jpg');
    for (const image_url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'http://cdn.example/a.jpg',
      '',
      42,
    ])
      expect(firstPicture(answerWith(image_url), local)).toBeUndefined();
  });
});
