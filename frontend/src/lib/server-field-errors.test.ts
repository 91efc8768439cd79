import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { serverFieldErrors } from './server-field-errors.ts';

function refusal(fields: Record<string, string>): ApiError {
  return new ApiError({ status: 400, code: 'validation_error', message: 'Popraw pola formularza', fields });
}

type FormField = 'full_name' | 'email' | 'data_protection';
const FIELDS: readonly FormField[] = ['full_name', 'email'];
const RENAMES: Readonly<Record<string, FormField>> = { 'consents.data_protection': 'data_protection' };

describe('serverFieldErrors', () => {
  it('names the messages by the form fields the server keys match (OPEN-08)', () => {
    const error = refusal({ email: 'Podaj poprawny adres e-mail', full_name: 'Podaj imię i nazwisko' });
    expect(serverFieldErrors(error, FIELDS)).toEqual([
      ['email', 'Podaj poprawny adres e-mail'],
      ['full_name', 'Podaj imię i nazwisko'],
    ]);
  });

  it('puts a nested server key under the form field it is renamed to (OPEN-08)', () => {
    const error = refusal({ 'consents.data_protection': 'Zgoda jest wymagana' });
    expect(serverFieldErrors(error, FIELDS, RENAMES)).toEqual([['data_protection', 'Zgoda jest wymagana']]);
  });

  it('drops keys of no field of the form, inherited names and empty messages', () => {
    const error = refusal({ regions: 'Nieznany region', toString: 'x', constructor: 'y', email: '' });
    expect(serverFieldErrors(error, FIELDS, RENAMES)).toEqual([]);
  });

  it('finds nothing in errors that are not the API refusing', () => {
    expect(serverFieldErrors(new Error('offline'), FIELDS)).toEqual([]);
    expect(serverFieldErrors(undefined, FIELDS)).toEqual([]);
  });
});
