import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { POPULAR_DESTINATIONS, destinationHref, destinationName } from '../popular-destinations.ts';

// The form and its validation (react-hook-form, zod) load only when a search finds nothing, not
// with every list.
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/**
 * Nothing found (spec §2, §8; ERR-04, LIST-17 to LIST-19): a suggestion to change the filters with a
 * way to clear them, the popular destinations, and a contact form.
 */
export function NoOffers({ onClear }: { onClear: () => void }) {
  const intl = useIntl();
  return (
    <div className="no-offers">
      <div className="list-message">
        <h3 className="list-message__title">{intl.formatMessage({ id: 'offers_list.empty.title' })}</h3>
        <p>{intl.formatMessage({ id: 'offers_list.empty.text' })}</p>
        <button type="button" className="button button--secondary" onClick={onClear}>
          {intl.formatMessage({ id: 'offers_list.filters.clear' })}
        </button>
      </div>
      <section className="no-offers__popular" aria-labelledby="popular-heading">
        <h3 id="popular-heading">{intl.formatMessage({ id: 'offers_list.empty.popular' })}</h3>
        <ul className="no-offers__destinations">
          {POPULAR_DESTINATIONS.map((slug) => (
            <li key={slug}>
              <Link className="chip" to={destinationHref(slug)}>
                {intl.formatMessage({ id: destinationName(slug) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="no-offers__contact" aria-labelledby="contact-heading">
        <h3 id="contact-heading">{intl.formatMessage({ id: 'offers_list.contact.title' })}</h3>
        <p>{intl.formatMessage({ id: 'offers_list.contact.intro' })}</p>
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <ContactForm />
        </Suspense>
      </section>
    </div>
  );
}
