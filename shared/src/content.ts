import * as z from 'zod';

/** Recommended-region category (spec §3): title and regions with their lowest price in PLN. */
export const RecommendedRegionSchema = z.object({
  name: z.string(),
  link: z.string(),
  min_price_pln: z.number().nonnegative().nullable(),
});
export const RecommendedRegionCategorySchema = z.object({
  title: z.string(),
  regions: z.array(RecommendedRegionSchema),
});
export type RecommendedRegionCategory = z.infer<typeof RecommendedRegionCategorySchema>;

/** `GET /regions/get_recommended_regions`. */
export const RecommendedRegionsResponseSchema = z.object({
  categories: z.array(RecommendedRegionCategorySchema),
});
export type RecommendedRegionsResponse = z.infer<typeof RecommendedRegionsResponseSchema>;
