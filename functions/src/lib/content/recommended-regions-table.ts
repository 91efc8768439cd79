import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { REGION_GROUP_KEYS } from '@app/shared/content';
import * as z from 'zod';
import { ENTITY, keys } from '../db/keys.ts';
import { listCollection } from '../db/list-collection.ts';
import { LocalizedTextSchema } from './localized-text.ts';

const position = z.number().int().nonnegative();

/**
 * A recommended-region category as stored: texts in every interface language and the regions it
 * links to. No price is stored: a region's "from" price is the cheapest offer of the snapshot being
 * served, computed when the categories are answered (decision 025). Items stored with a price keep
 * reading, the price is ignored.
 */
export const StoredRecommendedRegionCategorySchema = z.object({
  entity: z.literal(ENTITY.recommendedRegionCategory),
  position,
  /** Which recommended-region page (exotic, nearby, far) lists this category's regions. */
  key: z.enum(REGION_GROUP_KEYS).optional(),
  title: LocalizedTextSchema,
  regions: z.array(
    z.object({
      name: LocalizedTextSchema,
      link: z.string().startsWith('/'),
      region_id: z.number().int().positive().optional(),
    }),
  ),
});
export type StoredRecommendedRegionCategory = z.infer<typeof StoredRecommendedRegionCategorySchema>;

export function listRecommendedRegionCategories(
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<StoredRecommendedRegionCategory[]> {
  return listCollection(
    db,
    tableName,
    keys.recommendedRegions().pk,
    'CATEGORY#',
    StoredRecommendedRegionCategorySchema,
  );
}

export function recommendedRegionCategoryItem(category: StoredRecommendedRegionCategory): Record<string, unknown> {
  return { ...keys.recommendedRegionCategory(category.position), ...category };
}
