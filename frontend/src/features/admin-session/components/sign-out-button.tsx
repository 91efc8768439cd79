import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-error.ts';
import { useSignOut } from '../api/sign-out.ts';

export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const intl = useIntl();
  const signOut = useSignOut();
  const failure = signOut.error
    ? signOut.error instanceof ApiError
      ? signOut.error.message
      : intl.formatMessage({ id: 'error.generic' })
    : undefined;

  return (
    <div className="sign-out">
      <button
        type="button"
        className="button button--secondary"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}
      >
        {intl.formatMessage({ id: signOut.isPending ? 'admin.shell.signing_out' : 'admin.shell.sign_out' })}
      </button>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
