import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { failureText } from './field-text.ts';

type SetServerError<F extends string> = (field: F, error: { type: 'server'; message: string }) => void;

/**
 * One way the forms under an offer send: `attempt` runs the request; a refusal puts the server's
 * field messages (already in the visitor's language) under their fields and its message, or the
 * generic error of spec §8, into `failure` for the form's alert.
 */
export function useSubmitFailure<F extends string>(
  setError: SetServerError<F>,
  fields: readonly F[],
  renamed?: Readonly<Record<string, F>>,
) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const attempt = async (send: () => Promise<void>): Promise<void> => {
    setFailure(undefined);
    try {
      await send();
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, fields, renamed)) {
        setError(field, { type: 'server', message });
      }
      setFailure(failureText(error, intl));
    }
  };
  return { failure, attempt };
}

/** The alert over a form whose last send failed. */
export function FailureAlert({ text }: { text: string | undefined }) {
  return text ? (
    <p className="alert alert--error" role="alert">
      {text}
    </p>
  ) : null;
}
