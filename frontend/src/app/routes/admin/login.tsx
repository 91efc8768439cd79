import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/admin-session/components/login-form.tsx';

export function AdminLoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = intl.formatMessage({ id: 'admin.login.title' });
  return (
    <div className="container">
      <section className="admin-card" aria-labelledby="login-title">
        <title>{`${title} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
        <h1 id="login-title">{title}</h1>
        <p className="muted">{intl.formatMessage({ id: 'admin.login.intro' })}</p>
        <LoginForm onSignedIn={() => void navigate(PATHS.admin, { replace: true })} />
      </section>
    </div>
  );
}
