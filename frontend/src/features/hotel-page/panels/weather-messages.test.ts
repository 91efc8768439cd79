import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';
import type { MessageId, Messages } from '../../../lib/intl/message-id.ts';
import { hotelWeatherDe, hotelWeatherEn, hotelWeatherPl } from './weather-messages.ts';

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = {
  pl: hotelWeatherPl,
  en: hotelWeatherEn,
  de: hotelWeatherDe,
};

function intlFor(locale: Locale, errors: unknown[] = []) {
  return createIntl({
    locale: INTL_LOCALE_TAGS[locale],
    // Only this tab's part of the site's catalogue, which react-intl types as the whole.
    messages: CATALOGUES[locale] as Messages,
    onError: (error) => errors.push(error),
  });
}

/** One text of this tab's catalogue; ids are checked against it by the key test above, not by react-intl's types. */
function format(intl: ReturnType<typeof intlFor>, id: string, value: number): string {
  return intl.formatMessage({ id: id as MessageId }, { value });
}

describe('hotel weather messages', () => {
  it.each(['en', 'de'] as const)('%s has exactly the keys of pl', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(hotelWeatherPl).sort());
  });

  it('keeps every key under hotel.weather.', () => {
    expect(Object.keys(hotelWeatherPl).filter((key) => !key.startsWith('hotel.weather.'))).toEqual([]);
  });

  it.each(['pl', 'en', 'de'] as const)('every %s text is non-empty, valid ICU and formats', (locale) => {
    const errors: unknown[] = [];
    const intl = intlFor(locale, errors);
    for (const [id, text] of Object.entries(CATALOGUES[locale])) {
      expect(text.trim()).not.toBe('');
      intl.formatMessage({ id: id as MessageId }, { value: 3 });
    }
    expect(errors).toEqual([]);
  });

  it('counts rainy days with the Polish plural forms, fractions included', () => {
    const intl = intlFor('pl');
    const days = (value: number) => format(intl, 'hotel.weather.days', value);
    expect([1, 2, 5, 12, 22, 25, 0.5, 5.5].map(days)).toEqual([
      '1 dzień',
      '2 dni',
      '5 dni',
      '12 dni',
      '22 dni',
      '25 dni',
      '0,5 dnia',
      '5,5 dnia',
    ]);
  });

  it('keeps a value and its unit together with a non-breaking space', () => {
    const intl = intlFor('de');
    expect(format(intl, 'hotel.weather.celsius', 17.5)).toBe('17,5\u00a0°C');
  });
});
