import { describe, expect, it } from 'vitest';
import { offerSheetPdfUrl, offerSheetQuery, offerSheetUrl } from './print-sheet.ts';

const UUID = '0b7c5c9e-3d6f-4c1e-9a59-1f1d5f0a2b11';

describe('the offer sheet links (PRINT-01..04)', () => {
  it('name the offer, the party as the search spells it and the page language', () => {
    const query = offerSheetQuery(UUID, { adults_number: '3', children_ages: '4,9' }, 'de');
    expect(offerSheetUrl(query)).toBe(`/offers/offer_sheet?uuid=${UUID}&adults_number=3&children_ages=4,9&lang=de`);
    expect(offerSheetPdfUrl(query)).toBe(
      `/offers/offer_sheet_pdf?uuid=${UUID}&adults_number=3&children_ages=4,9&lang=de`,
    );
  });

  it('leave out a party the search did not give', () => {
    expect(offerSheetQuery(UUID, {}, 'pl')).toBe(`uuid=${UUID}&lang=pl`);
  });
});
