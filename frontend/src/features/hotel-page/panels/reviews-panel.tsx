import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import './panels.css';

/** The highest score of every review category (spec §3: scores run from 0 to 6). */
const MAX_SCORE = 6;

/** The scores after the overall one, in the order of spec §3 (HOTEL-06). */
const DETAIL_SCORES = ['accommodation', 'board', 'price_quality', 'service', 'attractions', 'location'] as const;

const SCORE_FORMAT = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * The reviews tab (spec §3, HOTEL-06): the overall score large, "4,8 / 6", with the number of
 * reviews it rests on; then the six other scores, each with a bar. Scores without a single review
 * behind them say nothing, so a count of 0 reads like no reviews at all.
 */
export function ReviewsPanel({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const { reviews } = hotel;
  if (!reviews || reviews.count === 0) {
    return <p className="hotel-panel__empty">{intl.formatMessage({ id: 'hotel.reviews.none' })}</p>;
  }
  const score = (value: number) => intl.formatNumber(value, SCORE_FORMAT);

  return (
    <div className="hotel-reviews">
      <p className="hotel-reviews__overall">
        <span className="hotel-reviews__overall-label">{intl.formatMessage({ id: 'hotel.reviews.overall' })}</span>
        <span className="hotel-reviews__overall-score">
          {intl.formatMessage({ id: 'hotel.reviews.out_of' }, { score: score(reviews.overall) })}
        </span>
        <span className="hotel-reviews__count">
          {intl.formatMessage({ id: 'hotel.reviews.count' }, { count: reviews.count })}
        </span>
      </p>
      <dl className="hotel-reviews__scores" aria-label={intl.formatMessage({ id: 'hotel.reviews.scores' })}>
        {DETAIL_SCORES.map((name) => (
          <div key={name} className="hotel-reviews__score">
            <dt className="hotel-reviews__label">{intl.formatMessage({ id: `hotel.reviews.${name}` })}</dt>
            <dd className="hotel-reviews__value">
              <span
                className="hotel-reviews__bar"
                aria-hidden="true"
                style={{ '--score-share': reviews[name] / MAX_SCORE } as CSSProperties}
              />
              <span className="hotel-reviews__number">{score(reviews[name])}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
