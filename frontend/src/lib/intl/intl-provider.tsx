import { useAtomValue } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@app/shared/locale';
import { buildMessages } from './build-messages.ts';
import { localeAtom } from './locale-atom.ts';
import { INTL_LOCALE_TAGS } from './locale-tags.ts';

/** react-intl for the chosen language; keeps `<html lang>` in step for screen readers and search. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = useMemo(() => buildMessages(locale), [locale]);

  useEffect(() => {
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
