import type { Locale } from '@app/shared/locale';

/**
 * The language a page's URL names: `/en/…` and `/de/…` (the destination pages, whose languages
 * each have their own URL for search engines); undefined for every other path.
 */
export function pathLocale(pathname: string): Exclude<Locale, 'pl'> | undefined {
  const prefix = pathname.split('/')[1];
  return prefix === 'en' || prefix === 'de' ? prefix : undefined;
}
