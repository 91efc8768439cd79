import { useId } from 'react';
import { SKELETON_CARDS, SpecialOffersList } from '../../../components/offer-card/special-offers-list.tsx';
import { useRelatedOffers } from '../api/get-related-offers.ts';

/** One offer per skeleton card, as the home page's special offers. */
const RELATED_OFFERS_SHOWN = SKELETON_CARDS;

/**
 * Offers in the regions of an article or a region page (BLOG-05, from GET /blog/related_offers), as
 * the home page's special-offer cards linking to their hotel pages. Skeleton cards while loading; a
 * failed request hides the section (decision D4).
 */
export function RelatedOffers({ regions, title }: { regions: readonly number[]; title: string }) {
  const headingId = useId();
  const { data, isPending, isError } = useRelatedOffers(regions, RELATED_OFFERS_SHOWN);
  if (regions.length === 0 || isError) return null;
  return (
    <section className="related-offers" aria-labelledby={headingId} aria-busy={isPending}>
      <h2 id={headingId} className="section-heading">
        {title}
      </h2>
      <SpecialOffersList offers={data?.offers_list} emptyMessage="blog.offers.empty" />
    </section>
  );
}
