import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/locale';
import type { MessageId } from '../../../lib/intl/message-id.ts';
import { checkFolderCatalogues, folderIntl, type FolderCatalogues } from '../../../testing/folder-catalogue.ts';
import { priceCalendarDe, priceCalendarEn, priceCalendarPl } from './messages.ts';

const CATALOGUES: FolderCatalogues = {
  pl: priceCalendarPl,
  en: priceCalendarEn,
  de: priceCalendarDe,
};

const VALUES = {
  days: 7,
  count: 3,
  date: 'pt. 12.06.2027',
  weekday: 'pt.',
  price: '2\u00a0345\u00a0zł',
  primary: '2\u00a0345\u00a0zł',
  secondary: '552\u00a0€',
  cheapest: 'yes',
};

/** One text of the calendar's catalogue; its ids are checked by the key tests above, not by react-intl's types. */
function format(locale: Locale, id: string, values: Record<string, string | number>): string {
  return folderIntl(CATALOGUES, locale).formatMessage({ id: id as MessageId }, values);
}

describe('price calendar messages', () => {
  checkFolderCatalogues(CATALOGUES, { prefix: /^hotel\.calendar\./, values: VALUES });

  it('names trip lengths with the Polish plural forms', () => {
    expect([1, 2, 5, 12, 14, 22].map((days) => format('pl', 'hotel.calendar.days', { days }))).toEqual([
      '1 dzień',
      '2 dni',
      '5 dni',
      '12 dni',
      '14 dni',
      '22 dni',
    ]);
    expect(format('de', 'hotel.calendar.days', { days: 1 })).toBe('1 Tag');
    expect(format('en', 'hotel.calendar.days', { days: 10 })).toBe('10 days');
  });

  it('reads a cell as departure, length and price per person, the cheapest saying so', () => {
    expect(format('pl', 'hotel.calendar.cell', VALUES)).toBe(
      'Wylot pt. 12.06.2027, 7 dni, od 2\u00a0345\u00a0zł za osobę, najtaniej, 3 oferty',
    );
    expect(format('pl', 'hotel.calendar.cell', { ...VALUES, days: 1, cheapest: 'no', count: 5 })).toBe(
      'Wylot pt. 12.06.2027, 1 dzień, od 2\u00a0345\u00a0zł za osobę, 5 ofert',
    );
    expect(format('de', 'hotel.calendar.cell', { ...VALUES, count: 1 })).toBe(
      'Abflug pt. 12.06.2027, 7 Tage, ab 2\u00a0345\u00a0zł pro Person, Bestpreis, 1 Angebot',
    );
  });

  it('says in the cell label the same word the cheapest cell shows', () => {
    for (const locale of ['pl', 'en', 'de'] as const) {
      const mark = format(locale, 'hotel.calendar.cheapest', {});
      expect(format(locale, 'hotel.calendar.cell', VALUES)).toContain(`, ${mark},`);
    }
  });
});
