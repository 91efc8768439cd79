import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as z from 'zod';
import { SignInBodySchema, type AdminUser, type SignInBody } from '@app/shared/auth';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { localizedErrorMap } from '../../../lib/intl/zod-error-map.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSignIn } from '../api/sign-in.ts';

type SignInInput = z.input<typeof SignInBodySchema>;
const FIELDS = ['email', 'password'] as const;

/** E-mail and password sign-in for agents and office staff. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: AdminUser) => void }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const signIn = useSignIn();
  const [serverMessage, setServerMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInBody>({
    resolver: zodResolver(SignInBodySchema, { error: localizedErrorMap(locale) }),
    defaultValues: { email: '', password: '' },
  });

  const submit = async (values: SignInBody): Promise<void> => {
    setServerMessage(undefined);
    try {
      onSignedIn(await signIn.mutateAsync(values));
    } catch (error) {
      // The server's message is already in the visitor's language (invalid_credentials, 429, …).
      for (const [field, message] of serverFieldErrors(error, FIELDS)) {
        setError(field, { type: 'server', message });
      }
      setServerMessage(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'error.generic' }));
    }
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {serverMessage ? (
        <p className="alert alert--error" role="alert">
          {serverMessage}
        </p>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'admin.login.email' })}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.login.password' })}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'admin.login.submitting' : 'admin.login.submit' })}
      </button>
    </form>
  );
}
