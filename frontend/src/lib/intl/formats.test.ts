import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/locale';
import { formatDate, formatPricePln, formatTime } from './formats.ts';
import { INTL_LOCALE_TAGS } from './locale-tags.ts';

const intlFor = (locale: Locale) => createIntl({ locale: INTL_LOCALE_TAGS[locale] });
const NBSP = '\u00a0';

describe('formats', () => {
  it.each(['pl', 'en', 'de'] as const)('%s dates are DD.MM.YYYY and times HH:mm', (locale) => {
    const moment = new Date(2026, 6, 4, 9, 5);
    expect(formatDate(intlFor(locale), moment)).toBe('04.07.2026');
    expect(formatTime(intlFor(locale), moment)).toBe('09:05');
    expect(formatTime(intlFor(locale), new Date(2026, 6, 4, 21, 30))).toBe('21:30');
  });

  it('prices in Polish have no decimals and a non-breaking space between thousands', () => {
    expect(formatPricePln(intlFor('pl'), 1999)).toBe(`1${NBSP}999${NBSP}zł`);
    expect(formatPricePln(intlFor('pl'), 12499.6)).toBe(`12${NBSP}500${NBSP}zł`);
    expect(formatPricePln(intlFor('pl'), 899)).toBe(`899${NBSP}zł`);
  });

  it('German and English follow their own rules', () => {
    expect(formatPricePln(intlFor('de'), 1999)).toBe(`1.999${NBSP}PLN`);
    expect(formatPricePln(intlFor('en'), 1999)).toBe(`PLN${NBSP}1,999`);
  });
});
