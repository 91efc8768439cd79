import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HOME_TILE_KEYS, SitePathSchema } from '@app/shared/content';
import * as z from 'zod';
import { LocalizedTextSchema } from '../lib/content/localized-text.ts';
import { ENTITY, keys } from '../lib/db/keys.ts';
import { listCollection } from '../lib/db/list-collection.ts';

const position = z.number().int().nonnegative();
const StoredPictureSchema = z.object({
  thumb: z.object({ url: SitePathSchema }),
  retina_thumb: z.object({ url: SitePathSchema }),
});

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

export function listHeadlines(db: DynamoDBDocumentClient, tableName: string): Promise<StoredHeadline[]> {
  return listCollection(db, tableName, keys.headlines().pk, 'HEADLINE#', StoredHeadlineSchema);
}

export function listCategoryInfoboxes(db: DynamoDBDocumentClient, tableName: string): Promise<StoredCategoryInfobox[]> {
  return listCollection(db, tableName, keys.categoryInfoboxes().pk, 'INFOBOX#', StoredCategoryInfoboxSchema);
}

export function listHomeTiles(db: DynamoDBDocumentClient, tableName: string): Promise<StoredHomeTile[]> {
  return listCollection(db, tableName, keys.homeTiles().pk, 'TILE#', StoredHomeTileSchema);
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
