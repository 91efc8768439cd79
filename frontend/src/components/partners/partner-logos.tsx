import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Partner } from '@app/shared/partners';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePartners } from './api/get-partners.ts';
import './partners.css';

/** The operators' logos in a wrapping row, each named by its brand (API-27). */
export function PartnerLogos({ partners }: { partners: readonly Partner[] }) {
  const intl = useIntl();
  return (
    <ul className="partner-logos" aria-label={intl.formatMessage({ id: 'partners.list' })}>
      {partners.map((partner) => (
        <li key={partner.code} className="partner-logos__item">
          <img
            className="partner-logos__image"
            src={partner.image_url}
            alt={partner.name}
            width={partner.width}
            height={partner.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Współpracujemy z touroperatorami" with the logos. The operators come from the API, which a
 * prerendered page cannot ask at build time: the section appears only after hydration, so the
 * server's HTML and the first browser render match, and only once there is something to show.
 * It sits below the fold (the footer), where appearing late moves nothing the visitor sees.
 */
export function PartnersSection({ headingClassName }: { headingClassName?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const hydrated = useHydrated();
  const { data } = usePartners({ enabled: hydrated });
  if (!hydrated || !data?.partners.length) return null;
  return (
    <section className="partners" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {intl.formatMessage({ id: 'partners.heading' })}
      </h2>
      <PartnerLogos partners={data.partners} />
    </section>
  );
}
