import * as z from 'zod';
import { SitePathSchema } from './content.ts';
import { SpecialOfferSchema } from './offers.ts';

/**
 * The blog (spec §2 "Blog search; category pages", §7 `/blog/…`): articles in categories, "did you
 * know" curiosities per destination region, and offers related to an article's regions.
 */

/** An article or category slug: lower-case words joined by single hyphens. */
export const SlugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug');

const int = (min: number, max: number) => z.coerce.number<string>().int().min(min).max(max);
const regionIds = (maxItems: number) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(int(1, 99_999_999)).min(1).max(maxItems));

/** One block of an article body: structured text only, never HTML. */
export const ArticleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
]);
export type ArticleBlock = z.infer<typeof ArticleBlockSchema>;

export const BlogCategorySchema = z.object({
  slug: SlugSchema,
  title: z.string().min(1),
  intro: z.string(),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** What a list shows of an article. `published` is a calendar date (YYYY-MM-DD). */
export const ArticleSummarySchema = z.object({
  slug: SlugSchema,
  category: SlugSchema,
  title: z.string().min(1),
  lead: z.string(),
  cover: SitePathSchema,
  published: z.iso.date(),
  region_ids: z.array(z.number().int().positive()),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSchema = ArticleSummarySchema.extend({ body: z.array(ArticleBlockSchema) });
export type Article = z.infer<typeof ArticleSchema>;

/** Articles on one blog page; pages count from 0 like the offers list. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_PAGE_SIZE = 24;

/** `GET /blog/articles`: the blog search (BLOG-01) and the category pages (BLOG-02). */
export const ArticlesQuerySchema = z.strictObject({
  /** Free text over title, lead and body, case and diacritics folded. */
  q: z.string().trim().max(100).optional(),
  category: SlugSchema.optional(),
  /** Articles about any of these destination regions (the recommended-region pages). */
  regions: regionIds(50).optional(),
  page: int(0, 1000).default(0),
  limit: int(1, BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type ArticlesQuery = z.output<typeof ArticlesQuerySchema>;

/** The page of articles, their total, and every category (for the chips and the category pages). */
export const ArticlesResponseSchema = z.object({
  articles: z.array(ArticleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  categories: z.array(BlogCategorySchema),
});
export type ArticlesResponse = z.infer<typeof ArticlesResponseSchema>;

/** `GET /blog/article`: one article by its slug; an unknown slug answers 404. */
export const ArticleQuerySchema = z.strictObject({ slug: SlugSchema });
export const ArticleResponseSchema = z.object({ article: ArticleSchema, category: BlogCategorySchema });
export type ArticleResponse = z.infer<typeof ArticleResponseSchema>;

export const CURIOSITY_DEFAULT_LIMIT = 5;
export const CURIOSITY_MAX_LIMIT = 20;

/** `GET /blog/get_curiosity` (spec §7, API-21). */
export const CuriosityQuerySchema = z.strictObject({
  // A string first, so a missing id reads "required" rather than "not a number".
  region_id: z.string().pipe(int(1, 99_999_999)),
  limit: int(1, CURIOSITY_MAX_LIMIT).default(CURIOSITY_DEFAULT_LIMIT),
});
export const CuriositySchema = z.object({ region_id: z.number().int().positive(), text: z.string().min(1) });
export type Curiosity = z.infer<typeof CuriositySchema>;
export const CuriosityResponseSchema = z.object({ curiosities: z.array(CuriositySchema) });
export type CuriosityResponse = z.infer<typeof CuriosityResponseSchema>;

export const RELATED_OFFERS_DEFAULT_LIMIT = 6;
export const RELATED_OFFERS_MAX_LIMIT = 12;

/** `GET /blog/related_offers` (spec §7, API-22): the cheapest offer per hotel in the regions. */
export const RelatedOffersQuerySchema = z.strictObject({
  regions: z.string().pipe(regionIds(50)),
  limit: int(1, RELATED_OFFERS_MAX_LIMIT).default(RELATED_OFFERS_DEFAULT_LIMIT),
  offer_type: z.enum(['A', 'S']).default('A'),
});
export type RelatedOffersQuery = z.output<typeof RelatedOffersQuerySchema>;
/** The same cards as the special offers (spec §3). */
export const RelatedOffersResponseSchema = z.object({ offers_list: z.array(SpecialOfferSchema) });
export type RelatedOffersResponse = z.infer<typeof RelatedOffersResponseSchema>;
