const CATEGORIES = 3;
const REGIONS_PER_CATEGORY = 4;

/**
 * Placeholders of the final size, so the page does not shift when the regions arrive: all
 * categories side by side on desktop, the first carousel slide on mobile.
 */
export function RecommendedRegionsSkeleton({ isDesktop }: { readonly isDesktop: boolean }) {
  return (
    <div className={isDesktop ? 'regions__grid' : 'regions__carousel-skeleton'} aria-hidden="true">
      {Array.from({ length: isDesktop ? CATEGORIES : 1 }, (_, category) => (
        <div key={category} className="regions__category">
          <span className="skeleton skeleton--title" />
          <ul className="regions__list">
            {Array.from({ length: REGIONS_PER_CATEGORY }, (_, region) => (
              <li key={region}>
                <span className="skeleton skeleton--card" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
