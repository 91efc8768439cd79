import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { hotelPageLink } from '@app/shared/hotel-link';
import type { HotelsListResponse } from '@app/shared/offers';
import { HotelStars } from '../../../components/offer-card/hotel-stars.tsx';
import type { HotelOfferType } from '../hotel-search.ts';

export type ListedHotel = HotelsListResponse['hotels'][number];

/** "Palma, Majorka, Hiszpania", without repeating a name (a city that is also its region). */
function placeLine(hotel: ListedHotel): string {
  const parts = [hotel.city, hotel.region.name, hotel.country.name].map((part) => part.trim()).filter(Boolean);
  return parts.filter((part, index) => parts.indexOf(part) === index).join(', ');
}

/**
 * One hotel of the list (spec §2): name, stars and place, linked to the hotel page (D12) through the
 * shared link builder; the link's hit area covers the card.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  offerType,
}: {
  hotel: ListedHotel;
  offerType: HotelOfferType | undefined;
}) {
  const intl = useIntl();
  const href = hotelPageLink({ id: hotel.id, name: hotel.name, offer_type: offerType ?? 'A' }, {});
  return (
    <article className="card hotel-card">
      <h3 className="hotel-card__name">
        <Link to={href} className="card__link hotel-card__link">
          {hotel.name}
        </Link>
      </h3>
      <HotelStars rating={hotel.stars} />
      <p className="hotel-card__place">
        <svg className="hotel-card__pin" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {placeLine(hotel)}
      </p>
      <span className="hotel-card__cta" aria-hidden="true">
        {intl.formatMessage({ id: 'hotel_list.see_offers' })}
      </span>
    </article>
  );
});

/** The card's placeholder while the first answer loads: the same box, so nothing moves. */
export function HotelCardSkeleton() {
  return (
    <div className="card card--skeleton hotel-card" aria-hidden="true">
      <span className="skeleton skeleton--line hotel-card__skeleton-name" />
      <span className="skeleton skeleton--line hotel-card__skeleton-stars" />
      <span className="skeleton skeleton--line hotel-card__skeleton-place" />
      <span className="skeleton skeleton--line hotel-card__skeleton-cta" />
    </div>
  );
}
