import { useId } from 'react';
import { useIntl } from 'react-intl';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The hotel standard as stars, read out as one phrase ("Kategoria hotelu: 4 gwiazdki"). */
export function HotelStars({ rating }: { rating: number }) {
  const intl = useIntl();
  const clipId = useId();
  if (rating <= 0) return null;
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return (
    <span
      className="offer-card__stars"
      role="img"
      aria-label={intl.formatMessage({ id: 'special_offers.stars' }, { count: rating })}
    >
      {Array.from({ length: full }, (_, index) => (
        <svg key={index} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
      {half ? (
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <clipPath id={clipId}>
            <rect width="12" height="24" />
          </clipPath>
          <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d={STAR} fill="currentColor" clipPath={`url(#${clipId})`} />
        </svg>
      ) : null}
    </span>
  );
}
