import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { EmailSchema, FullNameSchema, MessageSchema, PhoneSchema, optional } from './form-fields.ts';
import { fieldErrors } from './validation-issues.ts';

/** The Polish message a value gets, or undefined when it is accepted. */
function polishError(schema: z.ZodType, value: unknown): string | undefined {
  const result = z.object({ field: schema }).safeParse({ field: value }, { reportInput: true });
  return result.success ? undefined : fieldErrors(result.error, 'pl')['field'];
}

describe('full name (VAL-01, VAL-02)', () => {
  it('needs at least 3 characters', () => {
    expect(polishError(FullNameSchema, 'Al')).toBe('Podaj imię i nazwisko (co najmniej 3 znaki, bez cyfr)');
    expect(polishError(FullNameSchema, 'Ala')).toBeUndefined();
    expect(polishError(FullNameSchema, '  Al  ')).toBeDefined();
  });

  it('refuses digits, Latin or not', () => {
    expect(polishError(FullNameSchema, 'Jan Kowalski2')).toBe('Podaj imię i nazwisko (co najmniej 3 znaki, bez cyfr)');
    expect(polishError(FullNameSchema, 'Jan Kowalski٣')).toBeDefined();
    expect(polishError(FullNameSchema, 'Zażółć Gęślą-Jaźń')).toBeUndefined();
  });

  it('refuses line breaks and other control characters (header injection)', () => {
    expect(polishError(FullNameSchema, 'Jan\r\nBcc: victim@example.pl')).toBe('Niedozwolona wartość');
    expect(polishError(FullNameSchema, 'Jan\u202EKowalski')).toBe('Niedozwolona wartość');
  });

  it('says "To pole jest wymagane" when missing or empty', () => {
    expect(polishError(FullNameSchema, undefined)).toBe('To pole jest wymagane');
    expect(polishError(FullNameSchema, '')).toBe('To pole jest wymagane');
  });
});

describe('e-mail (VAL-03, VAL-04)', () => {
  it('accepts letters, digits, underscore, dot and hyphen with a 2–4 character top-level part', () => {
    for (const ok of ['jan.k_1-x@mail.example.pl', 'a@b.co', 'ANNA@EXAMPLE.INFO', 'x@sub.domain.com']) {
      expect(polishError(EmailSchema, ok)).toBeUndefined();
    }
  });

  it('refuses a 1- or 5+-character top-level part, a missing @ and national characters', () => {
    for (const bad of ['a@b.c', 'a@b.travel', 'no-at-sign', 'a@b', 'jan+wakacje@example.pl', 'a@@b.pl', 'a@.pl']) {
      expect(polishError(EmailSchema, bad), bad).toBe('Podaj poprawny adres e-mail (bez polskich znaków)');
    }
    expect(polishError(EmailSchema, 'zażółć@x.pl')).toBe('Podaj poprawny adres e-mail (bez polskich znaków)');
  });

  it('refuses CR/LF, which would start a new mail header', () => {
    expect(polishError(EmailSchema, 'a@b.pl\r\nBcc: c@d.pl')).toBeDefined();
    expect(polishError(EmailSchema, 'a@b.pl\nx')).toBeDefined();
  });

  it('trims surrounding spaces and caps the length at 254', () => {
    expect(EmailSchema.parse('  jan@example.pl ')).toBe('jan@example.pl');
    expect(polishError(EmailSchema, `${'a'.repeat(250)}@b.pl`)).toBeDefined();
  });
});

describe('phone (VAL-06)', () => {
  it('takes 7 to 15 digits', () => {
    expect(polishError(PhoneSchema, '123456')).toBe('Podaj numer telefonu (od 7 do 15 cyfr)');
    expect(polishError(PhoneSchema, '1234567')).toBeUndefined();
    expect(polishError(PhoneSchema, '123456789012345')).toBeUndefined();
    expect(polishError(PhoneSchema, '1234567890123456')).toBe('Podaj numer telefonu (od 7 do 15 cyfr)');
  });

  it('allows the usual separators and a leading +, but no letters', () => {
    expect(polishError(PhoneSchema, '+48 (22) 600-100.200')).toBeUndefined();
    expect(polishError(PhoneSchema, '600 100 2OO')).toBeDefined();
    expect(polishError(PhoneSchema, '600100200\n')).toBeUndefined();
    expect(polishError(PhoneSchema, '600\n100200')).toBeDefined();
  });

  it('is optional where a form says so: empty and null count as not given', () => {
    const optionalPhone = optional(PhoneSchema);
    expect(optionalPhone.parse('')).toBeUndefined();
    expect(optionalPhone.parse(null)).toBeUndefined();
    expect(optionalPhone.parse('   ')).toBeUndefined();
    expect(polishError(optionalPhone, '12')).toBe('Podaj numer telefonu (od 7 do 15 cyfr)');
  });
});

describe('message (VAL-08)', () => {
  it('takes 3 to 2000 characters', () => {
    const text = (n: number) => 'x'.repeat(n);
    expect(polishError(MessageSchema, text(2))).toBe('Wiadomość musi mieć od 3 do 2000 znaków');
    expect(polishError(MessageSchema, text(3))).toBeUndefined();
    expect(polishError(MessageSchema, text(2000))).toBeUndefined();
    expect(polishError(MessageSchema, text(2001))).toBe('Wiadomość musi mieć od 3 do 2000 znaków');
  });

  it('keeps line breaks but refuses other control characters', () => {
    expect(polishError(MessageSchema, 'Dzień dobry,\r\nproszę o ofertę.\tDziękuję')).toBeUndefined();
    expect(polishError(MessageSchema, 'abc\u0000def')).toBe('Niedozwolona wartość');
  });
});
