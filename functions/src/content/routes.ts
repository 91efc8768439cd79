import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { ok, type GroupRoutes } from '../lib/http/create-handler.ts';
import { blogRoutes } from './blog-routes.ts';
import { localizeCategories, localizeHeadlines, localizeHomeTiles } from './content.ts';
import { listCategoryInfoboxes, listHeadlines, listHomeTiles } from './content-table.ts';
import { siteConfigurationRoutes } from './site-configuration-routes.ts';

/** Every answer depends on Accept-Language, so caches must keep one copy per language. */
const LOCALIZED = { headers: { vary: 'Accept-Language' } };

export const contentRoutes: GroupRoutes<'content'> = {
  headlines: async (request) => {
    const headlines = await listHeadlines(documentClient(), env().TABLE_NAME);
    return ok(localizeHeadlines(headlines, request.locale), LOCALIZED);
  },
  categories: async (request) => {
    const infoboxes = await listCategoryInfoboxes(documentClient(), env().TABLE_NAME);
    return ok(localizeCategories(infoboxes, request.locale), LOCALIZED);
  },
  homeTiles: async (request) => {
    const tiles = await listHomeTiles(documentClient(), env().TABLE_NAME);
    return ok(localizeHomeTiles(tiles, request.locale), LOCALIZED);
  },
  ...blogRoutes,
  ...siteConfigurationRoutes,
};
