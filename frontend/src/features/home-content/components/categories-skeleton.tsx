/** As many placeholders as the demo has categories; the real list replaces them in place. */
const CATEGORIES = 6;

/** Placeholders of the final size: the title list and picture on desktop, the closed accordion on mobile. */
export function CategoriesSkeleton({ isDesktop }: { readonly isDesktop: boolean }) {
  const titles = Array.from({ length: CATEGORIES }, (_, index) => index);
  return isDesktop ? (
    <div className="category-tabs" aria-hidden="true">
      <div className="category-tabs__list">
        {titles.map((index) => (
          <span key={index} className="skeleton category-tabs__tab-skeleton" />
        ))}
      </div>
      <div className="category-tabs__panel">
        <span className="skeleton category__picture category__picture--skeleton" />
        <div className="category__body">
          <span className="skeleton skeleton--title" />
          <span className="skeleton category__text-skeleton" />
        </div>
      </div>
    </div>
  ) : (
    <ul className="category-accordion" aria-hidden="true">
      {titles.map((index) => (
        <li key={index} className="category-accordion__item">
          <span className="skeleton category-accordion__skeleton" />
        </li>
      ))}
    </ul>
  );
}
