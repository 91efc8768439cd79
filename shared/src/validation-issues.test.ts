import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validation-issues.ts';

const Schema = z.strictObject({
  full_name: z.string().min(3),
  email: z.email(),
  people: z.number().int().min(1).max(8),
  consent: z.literal(true, { error: 'consent_required' }),
});

describe('fieldErrors', () => {
  it('names each bad field with a localized message', () => {
    const result = Schema.safeParse({ full_name: 'Al', email: 'x@', people: 9, consent: false, extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error, 'pl')).toEqual({
      full_name: 'Minimalna liczba znaków: 3',
      email: 'Podaj poprawny adres e-mail (bez polskich znaków)',
      people: 'Wartość może wynosić najwyżej 8',
      consent: 'Zgoda jest wymagana, by kontynuować',
      extra: 'Nieznane pole',
    });
    expect(fieldErrors(result.error, 'de')['consent']).toBe('Die Zustimmung ist erforderlich, um fortzufahren');
  });

  it('reports a missing field as required', () => {
    const result = Schema.safeParse({});
    if (result.success) throw new Error('expected failure');
    expect(fieldErrors(result.error, 'pl')['full_name']).toBe('To pole jest wymagane');
    expect(fieldErrors(result.error, 'en')['email']).toBe('This field is required');
  });
});
