import type { Locale } from '@app/shared/locale';

/**
 * The BCP 47 tags handed to Intl. English uses the British variant: spec §9 lists only day-first
 * English date locales (AU, CA, GB, IE, NZ) and a 24-hour clock.
 */
export const INTL_LOCALE_TAGS: Readonly<Record<Locale, string>> = { pl: 'pl-PL', en: 'en-GB', de: 'de-DE' };
