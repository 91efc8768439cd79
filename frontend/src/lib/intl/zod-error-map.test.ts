import { describe, expect, it } from 'vitest';
import { SignInBodySchema } from '@app/shared/auth';
import { localizedErrorMap } from './zod-error-map.ts';

function messages(input: unknown, locale: 'pl' | 'de' = 'pl'): Record<string, string> {
  const result = SignInBodySchema.safeParse(input, { error: localizedErrorMap(locale) });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('localizedErrorMap', () => {
  it('calls an empty field required', () => {
    expect(messages({ email: '', password: '' })).toEqual({
      email: 'To pole jest wymagane',
      password: 'To pole jest wymagane',
    });
  });

  it('explains a malformed e-mail in the chosen language', () => {
    expect(messages({ email: 'anna@', password: 'x' })).toEqual({
      email: 'Podaj poprawny adres e-mail (bez polskich znaków)',
    });
    expect(messages({ email: 'anna@', password: 'x' }, 'de')).toEqual({
      email: 'Geben Sie eine gültige E-Mail-Adresse ein (ohne Sonderzeichen)',
    });
  });
});
