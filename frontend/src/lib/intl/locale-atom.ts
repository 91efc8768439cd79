import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/shared/locale';
import { atomWithStorage } from 'jotai/utils';
import { LOCALE_STORAGE_KEY, storedLocale, tryStorage } from './stored-locale.ts';

export { LOCALE_STORAGE_KEY };

// jotai does not export its storage types; the last overload is the synchronous one.
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>;

/** Stores the bare locale code (`de`, not `"de"`) and ignores anything else found there. */
const localeStorage: SyncStorage<Locale> = {
  getItem: (_key, initialValue) => storedLocale(() => window.localStorage) ?? initialValue,
  setItem: (key, value) => tryStorage(() => window.localStorage.setItem(key, value)),
  removeItem: (key) => tryStorage(() => window.localStorage.removeItem(key)),
  subscribe: (key, callback, initialValue) => {
    // Another tab switched the language.
    const onStorage = (event: StorageEvent): void => {
      if (event.key === key) callback(isLocale(event.newValue) ? event.newValue : initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The interface language, shared by every page and by the API client (Accept-Language). */
export const localeAtom = atomWithStorage<Locale>(LOCALE_STORAGE_KEY, DEFAULT_LOCALE, localeStorage, {
  getOnInit: true,
});
