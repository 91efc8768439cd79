import type { StoredRecommendedRegionCategory } from '@app/functions/content/content-table';
import { hotelSlug } from '@app/shared/hotel-link';

type Region = StoredRecommendedRegionCategory['regions'][number];
/** Links to the destination page, named by the slug of the Polish name as the pages resolve it (ROUTE-06). */
const region = (region_id: number, name: Region['name'], min_price_pln: number | null): Region => ({
  name,
  link: `/wakacje/${hotelSlug(name.pl)}`,
  min_price_pln,
  region_id,
});

/**
 * Recommended regions (spec §2, §3): the three categories of the recommended-region pages
 * (exotic, nearby, far), also shown on the home page. Prices are the lowest price per person in
 * PLN; a region without a price is hidden by the pages (spec §2), as the Albanian entry shows.
 * The region ids are the offers' destination ids, which tie a region to articles and offers.
 */
export const RECOMMENDED_REGION_CATEGORIES: StoredRecommendedRegionCategory[] = [
  {
    entity: 'RecommendedRegionCategory',
    position: 1,
    key: 'exotic',
    title: { pl: 'Egzotyczne kierunki', en: 'Exotic destinations', de: 'Exotische Reiseziele' },
    regions: [
      region(200253, { pl: 'Dominikana', en: 'Dominican Republic', de: 'Dominikanische Republik' }, 5489),
      region(200236, { pl: 'Kuba', en: 'Cuba', de: 'Kuba' }, 4999),
      region(200352, { pl: 'Tajlandia', en: 'Thailand', de: 'Thailand' }, 5749),
      region(200271, { pl: 'Meksyk', en: 'Mexico', de: 'Mexiko' }, 6129),
      region(
        200280,
        { pl: 'Zjednoczone Emiraty Arabskie', en: 'United Arab Emirates', de: 'Vereinigte Arabische Emirate' },
        3899,
      ),
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 2,
    key: 'nearby',
    title: { pl: 'Bliskie kierunki', en: 'Nearby destinations', de: 'Nahe Reiseziele' },
    regions: [
      region(200200, { pl: 'Chorwacja', en: 'Croatia', de: 'Kroatien' }, 1849),
      region(200206, { pl: 'Bułgaria', en: 'Bulgaria', de: 'Bulgarien' }, 1599),
      region(200205, { pl: 'Włochy', en: 'Italy', de: 'Italien' }, 2199),
      region(200217, { pl: 'Grecja', en: 'Greece', de: 'Griechenland' }, 2249),
      region(200262, { pl: 'Czarnogóra', en: 'Montenegro', de: 'Montenegro' }, 2049),
      region(200264, { pl: 'Albania', en: 'Albania', de: 'Albanien' }, null),
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 3,
    key: 'far',
    title: { pl: 'Dalekie kierunki', en: 'Far destinations', de: 'Ferne Reiseziele' },
    regions: [
      region(200210, { pl: 'Turcja', en: 'Turkey', de: 'Türkei' }, 1999),
      region(200230, { pl: 'Egipt', en: 'Egypt', de: 'Ägypten' }, 2149),
      region(200220, { pl: 'Hiszpania', en: 'Spain', de: 'Spanien' }, 2399),
      region(200240, { pl: 'Cypr', en: 'Cyprus', de: 'Zypern' }, 2699),
      region(200250, { pl: 'Maroko', en: 'Morocco', de: 'Marokko' }, 2899),
    ],
  },
];
