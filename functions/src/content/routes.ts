import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { ok, type GroupRoutes } from '../lib/http/create-handler.ts';
import { localizeRecommendedRegions } from './content.ts';
import { listRecommendedRegionCategories } from './content-table.ts';

export const contentRoutes: GroupRoutes<'content'> = {
  recommendedRegions: async (request) => {
    const categories = await listRecommendedRegionCategories(documentClient(), env().TABLE_NAME);
    return ok(localizeRecommendedRegions(categories, request.locale), { headers: { vary: 'Accept-Language' } });
  },
};
