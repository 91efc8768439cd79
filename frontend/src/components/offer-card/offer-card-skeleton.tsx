/** A placeholder with the card's final size (spec §2, §9: six of them while a tab loads). */
export function OfferCardSkeleton() {
  return (
    <div
      className="card card--skeleton offer-card offer-card--skeleton"
      aria-hidden="true"
      data-testid="offer-card-skeleton"
    >
      <div className="offer-card__media">
        <span className="skeleton offer-card__image" />
      </div>
      <div className="offer-card__body">
        <span className="skeleton skeleton--line skeleton--line-wide" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--line-short" />
        <span className="skeleton skeleton--line skeleton--line-price" />
      </div>
    </div>
  );
}
