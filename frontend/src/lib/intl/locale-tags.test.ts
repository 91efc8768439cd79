import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/shared/locale';
import { formatDate } from './formats.ts';
import { INTL_LOCALE_TAGS } from './locale-tags.ts';

/** The date locales of spec §9: German, Austrian German, English AU/CA/GB/IE/NZ, Polish. */
const SPEC_DATE_LOCALES = ['de-DE', 'de-AT', 'en-AU', 'en-CA', 'en-GB', 'en-IE', 'en-NZ', 'pl-PL'];

describe('date locales', () => {
  it('give each interface language a date locale of spec §9, never US English (CONST-08, I18N-05)', () => {
    for (const locale of LOCALES) expect(SPEC_DATE_LOCALES, locale).toContain(INTL_LOCALE_TAGS[locale]);
  });

  it.each(SPEC_DATE_LOCALES)('%s formats a date as DD.MM.YYYY (CONST-06, CONST-08)', (tag) => {
    expect(formatDate(createIntl({ locale: tag }), new Date(2026, 0, 9))).toBe('09.01.2026');
  });
});
