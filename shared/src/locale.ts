/** Interface languages (spec §1, §9): Polish is the default. */
export const LOCALES = ['pl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

/**
 * The BCP 47 tags both sides hand to Intl for numbers, money and dates. English uses the British
 * variant: spec §9 lists only day-first English date locales (AU, CA, GB, IE, NZ) and a 24-hour clock.
 */
export const INTL_LOCALE_TAGS: Readonly<Record<Locale, string>> = { pl: 'pl-PL', en: 'en-GB', de: 'de-DE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header ("de-DE,de;q=0.9,en;q=0.8"),
 * falling back to Polish.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * The language a page's URL names: `/en/…` and `/de/…` (the destination pages, whose languages each
 * have their own URL for search engines); undefined for every other path, which is Polish or the
 * visitor's chosen language.
 */
export function pathLocale(pathname: string): Exclude<Locale, 'pl'> | undefined {
  const prefix = pathname.split('/')[1];
  return prefix === 'en' || prefix === 'de' ? prefix : undefined;
}
