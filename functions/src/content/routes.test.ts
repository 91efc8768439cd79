import { RecommendedRegionsResponseSchema } from '@app/shared/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { TestClient } from '../test/api-client.ts';
import { recommendedRegionCategoryItem, type StoredRecommendedRegionCategory } from './content-table.ts';

const categories: StoredRecommendedRegionCategory[] = [
  {
    entity: 'RecommendedRegionCategory',
    position: 2,
    title: { pl: 'Blisko', en: 'Nearby', de: 'In der Nähe' },
    regions: [
      { name: { pl: 'Chorwacja', en: 'Croatia', de: 'Kroatien' }, link: '/wakacje/chorwacja', min_price_pln: 1849 },
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 1,
    title: { pl: 'Egzotyka', en: 'Exotic', de: 'Exotik' },
    regions: [{ name: { pl: 'Kuba', en: 'Cuba', de: 'Kuba' }, link: '/wakacje/kuba', min_price_pln: null }],
  },
];

describe('GET /regions/get_recommended_regions', () => {
  beforeAll(async () => {
    for (const category of categories) {
      await documentClient().send(
        new PutCommand({ TableName: env().TABLE_NAME, Item: recommendedRegionCategoryItem(category) }),
      );
    }
  });

  it('answers the stored categories in order, in the visitor language', async () => {
    const client = new TestClient();
    const polish = RecommendedRegionsResponseSchema.parse(
      await (await client.request('/regions/get_recommended_regions')).json(),
    );
    expect(polish.categories.map((c) => c.title)).toEqual(['Egzotyka', 'Blisko']);
    expect(polish.categories[0]?.regions).toEqual([{ name: 'Kuba', link: '/wakacje/kuba', min_price_pln: null }]);

    const german = await client.request('/regions/get_recommended_regions', {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.headers.get('vary')).toBe('Accept-Language');
    const body = RecommendedRegionsResponseSchema.parse(await german.json());
    expect(body.categories[1]).toEqual({
      title: 'In der Nähe',
      regions: [{ name: 'Kroatien', link: '/wakacje/chorwacja', min_price_pln: 1849 }],
    });
  });
});
