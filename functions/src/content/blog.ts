import type {
  Article,
  ArticleSummary,
  ArticlesQuery,
  ArticlesResponse,
  BlogCategory,
  CuriosityResponse,
} from '@app/shared/blog';
import type { Locale } from '@app/shared/locale';
import { foldDiacritics } from '@app/shared/text';
import type { StoredArticle, StoredBlogCategory, StoredCuriosity } from './blog-table.ts';

/** The words of a search: folded, split on anything that is not a letter or digit. */
export function searchWords(q: string | undefined): string[] {
  return foldDiacritics(q ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Everything a search looks through in one language: title, lead and every block of the body. */
function searchableText(article: StoredArticle, locale: Locale): string {
  const body = article.body[locale].map((block) => block.text);
  return foldDiacritics([article.title[locale], article.lead[locale], ...body].join(' '));
}

/** Newest first; the slug orders articles of the same day, so pages never overlap. */
function newestFirst(a: StoredArticle, b: StoredArticle): number {
  if (a.published !== b.published) return a.published < b.published ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/**
 * The articles a search finds, in the visitor's language: every word of `q` must occur (accents and
 * case ignored), in the chosen category, about any of the chosen regions; newest first, one page.
 */
export function searchArticles(
  articles: readonly StoredArticle[],
  query: ArticlesQuery,
  locale: Locale,
): Pick<ArticlesResponse, 'articles' | 'total' | 'page' | 'limit'> {
  const words = searchWords(query.q);
  const regions = query.regions ? new Set(query.regions) : undefined;
  const found = articles
    .filter((article) => query.category === undefined || article.category === query.category)
    .filter((article) => regions === undefined || article.region_ids.some((id) => regions.has(id)))
    .filter((article) => {
      if (words.length === 0) return true;
      const text = searchableText(article, locale);
      return words.every((word) => text.includes(word));
    })
    .sort(newestFirst);
  const start = query.page * query.limit;
  return {
    articles: found.slice(start, start + query.limit).map((article) => summarize(article, locale)),
    total: found.length,
    page: query.page,
    limit: query.limit,
  };
}

export function summarize(article: StoredArticle, locale: Locale): ArticleSummary {
  return {
    slug: article.slug,
    category: article.category,
    title: article.title[locale],
    lead: article.lead[locale],
    cover: article.cover,
    published: article.published,
    region_ids: article.region_ids,
  };
}

export function localizeArticle(article: StoredArticle, locale: Locale): Article {
  return { ...summarize(article, locale), body: article.body[locale] };
}

export function localizeBlogCategories(categories: readonly StoredBlogCategory[], locale: Locale): BlogCategory[] {
  return [...categories]
    .sort((a, b) => a.position - b.position)
    .map((category) => ({ slug: category.slug, title: category.title[locale], intro: category.intro[locale] }));
}

/** The first `limit` curiosities of a region, in stored order and the visitor's language. */
export function localizeCuriosities(
  curiosities: readonly StoredCuriosity[],
  limit: number,
  locale: Locale,
): CuriosityResponse {
  return {
    curiosities: [...curiosities]
      .sort((a, b) => a.position - b.position)
      .slice(0, limit)
      .map((curiosity) => ({ region_id: curiosity.region_id, text: curiosity.text[locale] })),
  };
}
