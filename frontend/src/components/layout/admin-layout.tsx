import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import './admin-layout.css';
import { Brand } from './brand.tsx';
import { LocaleSwitch } from './locale-switch.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

/** The back office frame; loaded only with the admin routes. */
export function AdminLayout() {
  const intl = useIntl();
  return (
    <div className="page page--admin">
      <a href="#main" className="skip-link">
        {intl.formatMessage({ id: 'app.skip_to_content' })}
      </a>
      <NavigationProgress />
      <header className="site-header">
        <div className="container site-header__bar">
          <Brand subtitle={intl.formatMessage({ id: 'admin.area' })} />
          <LocaleSwitch />
        </div>
      </header>
      <main id="main" className="page__main admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
