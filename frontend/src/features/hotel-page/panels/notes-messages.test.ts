import { describe, expect, it } from 'vitest';
import { ADDITIONAL_NOTES } from '@app/shared/hotel-page/additional-notes';
import { checkFolderCatalogues, folderIntl, type FolderCatalogues } from '../../../testing/folder-catalogue.ts';
import { hotelNotesDe, hotelNotesEn, hotelNotesPl } from './notes-messages.ts';

const CATALOGUES: FolderCatalogues = {
  pl: hotelNotesPl,
  en: hotelNotesEn,
  de: hotelNotesDe,
};

describe('hotel additional-information messages', () => {
  checkFolderCatalogues(CATALOGUES, {
    prefix: /^hotel\.(notes\.|tab\.additional_information$)/,
    values: { days: 150 },
  });

  it('gives each of the 19 standard notes a title and at least one text (CONST-47)', () => {
    const keys = Object.keys(hotelNotesPl);
    for (const note of ADDITIONAL_NOTES) {
      expect(keys, note).toContain(`hotel.notes.${note}.title`);
      expect(
        keys.filter((key) => key === `hotel.notes.${note}.text` || key.startsWith(`hotel.notes.${note}.text.`)),
        note,
      ).not.toEqual([]);
    }
  });

  it('names the additional_information tab in each language (HOTEL-01)', () => {
    expect(
      [hotelNotesPl, hotelNotesEn, hotelNotesDe].map((catalogue) => catalogue['hotel.tab.additional_information']),
    ).toEqual(['Informacje dodatkowe', 'Additional information', 'Zusatzinformationen']);
  });

  it('writes the passport validity in days with each language’s number format', () => {
    const text = (locale: 'pl' | 'de') =>
      folderIntl(CATALOGUES, locale).formatMessage(
        { id: 'hotel.notes.travel_documents.text.passport_days' },
        { days: 150 },
      );
    expect(text('pl')).toContain('co najmniej 150 dni po dacie powrotu');
    expect(text('de')).toContain('noch mindestens 150 Tage gültig');
  });
});
