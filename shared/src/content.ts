import * as z from 'zod';

/**
 * The recommended-region pages (spec §2: exotic, nearby and far destinations). A category with one
 * of these keys is that page's list of regions; a category without a key shows on the home page only.
 */
export const REGION_GROUP_KEYS = ['exotic', 'nearby', 'far'] as const;
export type RegionGroupKey = (typeof REGION_GROUP_KEYS)[number];

/**
 * Recommended-region category (spec §3): title and regions with their lowest price in PLN. The
 * region's destination id (optional) ties it to blog articles and offers on the region pages.
 */
export const RecommendedRegionSchema = z.object({
  name: z.string(),
  link: z.string(),
  min_price_pln: z.number().nonnegative().nullable(),
  /**
   * The same offer's price in EUR, for the languages that lead with euro (decision D13); not in
   * spec §3, which names only the PLN price. Null exactly when `min_price_pln` is.
   */
  min_price_eur: z.number().nonnegative().nullable().optional(),
  region_id: z.number().int().positive().optional(),
});
export const RecommendedRegionCategorySchema = z.object({
  key: z.enum(REGION_GROUP_KEYS).optional(),
  title: z.string(),
  regions: z.array(RecommendedRegionSchema),
});
export type RecommendedRegionCategory = z.infer<typeof RecommendedRegionCategorySchema>;

/** `GET /regions/get_recommended_regions`. */
export const RecommendedRegionsResponseSchema = z.object({
  categories: z.array(RecommendedRegionCategorySchema),
});
export type RecommendedRegionsResponse = z.infer<typeof RecommendedRegionsResponseSchema>;

/** A site-relative link or image path: `/wakacje/turcja`, never `//host/…` or an external URL. */
export const SitePathSchema = z.string().regex(/^\/(?!\/)/, 'a path on this site');

/** A picture of a category infobox (spec §3): the thumbnail and its double-density version. */
export const PictureSchema = z.object({
  thumb: z.object({ url: SitePathSchema }),
  retina_thumb: z.object({ url: SitePathSchema }),
});
export type Picture = z.infer<typeof PictureSchema>;

/** Category infobox (spec §3): shown in the home page's categories section, linking to short_url. */
export const CategoryInfoboxSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  short_url: SitePathSchema,
  picture: PictureSchema,
});
export type CategoryInfobox = z.infer<typeof CategoryInfoboxSchema>;

/** `GET /content/categories`: the active categories in display order. */
export const CategoriesResponseSchema = z.object({
  categories: z.array(CategoryInfoboxSchema),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** Headline (spec §3): one slide of the home page's headlines slider. */
export const HeadlineSchema = z.object({
  key: z.string().min(1),
  intro: z.string(),
  main_header: z.string().min(1),
  sub_header: z.string(),
  is_main: z.boolean(),
  url: SitePathSchema,
});
export type Headline = z.infer<typeof HeadlineSchema>;

/** `GET /content/headlines`: in display order; at most one headline has is_main (the page's h1). */
export const HeadlinesResponseSchema = z.object({
  headlines: z.array(HeadlineSchema),
});
export type HeadlinesResponse = z.infer<typeof HeadlinesResponseSchema>;

/** The home page's category tiles (spec §2). */
export const HOME_TILE_KEYS = ['recommended', 'from_germany', 'exotic', 'with_children', 'no_passport'] as const;
export type HomeTileKey = (typeof HOME_TILE_KEYS)[number];

/** A category tile: a title and a picture linking to a prepared search. */
export const HomeTileSchema = z.object({
  key: z.enum(HOME_TILE_KEYS),
  title: z.string().min(1),
  url: SitePathSchema,
  picture: PictureSchema,
});
export type HomeTile = z.infer<typeof HomeTileSchema>;

/** `GET /content/home_tiles`: the tiles in display order. */
export const HomeTilesResponseSchema = z.object({
  tiles: z.array(HomeTileSchema),
});
export type HomeTilesResponse = z.infer<typeof HomeTilesResponseSchema>;
