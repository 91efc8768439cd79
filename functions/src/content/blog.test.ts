import { ArticlesQuerySchema } from '@app/shared/blog';
import { describe, expect, it } from 'vitest';
import type { StoredArticle } from './blog-table.ts';
import { localizeCuriosities, searchArticles, searchWords } from './blog.ts';

const texts = (pl: string, en = pl, de = pl) => ({ pl, en, de });
function stored(slug: string, overrides: Partial<StoredArticle> = {}): StoredArticle {
  return {
    entity: 'BlogArticle',
    slug,
    category: 'porady',
    published: '2025-01-01',
    cover: '/pictures/home/turcja.svg',
    region_ids: [],
    title: texts(`Tytuł ${slug}`),
    lead: texts('Wstęp'),
    body: {
      pl: [{ type: 'paragraph', text: 'Treść' }],
      en: [{ type: 'paragraph', text: 'Body' }],
      de: [{ type: 'paragraph', text: 'Text' }],
    },
    ...overrides,
  };
}
const query = (input: Record<string, string> = {}) => ArticlesQuerySchema.parse(input);

const articles = [
  stored('lodz', { title: texts('Łódź i okolice', 'Lodz and around', 'Lodz und Umgebung'), published: '2025-03-01' }),
  stored('kreta', {
    category: 'kierunki',
    region_ids: [200217],
    published: '2025-05-01',
    body: {
      pl: [{ type: 'heading', text: 'Wąwóz Samaria' }],
      en: [{ type: 'heading', text: 'Samaria Gorge' }],
      de: [{ type: 'heading', text: 'Samaria-Schlucht' }],
    },
  }),
  stored('turcja', { category: 'kierunki', region_ids: [200210, 200230], published: '2025-04-01' }),
  stored('bulgaria', { category: 'wakacje-z-dziecmi', region_ids: [200206], published: '2025-04-01' }),
];
const slugs = (result: { articles: { slug: string }[] }) => result.articles.map((a) => a.slug);

describe('blog search (BLOG-01)', () => {
  it('splits a search into folded words', () => {
    expect(searchWords('  Wąwóz,  ŁÓDŹ! ')).toEqual(['wawoz', 'lodz']);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('lists every article newest first; the slug orders those of one day', () => {
    expect(slugs(searchArticles(articles, query(), 'pl'))).toEqual(['kreta', 'bulgaria', 'turcja', 'lodz']);
  });

  it('finds words in title and body with accents and case ignored, in the visitor language', () => {
    expect(slugs(searchArticles(articles, query({ q: 'LODZ' }), 'pl'))).toEqual(['lodz']);
    expect(slugs(searchArticles(articles, query({ q: 'wawoz samaria' }), 'pl'))).toEqual(['kreta']);
    // Every word must occur: "samaria" matches, "lodz" does not in the same article.
    expect(slugs(searchArticles(articles, query({ q: 'samaria łódź' }), 'pl'))).toEqual([]);
    expect(slugs(searchArticles(articles, query({ q: 'schlucht' }), 'de'))).toEqual(['kreta']);
    expect(slugs(searchArticles(articles, query({ q: 'schlucht' }), 'pl'))).toEqual([]);
  });

  it('narrows to a category (BLOG-02) and to articles about any of the regions', () => {
    expect(slugs(searchArticles(articles, query({ category: 'kierunki' }), 'pl'))).toEqual(['kreta', 'turcja']);
    expect(slugs(searchArticles(articles, query({ regions: '200230,200206' }), 'pl'))).toEqual(['bulgaria', 'turcja']);
  });

  it('answers one page and the total; a page past the end is empty but keeps the total', () => {
    const second = searchArticles(articles, query({ page: '1', limit: '3' }), 'pl');
    expect(second).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(slugs(second)).toEqual(['lodz']);
    const beyond = searchArticles(articles, query({ page: '5', limit: '3' }), 'pl');
    expect(beyond).toMatchObject({ articles: [], total: 4 });
  });

  it('refuses malformed parameters', () => {
    expect(ArticlesQuerySchema.safeParse({ category: 'Zła Kategoria' }).success).toBe(false);
    expect(ArticlesQuerySchema.safeParse({ limit: '25' }).success).toBe(false);
    expect(ArticlesQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(ArticlesQuerySchema.safeParse({ sort: 'date' }).success).toBe(false);
  });
});

describe('curiosities (API-21)', () => {
  it('keeps the stored order and the limit, in the visitor language', () => {
    const facts = [2, 1, 3].map((position) => ({
      entity: 'Curiosity' as const,
      region_id: 200210,
      position,
      text: texts(`Fakt ${position}`, `Fact ${position}`, `Fakt ${position}`),
    }));
    expect(localizeCuriosities(facts, 2, 'en')).toEqual({
      curiosities: [
        { region_id: 200210, text: 'Fact 1' },
        { region_id: 200210, text: 'Fact 2' },
      ],
    });
  });
});
