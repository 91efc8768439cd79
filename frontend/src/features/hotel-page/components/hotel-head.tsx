import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { hotelPlace } from '@app/shared/hotel-page/hotel-place';
import { HotelStars } from '../../../components/offer-card/hotel-stars.tsx';

/**
 * The top of the hotel page: the way back to the list with its filters, the name as the page's
 * heading, stars, place and guest rating, the first photo of the gallery, and under the name what
 * the page sells (`children`: the chosen offer), beside the photo on wide screens, after it on phones.
 */
export function HotelHead({
  hotel,
  backHref,
  children,
}: {
  hotel: HotelDetails;
  backHref: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [photo] = hotel.gallery;
  return (
    <header className="hotel-head">
      <Link to={backHref} className="hotel-head__back">
        ← {intl.formatMessage({ id: 'hotel.back' })}
      </Link>
      <div className="hotel-head__main">
        <div className="hotel-head__text">
          <h1 className="hotel-head__name">{hotel.name}</h1>
          <p className="hotel-head__place">{hotelPlace(hotel, 'widest-first')}</p>
          <div className="hotel-head__rating">
            <HotelStars rating={hotel.stars} />
            {hotel.reviews ? (
              <span className="hotel-head__score">
                {intl.formatMessage(
                  { id: 'hotel.rating' },
                  { rating: intl.formatNumber(hotel.reviews.overall, { maximumFractionDigits: 1 }) },
                )}
              </span>
            ) : null}
          </div>
        </div>
        {photo ? (
          <img
            className="hotel-head__photo"
            src={photo.url}
            width={photo.width}
            height={photo.height}
            alt={intl.formatMessage({ id: 'hotel.photo' }, { name: hotel.name })}
            fetchPriority="high"
          />
        ) : null}
        {children}
      </div>
    </header>
  );
}
