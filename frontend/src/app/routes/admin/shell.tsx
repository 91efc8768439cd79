import type { QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useNavigate } from 'react-router-dom';
import type { AdminUser } from '@app/shared/auth';
import { PATHS } from '../../../config/paths.ts';
import { meQueryOptions } from '../../../features/admin-session/api/get-me.ts';
import { SignOutButton } from '../../../features/admin-session/components/sign-out-button.tsx';
import { SignedInUser } from '../../../features/admin-session/components/signed-in-user.tsx';
import { ApiError } from '../../../lib/api-error.ts';

/** Only signed-in staff get past this; the server still checks the role on every call. */
export function adminShellLoader(queryClient: QueryClient) {
  return async (): Promise<AdminUser | Response> => {
    try {
      return await queryClient.fetchQuery(meQueryOptions());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return redirect(PATHS.adminLogin);
      throw error;
    }
  };
}

export function AdminShellRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useLoaderData<AdminUser>();
  const title = intl.formatMessage({ id: 'admin.shell.title' });
  return (
    <div className="container">
      <section className="admin-card admin-card--wide" aria-labelledby="shell-title">
        <title>{`${title} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
        <h1 id="shell-title">{intl.formatMessage({ id: 'admin.shell.welcome' }, { name: user.name })}</h1>
        <h2 className="admin-card__subheading">{intl.formatMessage({ id: 'admin.shell.signed_in_as' })}</h2>
        <SignedInUser user={user} />
        <p className="muted">{intl.formatMessage({ id: 'admin.shell.modules_soon' })}</p>
        <SignOutButton onSignedOut={() => void navigate(PATHS.adminLogin, { replace: true })} />
      </section>
    </div>
  );
}
