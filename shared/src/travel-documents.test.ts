import { describe, expect, it } from 'vitest';
import { travelDocumentFor } from './travel-documents.ts';

describe('travel document of a destination (CONST-38, CONST-39)', () => {
  it('asks for a passport valid 150 days after the return for Turkey', () => {
    expect(travelDocumentFor('TR', 'pl')).toEqual({
      document: 'passport',
      valid_after_return: { days: 150 },
      note: 'Wymagany paszport ważny co najmniej 150 dni po dacie powrotu.',
    });
  });

  it('asks for a passport valid 6 months after the return outside the ID-card area', () => {
    expect(travelDocumentFor('EG', 'de')).toMatchObject({ document: 'passport', valid_after_return: { months: 6 } });
    expect(travelDocumentFor('do', 'pl').note).toBe('Wymagany paszport ważny co najmniej 6 miesięcy po dacie powrotu.');
  });

  it('accepts an identity card in the no-passport countries of the home page tab', () => {
    for (const code of ['GR', 'BG', 'HR', 'IT', 'ES', 'AL', 'ME'])
      expect(travelDocumentFor(code, 'en').document).toBe('id_card');
  });
});
