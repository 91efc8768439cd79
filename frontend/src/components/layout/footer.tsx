import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isSignedInCookie } from '@app/shared/auth';
import { PATHS } from '../../config/paths.ts';
import { readCookie } from '../../lib/cookies.ts';
import { ClaimsList } from '../claims-list.tsx';

/** Set for a signed-in visitor (spec §6, ROLE-03). */
const SIGNED_IN_COOKIE = 'signed_in';

export function Footer() {
  const intl = useIntl();
  const [signedIn] = useState(() => isSignedInCookie(readCookie(SIGNED_IN_COOKIE)));

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {intl.formatMessage({ id: 'app.brand' })}
          </h2>
          <p>{intl.formatMessage({ id: 'footer.about' })}</p>
          <ClaimsList className="claims--footer" />
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__heading">
            {intl.formatMessage({ id: 'footer.office_hours_label' })}
          </h2>
          <p className="site-footer__hours">{intl.formatMessage({ id: 'footer.office_hours' })}</p>
          {signedIn ? (
            <p className="site-footer__signed-in" role="status">
              {intl.formatMessage({ id: 'footer.signed_in' })}
            </p>
          ) : null}
          <p>
            <Link to={PATHS.adminLogin} className="site-footer__link">
              {intl.formatMessage({ id: 'footer.staff_area' })}
            </Link>
          </p>
        </section>
      </div>
    </footer>
  );
}
