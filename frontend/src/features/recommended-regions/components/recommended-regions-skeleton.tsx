const CATEGORIES = 3;
const REGIONS_PER_CATEGORY = 4;

/** Placeholders of the final size, so the page does not shift when the regions arrive. */
export function RecommendedRegionsSkeleton() {
  return (
    <div className="regions__grid" aria-hidden="true">
      {Array.from({ length: CATEGORIES }, (_, category) => (
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
