/** A card of the final size while the first answer loads (ui.md: skeletons, no layout shift). */
export function ListOfferCardSkeleton() {
  return (
    <div
      className="card card--skeleton list-card list-card--skeleton"
      aria-hidden="true"
      data-testid="list-card-skeleton"
    >
      <div className="list-card__media">
        <span className="skeleton list-card__image" />
      </div>
      <div className="list-card__body">
        <span className="skeleton skeleton--line skeleton--line-wide" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--line-short" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
      <div className="list-card__offer">
        <span className="skeleton skeleton--line skeleton--line-price" />
      </div>
    </div>
  );
}
