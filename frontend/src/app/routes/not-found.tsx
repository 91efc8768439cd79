import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths.ts';

/**
 * Every path the router does not know. The server answers such paths with 404 and this page,
 * prerendered (decision 028); `noindex` keeps it out of search results when it is reached in the
 * browser too.
 */
export function NotFoundRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'not_found.title' });
  return (
    <section className="container message-page" aria-labelledby="not-found-title">
      <title>{`${title} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="not-found-title">{title}</h1>
      <p>{intl.formatMessage({ id: 'not_found.text' })}</p>
      <Link to={PATHS.home} className="button button--primary">
        {intl.formatMessage({ id: 'error.go_home' })}
      </Link>
    </section>
  );
}
