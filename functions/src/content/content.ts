import type { CategoriesResponse, HeadlinesResponse, HomeTilesResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import type { StoredCategoryInfobox, StoredHeadline, StoredHomeTile } from './content-table.ts';

const byPosition = <T extends { readonly position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

/**
 * Headlines in display order and the visitor's language. The main headline becomes the page's
 * only h1 (spec §2), so when several are marked main only the first one stays main.
 */
export function localizeHeadlines(headlines: readonly StoredHeadline[], locale: Locale): HeadlinesResponse {
  let mainTaken = false;
  return {
    headlines: byPosition(headlines).map((headline) => {
      const isMain = headline.is_main && !mainTaken;
      mainTaken ||= isMain;
      return {
        key: headline.key,
        intro: headline.intro[locale],
        main_header: headline.main_header[locale],
        sub_header: headline.sub_header[locale],
        is_main: isMain,
        url: headline.url,
      };
    }),
  };
}

/** Active category infoboxes in display order and the visitor's language; inactive ones are left out. */
export function localizeCategories(infoboxes: readonly StoredCategoryInfobox[], locale: Locale): CategoriesResponse {
  return {
    categories: byPosition(infoboxes)
      .filter((infobox) => infobox.active)
      .map((infobox) => ({
        title: infobox.title[locale],
        description: infobox.description[locale],
        short_url: infobox.short_url,
        picture: infobox.picture,
      })),
  };
}

/** Category tiles in display order and the visitor's language; a key stored twice is shown once. */
export function localizeHomeTiles(tiles: readonly StoredHomeTile[], locale: Locale): HomeTilesResponse {
  return {
    tiles: byPosition(tiles)
      .filter((tile, index, all) => all.findIndex((other) => other.key === tile.key) === index)
      .map((tile) => ({ key: tile.key, title: tile.title[locale], url: tile.url, picture: tile.picture })),
  };
}
