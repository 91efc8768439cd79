import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';
import { loadedMessages } from '../../lib/intl/load-messages.ts';
import { partyText, searchSummary } from './search-summary.ts';

const TODAY = '2026-05-10';
const NAMES: Readonly<Record<Locale, Record<number, string>>> = {
  pl: { 1: 'Turcja', 2: 'Grecja', 3: 'Hiszpania', 4: 'Egipt' },
  en: { 1: 'Turkey', 2: 'Greece', 3: 'Spain', 4: 'Egypt' },
  de: { 1: 'Türkei', 2: 'Griechenland', 3: 'Spanien', 4: 'Ägypten' },
};

function intlOf(locale: Locale): IntlShape {
  const messages = loadedMessages(locale);
  if (messages === undefined) throw new Error(`${locale} messages not loaded`);
  return createIntl({ locale: INTL_LOCALE_TAGS[locale], messages });
}

function summary(locale: Locale, values: Parameters<typeof searchSummary>[1]) {
  return searchSummary(intlOf(locale), values, (id) => NAMES[locale][id], TODAY);
}

const JUNE = { regions: [1], adults: 2, departureDate: '2026-06-01', returnDate: '2026-06-30' };

describe('the heading that sums up the search', () => {
  it('names the destination, the party and the dates (DD.MM) in each language', () => {
    expect(summary('pl', JUNE)).toEqual({ status: 'ready', text: 'Turcja · 2 dorosłych · 01.06–30.06' });
    expect(summary('en', JUNE)).toEqual({ status: 'ready', text: 'Turkey · 2 adults · 01.06–30.06' });
    expect(summary('de', { ...JUNE, childrenAges: [5] })).toEqual({
      status: 'ready',
      text: 'Türkei · 2 Erwachsene, 1 Kind · 01.06–30.06',
    });
  });

  it('uses the three Polish plural forms for adults and children', () => {
    const intl = intlOf('pl');
    expect(partyText(intl, 1, 0)).toBe('1 dorosły');
    expect(partyText(intl, 5, 1)).toBe('5 dorosłych, 1 dziecko');
    expect(partyText(intl, 2, 2)).toBe('2 dorosłych, 2 dzieci');
    expect(partyText(intl, 2, 5)).toBe('2 dorosłych, 5 dzieci');
  });

  it('gives the year when a date is not this year’s, and one end of an open range', () => {
    const winter = { departureDate: '2026-12-20', returnDate: '2027-01-06' };
    expect(summary('pl', winter)).toEqual({
      status: 'ready',
      text: 'Dowolny kierunek · 2 dorosłych · 20.12.2026–06.01.2027',
    });
    expect(summary('de', { departureDate: '2026-06-01' })).toEqual({
      status: 'ready',
      text: 'Beliebiges Reiseziel · 2 Erwachsene · ab 01.06',
    });
    expect(summary('en', { returnDate: '2026-06-30' })).toEqual({
      status: 'ready',
      text: 'Any destination · 2 adults · until 30.06',
    });
  });

  it('lists a few destinations in the language’s own way and counts the rest', () => {
    expect(summary('pl', { regions: [1, 2] })).toMatchObject({ text: 'Turcja i Grecja · 2 dorosłych' });
    expect(summary('pl', { regions: [1, 2, 3, 4] })).toMatchObject({ text: 'Turcja, Grecja i 2 inne · 2 dorosłych' });
    expect(summary('de', { regions: [1, 2, 3, 4] })).toMatchObject({
      text: 'Türkei, Griechenland und 2 weitere · 2 Erwachsene',
    });
  });

  it('has nothing to sum up for a plain list, and waits for names rather than showing ids', () => {
    expect(summary('pl', { offerType: 'A', adults: 2 })).toEqual({ status: 'none' });
    expect(searchSummary(intlOf('pl'), { regions: [99] }, () => undefined, TODAY)).toEqual({ status: 'naming' });
  });
});
