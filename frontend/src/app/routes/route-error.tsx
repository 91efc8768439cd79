import { useIntl } from 'react-intl';
import { PATHS } from '../../config/paths.ts';

/** What a visitor sees when a page fails: the generic text of spec §8 and two ways on. */
export function RouteError() {
  const intl = useIntl();
  return (
    <section className="container message-page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{intl.formatMessage({ id: 'error.title' })}</h1>
      <p>{intl.formatMessage({ id: 'error.generic' })}</p>
      <div className="message-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'error.reload' })}
        </button>
        {/* A plain link: the router itself may be what failed. */}
        <a href={PATHS.home} className="button button--secondary">
          {intl.formatMessage({ id: 'error.go_home' })}
        </a>
      </div>
    </section>
  );
}

/** Used when even the layout failed, so the page still has a landmark. */
export function RootError() {
  return (
    <main id="main" className="page__main">
      <RouteError />
    </main>
  );
}
