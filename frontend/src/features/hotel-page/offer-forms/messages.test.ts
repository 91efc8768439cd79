import { describe, expect, it } from 'vitest';
import { checkFolderCatalogues, type FolderCatalogues } from '../../../testing/folder-catalogue.ts';
import { offerFormsDe, offerFormsEn, offerFormsPl } from './messages.ts';

const CATALOGUES: FolderCatalogues = {
  pl: offerFormsPl,
  en: offerFormsEn,
  de: offerFormsDe,
};

describe('offer forms messages', () => {
  checkFolderCatalogues(CATALOGUES, {
    prefix: /^hotel\.forms\./,
    values: { reference: '7KQ2M-X9D4R', email: 'anna@example.pl', phone: '+48 600 100 200', url: 'https://x.pl/' },
  });

  it('names the block and its three forms as issue 14 does', () => {
    expect(offerFormsPl['hotel.forms.title']).toBe('Masz pytania?');
    expect(offerFormsPl['hotel.forms.ask.open']).toBe('Zapytaj o ofertę');
    expect(offerFormsPl['hotel.forms.send.open']).toBe('Wyślij ofertę e-mailem');
    expect(offerFormsPl['hotel.forms.call.open']).toBe('Zadzwoń do mnie');
  });

  it.each(['pl', 'en', 'de'] as const)('every %s success text quotes the reference number', (locale) => {
    const texts = Object.entries(CATALOGUES[locale]).filter(([key]) => key.endsWith('.success'));
    expect(texts).toHaveLength(3);
    for (const [, text] of texts) expect(text).toContain('{reference}');
  });
});
