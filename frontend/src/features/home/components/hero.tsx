import { useIntl } from 'react-intl';
import { ClaimsList } from '../../../components/claims-list.tsx';

/** The home page's opening: the promise, the claims of spec §1 and one next step. */
export function Hero({ ctaHref }: { ctaHref: string }) {
  const intl = useIntl();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          {intl.formatMessage({ id: 'home.hero.title' })}
        </h1>
        <p className="hero__lead">{intl.formatMessage({ id: 'home.hero.lead' })}</p>
        <ClaimsList className="claims--hero" />
        <a href={ctaHref} className="button button--primary hero__cta">
          {intl.formatMessage({ id: 'home.hero.cta' })}
        </a>
      </div>
    </section>
  );
}
