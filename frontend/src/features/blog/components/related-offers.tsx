import { useId } from 'react';
import { useIntl } from 'react-intl';
import { OfferCardSkeleton } from '../../special-offers/components/offer-card-skeleton.tsx';
import { OfferCard } from '../../special-offers/components/offer-card.tsx';
import { useRelatedOffers } from '../api/get-related-offers.ts';

const RELATED_OFFERS_SHOWN = 6;

/**
 * Offers in the regions of an article or a region page (BLOG-05, from GET /blog/related_offers), as
 * the special-offer cards linking to their hotel pages. Skeleton cards while loading; a failed
 * request hides the section (decision D4).
 */
export function RelatedOffers({ regions, title }: { regions: readonly number[]; title: string }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, isPending, isError } = useRelatedOffers(regions, RELATED_OFFERS_SHOWN);
  if (regions.length === 0 || isError) return null;
  return (
    <section className="related-offers" aria-labelledby={headingId} aria-busy={isPending}>
      <h2 id={headingId} className="section-heading">
        {title}
      </h2>
      {data === undefined ? (
        <>
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'blog.offers.loading' })}
          </p>
          <ul className="special-offers__list" aria-hidden="true">
            {Array.from({ length: RELATED_OFFERS_SHOWN }, (_, index) => (
              <li key={index}>
                <OfferCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : data.offers_list.length === 0 ? (
        <p className="special-offers__empty">{intl.formatMessage({ id: 'blog.offers.empty' })}</p>
      ) : (
        <ul className="special-offers__list">
          {data.offers_list.map((offer, index) => (
            <li key={`${index}:${offer.subject.description_link}`}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
