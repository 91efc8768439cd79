import { DEFAULT_LOCALE } from '@app/shared/locale';
import { offersListQuery, readListSearch } from '@app/shared/offers-list/list-query';
import { startEarlyRequest } from '../../lib/early-requests.ts';
import { storedLocale } from '../../lib/intl/stored-locale.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { OFFERS_LIST_STALE_MS, offersListUrl } from '../../api/offers-list-url.ts';
import { LIST_PAGES, listPageAt } from './list-pages.ts';

/**
 * On a listing page, asks for the search's first page while the app's scripts still load, with the
 * very key the route's loader will use (same functions, same time zone and language), and once it
 * arrives, fetches the first card's photo: the page's largest paint (issue 6, Lighthouse LCP).
 * Returns the URL it requested, if any.
 */
export function startEarlySearch(target: Window): string | undefined {
  const name = listPageAt(target.location.pathname);
  if (name === undefined) return undefined;
  const timeZone = browserTimeZone();
  const search = readListSearch(target.location.search, LIST_PAGES[name].preset, { timeZone });
  const url = offersListUrl(offersListQuery(search, { timeZone }));
  const locale = storedLocale(() => target.localStorage) ?? DEFAULT_LOCALE;
  startEarlyRequest(target, url, locale, OFFERS_LIST_STALE_MS)
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((answer: unknown) => preloadPicture(target.document, firstPicture(answer, target.location.origin)))
    .catch(() => undefined);
  return url;
}

/**
 * The photo of the first card (the list's first offer), read without trusting the answer's shape:
 * only from the site itself or over https, as the browser resolves it (`/\host/a.jpg` is another host).
 */
export function firstPicture(answer: unknown, origin: string): string | undefined {
  const offers = (answer as { offers?: unknown } | undefined)?.offers;
  const first = Array.isArray(offers)
    ? (offers[0] as { hotel?: { image_url?: unknown } | null } | undefined)
    : undefined;
  const url = first?.hotel?.image_url;
  if (typeof url !== 'string' || url === '') return undefined;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin || resolved.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function preloadPicture(document: Document, url: string | undefined): void {
  if (url === undefined) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
