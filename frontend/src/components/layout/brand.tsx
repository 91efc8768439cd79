import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths.ts';

/** The agency's name and mark, linking home. */
export function Brand({ subtitle }: { subtitle?: string }) {
  const intl = useIntl();
  return (
    <Link to={PATHS.home} className="brand" aria-label={intl.formatMessage({ id: 'nav.home' })}>
      <svg className="brand__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <circle cx="22" cy="10" r="4.5" fill="#ffc94d" />
        <path d="M4 24c5-4 9-4 12 0s8 4 12 0v5H4z" fill="#fff" />
      </svg>
      <span className="brand__text">
        <span className="brand__name">{intl.formatMessage({ id: 'app.brand' })}</span>
        {subtitle ? <span className="brand__subtitle">{subtitle}</span> : null}
      </span>
    </Link>
  );
}
