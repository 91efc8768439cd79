import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { IntlShape } from 'react-intl';
import { FIELD_MESSAGES, isFieldMessageKey } from '@app/shared/server-messages';
import { ApiError } from '../../../lib/api-error.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';

/**
 * A field's error in the visitor's language: the rules name keys of the shared field messages,
 * and the server's messages arrive already localized.
 */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const locale = useAtomValue(localeAtom);
  return useCallback(
    (message) =>
      message === undefined ? undefined : isFieldMessageKey(message) ? FIELD_MESSAGES[message][locale] : message,
    [locale],
  );
}

/** The alert of a failed send: the server's own message, else the generic error of spec §8 (ERR-02). */
export function failureText(error: unknown, intl: IntlShape): string {
  return error instanceof ApiError ? error.message : intl.formatMessage({ id: 'error.generic' });
}
