import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  StoredArticleSchema,
  StoredBlogCategorySchema,
  StoredCuriositySchema,
} from '@app/functions/content/blog-table';
import { StoredRecommendedRegionCategorySchema } from '@app/functions/lib/content/recommended-regions-table';
import { REGION_GROUP_KEYS } from '@app/shared/content';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../feed/reference/reference-data.ts';
import { BLOG_ARTICLES } from './blog-articles.ts';
import { BLOG_CATEGORIES } from './blog-categories.ts';
import { CURIOSITIES } from './curiosities.ts';
import { RECOMMENDED_REGION_CATEGORIES } from './recommended-regions.ts';

const PUBLIC = join(import.meta.dirname, '..', '..', '..', 'frontend', 'public');
const REGION_IDS = new Set(REFERENCE_DATA.regions.map((region) => region.id));

describe('seeded blog (BLOG-01, BLOG-02)', () => {
  it('has about nine articles over three categories, each valid, with a unique slug and a served cover', () => {
    for (const category of BLOG_CATEGORIES) StoredBlogCategorySchema.parse(category);
    for (const article of BLOG_ARTICLES) StoredArticleSchema.parse(article);
    expect(BLOG_CATEGORIES).toHaveLength(3);
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(9);
    expect(new Set(BLOG_ARTICLES.map((article) => article.slug)).size).toBe(BLOG_ARTICLES.length);
    const slugs = BLOG_CATEGORIES.map((category) => category.slug);
    for (const slug of slugs) {
      expect(BLOG_ARTICLES.filter((article) => article.category === slug).length).toBeGreaterThanOrEqual(3);
    }
    for (const article of BLOG_ARTICLES) expect(existsSync(join(PUBLIC, article.cover))).toBe(true);
  });

  it('writes every article with the same outline in pl, en and de', () => {
    for (const { body } of BLOG_ARTICLES) {
      expect(body.en.map((block) => block.type)).toEqual(body.pl.map((block) => block.type));
      expect(body.de.map((block) => block.type)).toEqual(body.pl.map((block) => block.type));
    }
  });

  it("names only regions of the offers' reference data, and has curiosities for the articles' regions", () => {
    for (const curiosity of CURIOSITIES) StoredCuriositySchema.parse(curiosity);
    const withFacts = new Set(CURIOSITIES.map((curiosity) => curiosity.region_id));
    for (const id of withFacts) expect(REGION_IDS.has(id)).toBe(true);
    for (const id of BLOG_ARTICLES.flatMap((article) => article.region_ids)) {
      expect(REGION_IDS.has(id)).toBe(true);
      expect(withFacts.has(id)).toBe(true);
    }
  });
});

describe('seeded recommended regions (BLOG-03)', () => {
  it('are the exotic, nearby and far groups, each region a known destination', () => {
    for (const category of RECOMMENDED_REGION_CATEGORIES) StoredRecommendedRegionCategorySchema.parse(category);
    expect(RECOMMENDED_REGION_CATEGORIES.map((category) => category.key)).toEqual([...REGION_GROUP_KEYS]);
    for (const region of RECOMMENDED_REGION_CATEGORIES.flatMap((category) => category.regions)) {
      expect(REGION_IDS.has(region.region_id ?? 0)).toBe(true);
    }
  });
});
