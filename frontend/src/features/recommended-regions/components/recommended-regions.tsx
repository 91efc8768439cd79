import { useIntl } from 'react-intl';
import { Carousel, CarouselSlide } from '../../../components/carousel/carousel.tsx';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { useRecommendedRegions } from '../../../api/get-recommended-regions.ts';
import { RECOMMENDED_REGIONS_MOBILE_OPTIONS } from '../carousel-options.ts';
import { visibleCategories, type VisibleCategory } from '../visible-categories.ts';
import { RecommendedRegionsSkeleton } from './recommended-regions-skeleton.tsx';
import { RegionLink } from '../../../components/region-card/region-link.tsx';

export const RECOMMENDED_REGIONS_ANCHOR = 'recommended-regions';

/**
 * Recommended regions of the home page: every category side by side on desktop, an endless
 * carousel on mobile (spec §2). While loading it shows skeletons; when the data cannot be loaded
 * even after react-query's retries, the section hides itself quietly (decision D4).
 */
export function RecommendedRegions() {
  const intl = useIntl();
  const isDesktop = useIsDesktop();
  const { data, isPending } = useRecommendedRegions();
  const categories = data ? visibleCategories(data.categories) : [];
  if (!isPending && categories.length === 0) return null;
  const heading = intl.formatMessage({ id: 'regions.heading' });

  return (
    <section
      className="regions"
      id={RECOMMENDED_REGIONS_ANCHOR}
      aria-labelledby="regions-heading"
      aria-busy={isPending}
    >
      <h2 id="regions-heading" className="section-heading">
        {heading}
      </h2>
      {isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'regions.loading' })}
          </p>
          <RecommendedRegionsSkeleton isDesktop={isDesktop} />
        </>
      ) : isDesktop ? (
        <div className="regions__grid">
          {categories.map((category) => (
            <Category key={category.title} category={category} />
          ))}
        </div>
      ) : (
        <Carousel
          options={RECOMMENDED_REGIONS_MOBILE_OPTIONS}
          label={heading}
          content={categories}
          className="regions__carousel"
        >
          {categories.map((category) => (
            <CarouselSlide key={category.title}>
              <Category category={category} />
            </CarouselSlide>
          ))}
        </Carousel>
      )}
    </section>
  );
}

function Category({ category }: { readonly category: VisibleCategory }) {
  return (
    <section className="regions__category" aria-label={category.title}>
      <h3 className="regions__title">{category.title}</h3>
      <ul className="regions__list">
        {category.regions.map((region) => (
          <li key={region.link}>
            <RegionLink region={region} />
          </li>
        ))}
      </ul>
    </section>
  );
}
