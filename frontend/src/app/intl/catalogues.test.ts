import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, LOCALES } from '@app/shared/locale';
import { buildMessages, TRANSLATION_MISSING } from '../../lib/intl/build-messages.ts';
import { compileMessages } from '../../lib/intl/compile-messages.ts';
import { CATALOGUES, de, en, pl } from './catalogues.ts';

const MESSAGE_IDS = Object.keys(pl) as (keyof typeof pl)[];

/**
 * A value for every argument the Polish text names: a number where it is counted or formatted as
 * one, a word otherwise, so a missing or misspelt argument shows up.
 */
function sampleValues(id: keyof typeof pl): Record<string, string | number> {
  const named = [...pl[id].matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)].map(
    ([, name = '', type]): [string, string | number] => [
      name,
      type === 'plural' || type === 'number' || type === 'selectordinal' ? 3 : 'Anna',
    ],
  );
  return { count: 3, price: '1 999 zł', name: 'Anna', ...Object.fromEntries(named) };
}

describe('message catalogues', () => {
  it.each(LOCALES.flatMap((a) => LOCALES.filter((b) => b !== a).map((b) => [a, b] as const)))(
    'every key of %s exists in %s',
    (from, to) => {
      const missing = Object.keys(CATALOGUES[from]).filter((key) => !Object.hasOwn(CATALOGUES[to], key));
      expect(missing).toEqual([]);
    },
  );

  it.each(LOCALES)('%s has no empty texts', (locale) => {
    expect(Object.entries(CATALOGUES[locale]).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(LOCALES)('every %s message is valid ICU and formats without errors', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: INTL_LOCALE_TAGS[locale],
      messages: CATALOGUES[locale],
      onError: (error) => errors.push(error),
    });
    for (const id of MESSAGE_IDS) intl.formatMessage({ id }, sampleValues(id));
    expect(errors).toEqual([]);
  });

  it.each(LOCALES)('every %s message pre-parsed for the build formats exactly like its text', (locale) => {
    const tag = INTL_LOCALE_TAGS[locale];
    const fromText = createIntl({ locale: tag, messages: buildMessages(locale, CATALOGUES) });
    const fromAst = createIntl({ locale: tag, messages: compileMessages(buildMessages(locale, CATALOGUES), tag) });
    for (const id of MESSAGE_IDS) {
      expect(fromAst.formatMessage({ id }, sampleValues(id))).toBe(fromText.formatMessage({ id }, sampleValues(id)));
    }
  });
});

describe('buildMessages', () => {
  it('returns the complete catalogue of the locale', () => {
    expect(buildMessages('de', CATALOGUES)).toEqual(de);
    expect(buildMessages('en', CATALOGUES)['footer.office_hours']).toBe(en['footer.office_hours']);
  });

  it("fills a key missing in the active catalogue with 'Translation missing'", () => {
    const partialEnglish = { 'app.brand': 'Wakacje z Niemiec', 'nav.holidays': 'Holidays' };
    const messages = buildMessages('en', { pl, en: partialEnglish, de });
    expect(messages['nav.holidays']).toBe('Holidays');
    expect(messages['nav.flights']).toBe(TRANSLATION_MISSING);
    expect(messages['footer.office_hours']).toBe('Translation missing');
    expect(Object.keys(messages)).toEqual(Object.keys(pl));
  });
});
