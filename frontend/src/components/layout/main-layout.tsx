import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

/** The visitor pages: header, content, footer. */
export function MainLayout() {
  const intl = useIntl();
  return (
    <div className="page">
      <a href="#main" className="skip-link">
        {intl.formatMessage({ id: 'app.skip_to_content' })}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="page__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
