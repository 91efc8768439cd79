import type { Locale } from '@app/shared/locale';
import { localizeCategories, localizeHeadlines, localizeHomeTiles } from '@app/functions/content/content';
import { CATEGORY_INFOBOXES, HEADLINES, HOME_TILES } from '../seed/home-content.ts';

/**
 * The home page's editorial content as the seed writes it to DynamoDB, localized by the same
 * functions the content API uses, so the prerendered page and the API answer agree.
 */
export function homeContent(locale: Locale) {
  return {
    headlines: localizeHeadlines(HEADLINES, locale),
    categories: localizeCategories(CATEGORY_INFOBOXES, locale),
    homeTiles: localizeHomeTiles(HOME_TILES, locale),
  };
}
