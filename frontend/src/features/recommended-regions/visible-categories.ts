import type { RecommendedRegionCategory } from '@app/shared/content';
import type { PricedRegion } from '../../components/region-card/region-link.tsx';

export interface VisibleCategory {
  readonly title: string;
  readonly regions: readonly PricedRegion[];
}

/** Regions without a price are hidden (spec §2); a category left empty is hidden too. */
export function visibleCategories(categories: readonly RecommendedRegionCategory[]): VisibleCategory[] {
  return categories
    .map((category) => ({
      title: category.title,
      regions: category.regions.filter((region): region is PricedRegion => region.min_price_pln !== null),
    }))
    .filter((category) => category.regions.length > 0);
}
