import { useIntl } from 'react-intl';
import { NewsletterForm } from './newsletter-form.tsx';

/** The newsletter block near the bottom of the home page (spec §2). */
export function Newsletter() {
  const intl = useIntl();
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <div className="container newsletter__inner">
        <div className="newsletter__intro">
          <h2 id="newsletter-heading" className="section-heading newsletter__heading">
            {intl.formatMessage({ id: 'newsletter.heading' })}
          </h2>
          <p className="newsletter__lead">{intl.formatMessage({ id: 'newsletter.lead' })}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
