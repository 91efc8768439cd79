import { useIntl } from 'react-intl';
import { ClaimsList } from '../../../components/claims-list.tsx';

/**
 * The promise, the claims of spec §1 and one next step. Its title is an h2: the main headline
 * above it is the page's only h1 (spec §2).
 */
export function Hero({ ctaHref }: { ctaHref: string }) {
  const intl = useIntl();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h2 id="hero-title" className="hero__title">
          {intl.formatMessage({ id: 'home.hero.title' })}
        </h2>
        <p className="hero__lead">{intl.formatMessage({ id: 'home.hero.lead' })}</p>
        <ClaimsList className="claims--hero" />
        <a href={ctaHref} className="button button--primary hero__cta">
          {intl.formatMessage({ id: 'home.hero.cta' })}
        </a>
      </div>
    </section>
  );
}
