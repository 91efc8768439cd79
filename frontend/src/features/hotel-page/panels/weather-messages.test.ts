import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/locale';
import type { MessageId } from '../../../lib/intl/message-id.ts';
import { checkFolderCatalogues, folderIntl, type FolderCatalogues } from '../../../testing/folder-catalogue.ts';
import { hotelWeatherDe, hotelWeatherEn, hotelWeatherPl } from './weather-messages.ts';

const CATALOGUES: FolderCatalogues = {
  pl: hotelWeatherPl,
  en: hotelWeatherEn,
  de: hotelWeatherDe,
};

const intlFor = (locale: Locale) => folderIntl(CATALOGUES, locale);

/** One text of this tab's catalogue; ids are checked against it by the key test above, not by react-intl's types. */
function format(intl: ReturnType<typeof intlFor>, id: string, value: number): string {
  return intl.formatMessage({ id: id as MessageId }, { value });
}

describe('hotel weather messages', () => {
  checkFolderCatalogues(CATALOGUES, { prefix: /^hotel\.weather\./, values: { value: 3 } });

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
