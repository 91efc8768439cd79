import { isLocale, type Locale } from '@app/shared/locale';

export const LOCALE_STORAGE_KEY = 'lang';

/** Private browsing modes may refuse storage; the language then lives for the visit only. */
export function tryStorage<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** The language the switch stored, if storage can be read and holds one (bare code: `de`, not `"de"`). */
export function storedLocale(storage: () => Storage): Locale | undefined {
  const stored = tryStorage(() => storage().getItem(LOCALE_STORAGE_KEY));
  return isLocale(stored) ? stored : undefined;
}
