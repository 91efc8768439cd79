import type { RecommendedRegionsResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import type { StoredRecommendedRegionCategory } from './content-table.ts';

/** Picks the visitor's language, keeping the stored order of categories. */
export function localizeRecommendedRegions(
  categories: readonly StoredRecommendedRegionCategory[],
  locale: Locale,
): RecommendedRegionsResponse {
  return {
    categories: [...categories]
      .sort((a, b) => a.position - b.position)
      .map((category) => ({
        title: category.title[locale],
        regions: category.regions.map((region) => ({
          name: region.name[locale],
          link: region.link,
          min_price_pln: region.min_price_pln,
        })),
      })),
  };
}
