import { useIntl } from 'react-intl';
import type { SpecialOffer } from '@app/shared/offers';
import type { MessageId } from '../../lib/intl/message-id.ts';
import { OfferCardSkeleton } from './offer-card-skeleton.tsx';
import { OfferCard } from './offer-card.tsx';

/** Six, as many as one request asks for (spec §9). */
export const SKELETON_CARDS = 6;

/**
 * The cards of one request: six skeletons while loading (spec §2), then the offers. Also the blog's
 * related offers (BLOG-05), which say something else when there are none.
 */
export function SpecialOffersList({
  offers,
  emptyMessage = 'special_offers.empty',
}: {
  offers: readonly SpecialOffer[] | undefined;
  emptyMessage?: MessageId;
}) {
  const intl = useIntl();
  if (offers === undefined) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {intl.formatMessage({ id: 'special_offers.loading' })}
        </p>
        <ul className="special-offers__list" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <OfferCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (offers.length === 0) {
    return <p className="special-offers__empty">{intl.formatMessage({ id: emptyMessage })}</p>;
  }
  return (
    <ul className="special-offers__list">
      {offers.map((offer, index) => (
        <li key={`${index}:${offer.subject.description_link}`}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
