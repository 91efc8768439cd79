import { describe, expect, it } from 'vitest';
import { checkFolderCatalogues, type FolderCatalogues } from '../../../testing/folder-catalogue.ts';
import { hotelPanelsDe, hotelPanelsEn, hotelPanelsPl } from './messages.ts';

const CATALOGUES: FolderCatalogues = {
  pl: hotelPanelsPl,
  en: hotelPanelsEn,
  de: hotelPanelsDe,
};

describe('hotel panel messages', () => {
  checkFolderCatalogues(CATALOGUES, {
    prefix: /^hotel\./,
    values: { count: 3, score: '4,8', language: 'Deutsch' },
  });

  it('copies the description error of spec §8 letter for letter', () => {
    expect(hotelPanelsPl['hotel.description.error']).toBe(
      'Wystąpił nieoczekiwany błąd opisu. Prosimy odświeżyć stronę.',
    );
  });
});
