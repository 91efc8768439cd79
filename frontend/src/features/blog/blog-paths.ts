import type { RegionGroupKey } from '@app/shared/content';
import { PATHS } from '../../config/paths.ts';

export const articlePath = (slug: string): string => PATHS.blogArticle.replace(':slug', encodeURIComponent(slug));
export const blogCategoryPath = (slug: string): string => PATHS.blogCategory.replace(':slug', encodeURIComponent(slug));

/** The page of each recommended-region group. */
export const REGION_GROUP_PATHS: Readonly<Record<RegionGroupKey, string>> = {
  exotic: PATHS.exoticRegions,
  nearby: PATHS.nearbyRegions,
  far: PATHS.farRegions,
};
