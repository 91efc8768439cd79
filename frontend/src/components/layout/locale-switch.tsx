import { useAtom } from 'jotai';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALES, type Locale } from '@app/shared/locale';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import type { MessageId } from '../../lib/intl/message-id.ts';

const LOCALE_NAME_IDS = { pl: 'locale.pl', en: 'locale.en', de: 'locale.de' } as const satisfies Record<
  Locale,
  MessageId
>;

/** The language choice; each language is named in itself so a visitor can always find theirs. */
export function LocaleSwitch() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  const id = useId();

  return (
    <div className="locale-switch">
      <svg
        className="locale-switch__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9s1.2-6.4 3.8-9z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'locale.label' })}
      </label>
      <select
        id={id}
        className="locale-switch__select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: LOCALE_NAME_IDS[option] })}
          </option>
        ))}
      </select>
    </div>
  );
}
