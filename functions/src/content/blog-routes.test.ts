import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ArticleResponseSchema, ArticlesResponseSchema, CuriosityResponseSchema } from '@app/shared/blog';
import { ApiErrorBodySchema } from '@app/shared/api-error';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { TestClient } from '../test/api-client.ts';
import {
  articleItem,
  blogCategoryItem,
  curiosityItem,
  type StoredArticle,
  type StoredBlogCategory,
  type StoredCuriosity,
} from './blog-table.ts';

const texts = (pl: string, en: string, de: string) => ({ pl, en, de });
const body = (pl: string, en: string, de: string): StoredArticle['body'] => ({
  pl: [{ type: 'paragraph', text: pl }],
  en: [{ type: 'paragraph', text: en }],
  de: [{ type: 'paragraph', text: de }],
});

const categories: StoredBlogCategory[] = [
  {
    entity: 'BlogCategory',
    position: 2,
    slug: 'kierunki',
    title: texts('Kierunki', 'Destinations', 'Reiseziele'),
    intro: texts('Przewodniki', 'Guides', 'Reiseführer'),
  },
  {
    entity: 'BlogCategory',
    position: 1,
    slug: 'porady',
    title: texts('Porady', 'Tips', 'Tipps'),
    intro: texts('Rady', 'Advice', 'Ratschläge'),
  },
];
const articles: StoredArticle[] = [
  {
    entity: 'BlogArticle',
    slug: 'kreta-jesienia',
    category: 'kierunki',
    published: '2025-10-01',
    cover: '/pictures/home/grecja.svg',
    region_ids: [200217],
    title: texts('Kreta jesienią', 'Crete in autumn', 'Kreta im Herbst'),
    lead: texts('Ciepłe morze', 'Warm sea', 'Warmes Meer'),
    body: body('Wąwóz Samaria', 'Samaria Gorge', 'Samaria-Schlucht'),
  },
  {
    entity: 'BlogArticle',
    slug: 'pakowanie',
    category: 'porady',
    published: '2025-09-01',
    cover: '/pictures/home/polecane.svg',
    region_ids: [],
    title: texts('Jak się spakować', 'How to pack', 'Richtig packen'),
    lead: texts('Lista rzeczy', 'A checklist', 'Eine Liste'),
    body: body('Krem z filtrem', 'Sunscreen', 'Sonnencreme'),
  },
];
const curiosities: StoredCuriosity[] = [1, 2, 3].map((position) => ({
  entity: 'Curiosity',
  region_id: 200217,
  position,
  text: texts(`Ciekawostka ${position}`, `Fact ${position}`, `Wissenswertes ${position}`),
}));

beforeAll(async () => {
  const items = [...categories.map(blogCategoryItem), ...articles.map(articleItem), ...curiosities.map(curiosityItem)];
  for (const Item of items) await documentClient().send(new PutCommand({ TableName: env().TABLE_NAME, Item }));
});

async function errorOf(response: Response) {
  return ApiErrorBodySchema.parse(await response.json()).error;
}

describe('GET /blog/get_curiosity (API-21)', () => {
  it("answers the region's curiosities in order, limited, in the visitor language", async () => {
    const response = await new TestClient().request('/blog/get_curiosity?region_id=200217&limit=2', {
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Language');
    expect(CuriosityResponseSchema.parse(await response.json()).curiosities).toEqual([
      { region_id: 200217, text: 'Wissenswertes 1' },
      { region_id: 200217, text: 'Wissenswertes 2' },
    ]);
  });

  it('answers no curiosities for a region without any', async () => {
    const response = await new TestClient().request('/blog/get_curiosity?region_id=999');
    expect(CuriosityResponseSchema.parse(await response.json())).toEqual({ curiosities: [] });
  });

  it('refuses a missing or malformed region and a too large limit with a localized 400', async () => {
    const client = new TestClient();
    const missing = await client.request('/blog/get_curiosity', { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ region_id: 'This field is required' });
    const bad = await client.request('/blog/get_curiosity?region_id=abc&limit=21');
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.message).toBe('Popraw zaznaczone pola i spróbuj ponownie.');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['limit', 'region_id']);
  });
});

describe('GET /blog/articles (BLOG-01, BLOG-02)', () => {
  it('searches title, lead and body without accents and answers the categories in order', async () => {
    const response = await new TestClient().request('/blog/articles?q=WAWOZ');
    expect(response.status).toBe(200);
    const found = ArticlesResponseSchema.parse(await response.json());
    expect(found.articles.map((a) => a.slug)).toEqual(['kreta-jesienia']);
    expect(found).toMatchObject({ total: 1, page: 0, limit: 6 });
    expect(found.articles[0]).toMatchObject({ title: 'Kreta jesienią', lead: 'Ciepłe morze', category: 'kierunki' });
    expect(found.categories.map((c) => c.slug)).toEqual(['porady', 'kierunki']);
  });

  it('lists one category, in English', async () => {
    const response = await new TestClient().request('/blog/articles?category=porady', {
      headers: { 'accept-language': 'en' },
    });
    const found = ArticlesResponseSchema.parse(await response.json());
    expect(found.articles.map((a) => [a.slug, a.title])).toEqual([['pakowanie', 'How to pack']]);
    expect(found.categories[0]).toEqual({ slug: 'porady', title: 'Tips', intro: 'Advice' });
  });

  it('refuses unknown and malformed parameters with a localized 400', async () => {
    const response = await new TestClient().request('/blog/articles?page=x&sort=date', {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toMatchObject({ sort: 'Unknown field' });
  });
});

describe('GET /blog/article', () => {
  it('answers the article with its body and category in the visitor language', async () => {
    const response = await new TestClient().request('/blog/article?slug=kreta-jesienia', {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const { article, category } = ArticleResponseSchema.parse(await response.json());
    expect(article).toMatchObject({ slug: 'kreta-jesienia', title: 'Crete in autumn', region_ids: [200217] });
    expect(article.body).toEqual([{ type: 'paragraph', text: 'Samaria Gorge' }]);
    expect(category.title).toBe('Destinations');
  });

  it('answers 404 with a localized message for an unknown slug, 400 for a malformed one', async () => {
    const client = new TestClient();
    const unknown = await client.request('/blog/article?slug=nie-ma-takiego', { headers: { 'accept-language': 'de' } });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'not_found', message: 'Nicht gefunden.' });
    const malformed = await client.request('/blog/article?slug=..%2Fetc');
    expect(malformed.status).toBe(400);
  });
});
