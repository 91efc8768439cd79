import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isSignedInCookie } from '@app/shared/auth';
import { PATHS } from '../../config/paths.ts';
import { readCookie } from '../../lib/cookies.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ClaimsList } from '../claims-list.tsx';
import { PartnersSection } from '../partners/partner-logos.tsx';

/** Set for a signed-in visitor (spec §6, ROLE-03). */
const SIGNED_IN_COOKIE = 'signed_in';

/** The blog and the recommended-region pages (spec §2). */
const INSPIRATION_LINKS = [
  { path: PATHS.blog, label: 'blog.title' },
  { path: PATHS.exoticRegions, label: 'region_group.exotic.title' },
  { path: PATHS.nearbyRegions, label: 'region_group.nearby.title' },
  { path: PATHS.farRegions, label: 'region_group.far.title' },
] as const;

export function Footer() {
  const intl = useIntl();
  // The cookie is the visitor's: prerendered HTML never shows the notice, the browser adds it.
  const signedIn = useHydrated() && isSignedInCookie(readCookie(SIGNED_IN_COOKIE));

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
        <nav aria-labelledby="footer-inspiration">
          <h2 id="footer-inspiration" className="site-footer__heading">
            {intl.formatMessage({ id: 'footer.inspiration' })}
          </h2>
          <ul className="site-footer__links">
            {INSPIRATION_LINKS.map(({ path, label }) => (
              <li key={path}>
                <Link to={path} className="site-footer__link">
                  {intl.formatMessage({ id: label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
      <div className="container">
        <PartnersSection headingClassName="site-footer__heading" />
      </div>
    </footer>
  );
}
