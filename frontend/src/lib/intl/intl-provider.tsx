import { atom, useAtomValue } from 'jotai';
import { unwrap } from 'jotai/utils';
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';
import { DEFAULT_MESSAGES, loadedMessages, loadMessages, type CompiledMessages } from './load-messages.ts';
import { localeAtom } from './locale-atom.ts';

interface Shown {
  locale: Locale;
  messages: CompiledMessages;
}

const POLISH: Shown = { locale: DEFAULT_LOCALE, messages: DEFAULT_MESSAGES };

/**
 * The language on screen: the chosen one as soon as its catalogue is at hand, until then the one
 * shown before (Polish at first), so a switch never blanks the page. If a catalogue cannot be
 * fetched (offline), Polish stays; choosing the language again later retries.
 */
const shownAtom = unwrap(
  atom((get): Shown | Promise<Shown> => {
    const locale = get(localeAtom);
    const messages = loadedMessages(locale);
    if (messages) return { locale, messages };
    return loadMessages(locale).then(
      (loaded) => ({ locale, messages: loaded }),
      (error: unknown) => {
        console.error(error);
        return POLISH;
      },
    );
  }),
  (previous) => previous ?? POLISH,
);

/** react-intl for the chosen language; keeps `<html lang>` in step for screen readers and search. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { locale, messages } = useAtomValue(shownAtom);

  // A layout effect: `lang` changes in the same commit as the texts, never a frame after them.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider
      locale={INTL_LOCALE_TAGS[locale]}
      defaultLocale={INTL_LOCALE_TAGS[DEFAULT_LOCALE]}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
