import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCALES } from '@app/shared/locale';
import * as z from 'zod';
import { ENTITY, keys } from '../lib/db/keys.ts';

const LocalizedTextSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>,
);

/** A recommended-region category as stored: texts in every interface language. */
export const StoredRecommendedRegionCategorySchema = z.object({
  entity: z.literal(ENTITY.recommendedRegionCategory),
  position: z.number().int().nonnegative(),
  title: LocalizedTextSchema,
  regions: z.array(
    z.object({
      name: LocalizedTextSchema,
      link: z.string().startsWith('/'),
      min_price_pln: z.number().nonnegative().nullable(),
    }),
  ),
});
export type StoredRecommendedRegionCategory = z.infer<typeof StoredRecommendedRegionCategorySchema>;

export async function listRecommendedRegionCategories(
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<StoredRecommendedRegionCategory[]> {
  const items: unknown[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.recommendedRegions().pk, ':sk': 'CATEGORY#' },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items.map((item) => StoredRecommendedRegionCategorySchema.parse(item));
}

export function recommendedRegionCategoryItem(category: StoredRecommendedRegionCategory): Record<string, unknown> {
  return { ...keys.recommendedRegionCategory(category.position), ...category };
}
