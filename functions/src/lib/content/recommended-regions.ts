import type { RecommendedRegionsResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import type { StoredRecommendedRegionCategory } from './recommended-regions-table.ts';

/** A region's "from" price per person, whole units of each currency. */
export interface FromPrice {
  readonly pln: number;
  readonly eur: number;
}

/**
 * The categories in their stored order and the visitor's language, each region with its "from"
 * price: `priceOf` answers the lowest price per person of the region's live offers, or null when it
 * has none (or no destination id to search by), and the pages hide a region without a price.
 */
export function localizeRecommendedRegions(
  categories: readonly StoredRecommendedRegionCategory[],
  locale: Locale,
  priceOf: (regionId: number) => FromPrice | null,
): RecommendedRegionsResponse {
  return {
    categories: [...categories]
      .sort((a, b) => a.position - b.position)
      .map((category) => ({
        ...(category.key ? { key: category.key } : {}),
        title: category.title[locale],
        regions: category.regions.map((region) => {
          const price = region.region_id === undefined ? null : priceOf(region.region_id);
          return {
            name: region.name[locale],
            link: region.link,
            min_price_pln: price?.pln ?? null,
            min_price_eur: price?.eur ?? null,
            ...(region.region_id ? { region_id: region.region_id } : {}),
          };
        }),
      })),
  };
}
