import {
  ArticleQuerySchema,
  ArticlesQuerySchema,
  CuriosityQuerySchema,
  type ArticleResponse,
  type ArticlesResponse,
} from '@app/shared/blog';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { ok } from '../lib/http/create-handler.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { RouteHandler } from '../lib/http/types.ts';
import { parseQuery } from '../lib/http/validate.ts';
import { localizeArticle, localizeBlogCategories, localizeCuriosities, searchArticles } from './blog.ts';
import { getArticle, listArticles, listBlogCategories, listCuriosities } from './blog-table.ts';

/** Every answer depends on Accept-Language, so caches must keep one copy per language. */
const LOCALIZED = { headers: { vary: 'Accept-Language' } };

/** The blog's read routes (spec §7 `/blog/…`), spread into the content group's routes. */
export const blogRoutes = {
  blogCuriosity: async (request) => {
    const { region_id, limit } = parseQuery(CuriosityQuerySchema, request);
    const curiosities = await listCuriosities(documentClient(), env().TABLE_NAME, region_id);
    return ok(localizeCuriosities(curiosities, limit, request.locale), LOCALIZED);
  },

  blogArticles: async (request) => {
    const query = parseQuery(ArticlesQuerySchema, request);
    const [articles, categories] = await Promise.all([
      listArticles(documentClient(), env().TABLE_NAME),
      listBlogCategories(documentClient(), env().TABLE_NAME),
    ]);
    const body: ArticlesResponse = {
      ...searchArticles(articles, query, request.locale),
      categories: localizeBlogCategories(categories, request.locale),
    };
    return ok(body, LOCALIZED);
  },

  blogArticle: async (request) => {
    const { slug } = parseQuery(ArticleQuerySchema, request);
    const [article, categories] = await Promise.all([
      getArticle(documentClient(), env().TABLE_NAME, slug),
      listBlogCategories(documentClient(), env().TABLE_NAME),
    ]);
    const category = localizeBlogCategories(categories, request.locale).find((c) => c.slug === article?.category);
    if (!article || !category) throw new HttpError('not_found');
    const body: ArticleResponse = { article: localizeArticle(article, request.locale), category };
    return ok(body, LOCALIZED);
  },
} satisfies Record<string, RouteHandler>;
