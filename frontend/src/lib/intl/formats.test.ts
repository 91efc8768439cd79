import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, LOCALES, type Locale } from '@app/shared/locale';
import {
  formatCount,
  formatDate,
  formatDay,
  formatOfferPrices,
  formatPriceEur,
  formatPricePln,
  formatTime,
  intlLanguage,
} from './formats.ts';

const intlFor = (locale: Locale) => createIntl({ locale: INTL_LOCALE_TAGS[locale] });
const NBSP = '\u00a0';

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

describe('formats', () => {
  it.each(['pl', 'en', 'de'] as const)('%s dates are DD.MM.YYYY and times HH:mm', (locale) => {
    const moment = new Date(2026, 6, 4, 9, 5);
    expect(formatDate(intlFor(locale), moment)).toBe('04.07.2026');
    expect(formatTime(intlFor(locale), moment)).toBe('09:05');
    expect(formatTime(intlFor(locale), new Date(2026, 6, 4, 21, 30))).toBe('21:30');
  });

  it("an offer's calendar day reads DD.MM.YYYY whatever the browser's zone", () => {
    expect(formatDay(intlFor('de'), '2027-09-28')).toBe('28.09.2027');
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

  it('euro prices are whole euro, rounded to the nearest, like zloty prices (decision 023)', () => {
    expect(formatPriceEur(intlFor('pl'), 1815.5)).toBe(`1${NBSP}816${NBSP}€`);
    expect(formatPriceEur(intlFor('en'), 470.45)).toBe('€470');
  });

  it('counts are grouped in Polish from four digits on', () => {
    expect(formatCount(intlFor('pl'), 1234)).toBe(`1${NBSP}234`);
  });
});

describe('an offer price per language (D13)', () => {
  const offer = { pln: 1999.4, eur: 470.45 };

  it('leads with euro in German, zloty after it', () => {
    expect(formatOfferPrices(intlFor('de'), offer)).toEqual({
      primary: `470${NBSP}€`,
      primaryCurrency: 'EUR',
      secondary: `1.999${NBSP}PLN`,
    });
  });

  it('leads with zloty in Polish, euro after it', () => {
    expect(formatOfferPrices(intlFor('pl'), offer)).toEqual({
      primary: `1${NBSP}999${NBSP}zł`,
      primaryCurrency: 'PLN',
      secondary: `470${NBSP}€`,
    });
  });

  it('leads with zloty in English, euro after it', () => {
    expect(formatOfferPrices(intlFor('en'), offer)).toEqual({
      primary: `PLN${NBSP}1,999`,
      primaryCurrency: 'PLN',
      secondary: '€470',
    });
  });

  it.each(LOCALES)('leads with zloty in %s when the API gives no euro amount, and shows nothing after it', (locale) => {
    const prices = formatOfferPrices(intlFor(locale), { pln: 1999 });
    expect(prices.primaryCurrency).toBe('PLN');
    expect(prices.primary).toBe(formatPricePln(intlFor(locale), 1999));
    expect(prices.secondary).toBeUndefined();
  });

  it('takes a euro amount of 0 for a missing one, never showing "0 €"', () => {
    expect(formatOfferPrices(intlFor('de'), { pln: 1999, eur: 0 })).toMatchObject({
      primaryCurrency: 'PLN',
      secondary: undefined,
    });
  });

  it('follows the language intl speaks, which a tag of another language falls back from to Polish', () => {
    expect(intlLanguage(intlFor('de'))).toBe('de');
    expect(intlLanguage(intlFor('en'))).toBe('en');
    expect(intlLanguage(createIntl({ locale: 'fr-FR' }))).toBe('pl');
  });
});
