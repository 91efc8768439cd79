import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HOME_TILE_KEYS, REGION_GROUP_KEYS, SitePathSchema } from '@app/shared/content';
import { LOCALES } from '@app/shared/locale';
import * as z from 'zod';
import { ENTITY, keys } from '../lib/db/keys.ts';

export const LocalizedTextSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>,
);
const position = z.number().int().nonnegative();
const StoredPictureSchema = z.object({
  thumb: z.object({ url: SitePathSchema }),
  retina_thumb: z.object({ url: SitePathSchema }),
});

/** A recommended-region category as stored: texts in every interface language. */
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
      min_price_pln: z.number().nonnegative().nullable(),
      region_id: z.number().int().positive().optional(),
    }),
  ),
});
export type StoredRecommendedRegionCategory = z.infer<typeof StoredRecommendedRegionCategorySchema>;

/** A headline (spec §3) as stored; `key`, `url` and `is_main` are the same in every language. */
export const StoredHeadlineSchema = z.object({
  entity: z.literal(ENTITY.headline),
  position,
  key: z.string().min(1),
  is_main: z.boolean(),
  url: SitePathSchema,
  intro: LocalizedTextSchema,
  main_header: LocalizedTextSchema,
  sub_header: LocalizedTextSchema,
});
export type StoredHeadline = z.infer<typeof StoredHeadlineSchema>;

/** A category infobox (spec §3) as stored; `active` is the office's switch (spec §1, infobox activity). */
export const StoredCategoryInfoboxSchema = z.object({
  entity: z.literal(ENTITY.categoryInfobox),
  position,
  active: z.boolean(),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  short_url: SitePathSchema,
  picture: StoredPictureSchema,
});
export type StoredCategoryInfobox = z.infer<typeof StoredCategoryInfoboxSchema>;

/** A category tile of the home page (spec §2) as stored. */
export const StoredHomeTileSchema = z.object({
  entity: z.literal(ENTITY.homeTile),
  position,
  key: z.enum(HOME_TILE_KEYS),
  title: LocalizedTextSchema,
  url: SitePathSchema,
  picture: StoredPictureSchema,
});
export type StoredHomeTile = z.infer<typeof StoredHomeTileSchema>;

/** Every item of one content collection, in sort-key order, each parsed with its stored schema. */
export async function listCollection<T>(
  db: DynamoDBDocumentClient,
  tableName: string,
  pk: string,
  skPrefix: string,
  schema: z.ZodType<T>,
): Promise<T[]> {
  const items: unknown[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items.map((item) => schema.parse(item));
}

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

export function listHeadlines(db: DynamoDBDocumentClient, tableName: string): Promise<StoredHeadline[]> {
  return listCollection(db, tableName, keys.headlines().pk, 'HEADLINE#', StoredHeadlineSchema);
}

export function listCategoryInfoboxes(db: DynamoDBDocumentClient, tableName: string): Promise<StoredCategoryInfobox[]> {
  return listCollection(db, tableName, keys.categoryInfoboxes().pk, 'INFOBOX#', StoredCategoryInfoboxSchema);
}

export function listHomeTiles(db: DynamoDBDocumentClient, tableName: string): Promise<StoredHomeTile[]> {
  return listCollection(db, tableName, keys.homeTiles().pk, 'TILE#', StoredHomeTileSchema);
}

export function recommendedRegionCategoryItem(category: StoredRecommendedRegionCategory): Record<string, unknown> {
  return { ...keys.recommendedRegionCategory(category.position), ...category };
}

export function headlineItem(headline: StoredHeadline): Record<string, unknown> {
  return { ...keys.headline(headline.position), ...headline };
}

export function categoryInfoboxItem(infobox: StoredCategoryInfobox): Record<string, unknown> {
  return { ...keys.categoryInfobox(infobox.position), ...infobox };
}

export function homeTileItem(tile: StoredHomeTile): Record<string, unknown> {
  return { ...keys.homeTile(tile.position), ...tile };
}
