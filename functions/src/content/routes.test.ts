import { CategoriesResponseSchema, HeadlinesResponseSchema, HomeTilesResponseSchema } from '@app/shared/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { TestClient } from '../test/api-client.ts';
import {
  categoryInfoboxItem,
  headlineItem,
  homeTileItem,
  type StoredCategoryInfobox,
  type StoredHeadline,
  type StoredHomeTile,
} from './content-table.ts';

async function put(items: Record<string, unknown>[]): Promise<void> {
  for (const Item of items) await documentClient().send(new PutCommand({ TableName: env().TABLE_NAME, Item }));
}

const headlines: StoredHeadline[] = [
  {
    entity: 'Headline',
    position: 2,
    key: 'egzotyka',
    is_main: false,
    url: '/offers?regions=200253',
    intro: { pl: 'Egzotyka', en: 'Exotic', de: 'Exotik' },
    main_header: { pl: 'Dominikana zimą', en: 'Dominican Republic in winter', de: 'Dominikanische Republik im Winter' },
    sub_header: { pl: 'Loty z Frankfurtu', en: 'Flights from Frankfurt', de: 'Flüge ab Frankfurt' },
  },
  {
    entity: 'Headline',
    position: 1,
    key: 'taniej',
    is_main: true,
    url: '/offers',
    intro: { pl: '37 touroperatorów', en: '37 tour operators', de: '37 Reiseveranstalter' },
    main_header: { pl: 'Wakacje do 40% taniej', en: 'Holidays up to 40% cheaper', de: 'Urlaub bis zu 40% günstiger' },
    sub_header: { pl: 'Obsługa po polsku', en: 'Service in Polish', de: 'Service auf Polnisch' },
  },
];

const picture = (name: string) => ({
  thumb: { url: `/pictures/${name}.svg` },
  retina_thumb: { url: `/pictures/${name}.svg` },
});

const infoboxes: StoredCategoryInfobox[] = [
  {
    entity: 'CategoryInfobox',
    position: 1,
    active: true,
    title: { pl: 'Turcja', en: 'Turkey', de: 'Türkei' },
    description: { pl: 'Ciepłe morze', en: 'Warm sea', de: 'Warmes Meer' },
    short_url: '/wakacje/turcja',
    picture: picture('turcja'),
  },
  {
    entity: 'CategoryInfobox',
    position: 2,
    active: false,
    title: { pl: 'Islandia', en: 'Iceland', de: 'Island' },
    description: { pl: 'Zimno', en: 'Cold', de: 'Kalt' },
    short_url: '/wakacje/islandia',
    picture: picture('islandia'),
  },
];

const tiles: StoredHomeTile[] = [
  {
    entity: 'HomeTile',
    position: 2,
    key: 'with_children',
    title: { pl: 'Z dziećmi', en: 'With children', de: 'Mit Kindern' },
    url: '/offers?children_ages=7',
    picture: picture('dzieci'),
  },
  {
    entity: 'HomeTile',
    position: 1,
    key: 'from_germany',
    title: { pl: 'Z Niemiec', en: 'From Germany', de: 'Ab Deutschland' },
    url: '/offers?departure_airports=ALL_GER&operators=ALL_GER',
    picture: picture('niemcy'),
  },
];

describe('home content (GET /content/…)', () => {
  beforeAll(() =>
    put([...headlines.map(headlineItem), ...infoboxes.map(categoryInfoboxItem), ...tiles.map(homeTileItem)]),
  );

  it('answers the headlines in order with one main headline, in the visitor language', async () => {
    const client = new TestClient();
    const response = await client.request('/content/headlines', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Language');
    const body = HeadlinesResponseSchema.parse(await response.json());
    expect(body.headlines).toEqual([
      {
        key: 'taniej',
        intro: '37 tour operators',
        main_header: 'Holidays up to 40% cheaper',
        sub_header: 'Service in Polish',
        is_main: true,
        url: '/offers',
      },
      {
        key: 'egzotyka',
        intro: 'Exotic',
        main_header: 'Dominican Republic in winter',
        sub_header: 'Flights from Frankfurt',
        is_main: false,
        url: '/offers?regions=200253',
      },
    ]);
  });

  it('answers only the active categories, with their pictures and short URLs', async () => {
    const client = new TestClient();
    const response = await client.request('/content/categories', { headers: { 'accept-language': 'de' } });
    expect(response.headers.get('vary')).toBe('Accept-Language');
    const body = CategoriesResponseSchema.parse(await response.json());
    expect(body.categories).toEqual([
      { title: 'Türkei', description: 'Warmes Meer', short_url: '/wakacje/turcja', picture: picture('turcja') },
    ]);
  });

  it('answers the category tiles in order, in Polish by default', async () => {
    const client = new TestClient();
    const response = await client.request('/content/home_tiles');
    expect(response.headers.get('vary')).toBe('Accept-Language');
    const body = HomeTilesResponseSchema.parse(await response.json());
    expect(body.tiles.map((tile) => [tile.key, tile.title, tile.url])).toEqual([
      ['from_germany', 'Z Niemiec', '/offers?departure_airports=ALL_GER&operators=ALL_GER'],
      ['with_children', 'Z dziećmi', '/offers?children_ages=7'],
    ]);
  });

  it('refuses other methods with 405', async () => {
    const client = new TestClient();
    const response = await client.send('POST', '/content/headlines', {});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
