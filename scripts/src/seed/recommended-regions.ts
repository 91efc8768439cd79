import type { StoredRecommendedRegionCategory } from '@app/functions/lib/content/recommended-regions-table';
import { hotelSlug } from '@app/shared/hotel-link';

type Region = StoredRecommendedRegionCategory['regions'][number];
/** Links to the destination page, named by the slug of the Polish name as the pages resolve it (ROUTE-06). */
const region = (region_id: number, name: Region['name']): Region => ({
  name,
  link: `/wakacje/${hotelSlug(name.pl)}`,
  region_id,
});

/**
 * Recommended regions (spec §2, §3): the three categories of the recommended-region pages
 * (exotic, nearby, far), also shown on the home page. Their "from" prices are not stored: the API
 * takes each from the live offers of the region's destination page, and a region without offers is
 * hidden by the pages (spec §2).
 * The region ids are the offers' destination ids, which tie a region to articles and offers.
 */
export const RECOMMENDED_REGION_CATEGORIES: StoredRecommendedRegionCategory[] = [
  {
    entity: 'RecommendedRegionCategory',
    position: 1,
    key: 'exotic',
    title: { pl: 'Egzotyczne kierunki', en: 'Exotic destinations', de: 'Exotische Reiseziele' },
    regions: [
      region(200253, { pl: 'Dominikana', en: 'Dominican Republic', de: 'Dominikanische Republik' }),
      region(200236, { pl: 'Kuba', en: 'Cuba', de: 'Kuba' }),
      region(200352, { pl: 'Tajlandia', en: 'Thailand', de: 'Thailand' }),
      region(200271, { pl: 'Meksyk', en: 'Mexico', de: 'Mexiko' }),
      region(200280, {
        pl: 'Zjednoczone Emiraty Arabskie',
        en: 'United Arab Emirates',
        de: 'Vereinigte Arabische Emirate',
      }),
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 2,
    key: 'nearby',
    title: { pl: 'Bliskie kierunki', en: 'Nearby destinations', de: 'Nahe Reiseziele' },
    regions: [
      region(200200, { pl: 'Chorwacja', en: 'Croatia', de: 'Kroatien' }),
      region(200206, { pl: 'Bułgaria', en: 'Bulgaria', de: 'Bulgarien' }),
      region(200205, { pl: 'Włochy', en: 'Italy', de: 'Italien' }),
      region(200217, { pl: 'Grecja', en: 'Greece', de: 'Griechenland' }),
      region(200262, { pl: 'Czarnogóra', en: 'Montenegro', de: 'Montenegro' }),
      region(200264, { pl: 'Albania', en: 'Albania', de: 'Albanien' }),
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 3,
    key: 'far',
    title: { pl: 'Dalekie kierunki', en: 'Far destinations', de: 'Ferne Reiseziele' },
    regions: [
      region(200210, { pl: 'Turcja', en: 'Turkey', de: 'Türkei' }),
      region(200230, { pl: 'Egipt', en: 'Egypt', de: 'Ägypten' }),
      region(200220, { pl: 'Hiszpania', en: 'Spain', de: 'Spanien' }),
      region(200240, { pl: 'Cypr', en: 'Cyprus', de: 'Zypern' }),
      region(200250, { pl: 'Maroko', en: 'Morocco', de: 'Marokko' }),
    ],
  },
];
