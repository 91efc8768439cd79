import { useIntl } from 'react-intl';
import { useRecommendedRegions } from '../api/get-recommended-regions.ts';
import { visibleCategories } from '../visible-categories.ts';
import { RecommendedRegionsSkeleton } from './recommended-regions-skeleton.tsx';
import { RegionLink } from './region-link.tsx';

export const RECOMMENDED_REGIONS_ANCHOR = 'recommended-regions';

/**
 * Recommended regions of the home page. While loading it shows skeletons; when the data cannot be
 * loaded even after react-query's retries, the section hides itself quietly (decision D4).
 */
export function RecommendedRegions() {
  const intl = useIntl();
  const { data, isPending } = useRecommendedRegions();
  const categories = data ? visibleCategories(data.categories) : [];
  if (!isPending && categories.length === 0) return null;

  return (
    <section
      className="regions"
      id={RECOMMENDED_REGIONS_ANCHOR}
      aria-labelledby="regions-heading"
      aria-busy={isPending}
    >
      <h2 id="regions-heading" className="section-heading">
        {intl.formatMessage({ id: 'regions.heading' })}
      </h2>
      {isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'regions.loading' })}
          </p>
          <RecommendedRegionsSkeleton />
        </>
      ) : (
        <div className="regions__grid">
          {categories.map((category) => (
            <section key={category.title} className="regions__category" aria-label={category.title}>
              <h3 className="regions__title">{category.title}</h3>
              <ul className="regions__list">
                {category.regions.map((region) => (
                  <li key={region.link}>
                    <RegionLink region={region} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
