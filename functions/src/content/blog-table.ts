import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ArticleBlockSchema, SlugSchema } from '@app/shared/blog';
import { SitePathSchema } from '@app/shared/content';
import { LOCALES } from '@app/shared/locale';
import * as z from 'zod';
import { LocalizedTextSchema } from '../lib/content/localized-text.ts';
import { ENTITY, keys } from '../lib/db/keys.ts';
import { listCollection } from '../lib/db/list-collection.ts';

const position = z.number().int().nonnegative();
const LocalizedBodySchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.array(ArticleBlockSchema).min(1)])) as Record<
    (typeof LOCALES)[number],
    z.ZodArray<typeof ArticleBlockSchema>
  >,
);

/** A blog article as stored: one slug for every language, texts and body per language. */
export const StoredArticleSchema = z.object({
  entity: z.literal(ENTITY.blogArticle),
  slug: SlugSchema,
  category: SlugSchema,
  published: z.iso.date(),
  cover: SitePathSchema,
  region_ids: z.array(z.number().int().positive()),
  title: LocalizedTextSchema,
  lead: LocalizedTextSchema,
  body: LocalizedBodySchema,
});
export type StoredArticle = z.infer<typeof StoredArticleSchema>;

export const StoredBlogCategorySchema = z.object({
  entity: z.literal(ENTITY.blogCategory),
  position,
  slug: SlugSchema,
  title: LocalizedTextSchema,
  intro: LocalizedTextSchema,
});
export type StoredBlogCategory = z.infer<typeof StoredBlogCategorySchema>;

/** A "did you know" fact about one destination region (a country, region or resort id). */
export const StoredCuriositySchema = z.object({
  entity: z.literal(ENTITY.curiosity),
  region_id: z.number().int().positive(),
  position,
  text: LocalizedTextSchema,
});
export type StoredCuriosity = z.infer<typeof StoredCuriositySchema>;

/** Every article: a blog of dozens of articles is searched in memory (decision 016). */
export function listArticles(db: DynamoDBDocumentClient, tableName: string): Promise<StoredArticle[]> {
  return listCollection(db, tableName, keys.blogArticles().pk, 'ARTICLE#', StoredArticleSchema);
}

export async function getArticle(
  db: DynamoDBDocumentClient,
  tableName: string,
  slug: string,
): Promise<StoredArticle | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.blogArticle(slug) }));
  return Item ? StoredArticleSchema.parse(Item) : undefined;
}

export function listBlogCategories(db: DynamoDBDocumentClient, tableName: string): Promise<StoredBlogCategory[]> {
  return listCollection(db, tableName, keys.blogCategories().pk, 'CATEGORY#', StoredBlogCategorySchema);
}

export function listCuriosities(
  db: DynamoDBDocumentClient,
  tableName: string,
  regionId: number,
): Promise<StoredCuriosity[]> {
  return listCollection(db, tableName, keys.curiosities(regionId).pk, 'FACT#', StoredCuriositySchema);
}

export function articleItem(article: StoredArticle): Record<string, unknown> {
  return { ...keys.blogArticle(article.slug), ...article };
}

export function blogCategoryItem(category: StoredBlogCategory): Record<string, unknown> {
  return { ...keys.blogCategory(category.position), ...category };
}

export function curiosityItem(curiosity: StoredCuriosity): Record<string, unknown> {
  return { ...keys.curiosity(curiosity.region_id, curiosity.position), ...curiosity };
}
