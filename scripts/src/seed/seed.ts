import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { categoryInfoboxItem, headlineItem, homeTileItem } from '@app/functions/content/content-table';
import { recommendedRegionCategoryItem } from '@app/functions/lib/content/recommended-regions-table';
import { articleItem, blogCategoryItem, curiosityItem } from '@app/functions/content/blog-table';
import { DEFAULT_SITE_CONFIGURATION, siteConfigurationItem } from '@app/functions/lib/content/site-configuration-table';
import { documentClient } from '@app/functions/lib/aws/dynamodb';
import { env } from '@app/functions/lib/env';
import { BLOG_ARTICLES } from './blog-articles.ts';
import { BLOG_CATEGORIES } from './blog-categories.ts';
import { CURIOSITIES } from './curiosities.ts';
import { CATEGORY_INFOBOXES, HEADLINES, HOME_TILES } from './home-content.ts';
import { RECOMMENDED_REGION_CATEGORIES } from './recommended-regions.ts';

/**
 * Writes the demo content. Puts are idempotent: a restart rewrites the same items, so the seed
 * can run on every start.
 */
export async function seedAll(): Promise<{ items: number }> {
  const items = [
    ...RECOMMENDED_REGION_CATEGORIES.map(recommendedRegionCategoryItem),
    ...HEADLINES.map(headlineItem),
    ...CATEGORY_INFOBOXES.map(categoryInfoboxItem),
    ...HOME_TILES.map(homeTileItem),
    siteConfigurationItem(DEFAULT_SITE_CONFIGURATION),
    ...BLOG_CATEGORIES.map(blogCategoryItem),
    ...BLOG_ARTICLES.map(articleItem),
    ...CURIOSITIES.map(curiosityItem),
  ];
  const db = documentClient();
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25);
    let pending: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = batch.map((Item) => ({
      PutRequest: { Item },
    }));
    while (pending?.length) {
      const answer: BatchWriteCommandOutput = await db.send(
        new BatchWriteCommand({ RequestItems: { [env().TABLE_NAME]: pending } }),
      );
      pending = answer.UnprocessedItems?.[env().TABLE_NAME];
    }
  }
  return { items: items.length };
}
