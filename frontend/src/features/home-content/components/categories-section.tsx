import { useIntl } from 'react-intl';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { useCategories } from '../api/get-categories.ts';
import { CategoriesSkeleton } from './categories-skeleton.tsx';
import { CategoryAccordion } from './category-accordion.tsx';
import { CategoryTabs } from './category-tabs.tsx';

/**
 * The categories section (spec §2): tabs with one picture on desktop, an accordion on mobile.
 * Skeletons of the final size while loading; hidden quietly when nothing can be loaded (D4).
 */
export function CategoriesSection() {
  const intl = useIntl();
  const isDesktop = useIsDesktop();
  const { data, isPending } = useCategories();
  const categories = data?.categories ?? [];
  if (!isPending && categories.length === 0) return null;
  const heading = intl.formatMessage({ id: 'categories.heading' });

  return (
    <section className="categories" aria-labelledby="categories-heading" aria-busy={isPending}>
      <h2 id="categories-heading" className="section-heading">
        {heading}
      </h2>
      {isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'categories.loading' })}
          </p>
          <CategoriesSkeleton isDesktop={isDesktop} />
        </>
      ) : isDesktop ? (
        <CategoryTabs categories={categories} label={heading} />
      ) : (
        <CategoryAccordion categories={categories} />
      )}
    </section>
  );
}
