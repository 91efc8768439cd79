import { useIntl } from 'react-intl';

/** Shown while the first route loads (the router's hydrate fallback). */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
    </div>
  );
}
