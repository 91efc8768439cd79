import type { StoredRecommendedRegionCategory } from '@app/functions/content/content-table';

/**
 * Home-page recommended regions (spec §2, §3): three categories as on the category pages
 * (exotic, nearby, far). Prices are the lowest price per person in PLN; a region without a price
 * is hidden by the page (spec §2), as the Albanian entry shows.
 */
export const RECOMMENDED_REGION_CATEGORIES: StoredRecommendedRegionCategory[] = [
  {
    entity: 'RecommendedRegionCategory',
    position: 1,
    title: { pl: 'Egzotyczne kierunki', en: 'Exotic destinations', de: 'Exotische Reiseziele' },
    regions: [
      {
        name: { pl: 'Dominikana', en: 'Dominican Republic', de: 'Dominikanische Republik' },
        link: '/wakacje/dominikana',
        min_price_pln: 5489,
      },
      { name: { pl: 'Kuba', en: 'Cuba', de: 'Kuba' }, link: '/wakacje/kuba', min_price_pln: 4999 },
      { name: { pl: 'Tajlandia', en: 'Thailand', de: 'Thailand' }, link: '/wakacje/tajlandia', min_price_pln: 5749 },
      { name: { pl: 'Meksyk', en: 'Mexico', de: 'Mexiko' }, link: '/wakacje/meksyk', min_price_pln: 6129 },
      {
        name: { pl: 'Zjednoczone Emiraty Arabskie', en: 'United Arab Emirates', de: 'Vereinigte Arabische Emirate' },
        link: '/wakacje/zea',
        min_price_pln: 3899,
      },
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 2,
    title: { pl: 'Blisko i ciepło', en: 'Close and warm', de: 'Nah und warm' },
    regions: [
      { name: { pl: 'Chorwacja', en: 'Croatia', de: 'Kroatien' }, link: '/wakacje/chorwacja', min_price_pln: 1849 },
      { name: { pl: 'Bułgaria', en: 'Bulgaria', de: 'Bulgarien' }, link: '/wakacje/bulgaria', min_price_pln: 1599 },
      { name: { pl: 'Włochy', en: 'Italy', de: 'Italien' }, link: '/wakacje/wlochy', min_price_pln: 2199 },
      {
        name: { pl: 'Czarnogóra', en: 'Montenegro', de: 'Montenegro' },
        link: '/wakacje/czarnogora',
        min_price_pln: 2049,
      },
      { name: { pl: 'Albania', en: 'Albania', de: 'Albanien' }, link: '/wakacje/albania', min_price_pln: null },
    ],
  },
  {
    entity: 'RecommendedRegionCategory',
    position: 3,
    title: { pl: 'Najchętniej wybierane', en: 'Most popular', de: 'Am beliebtesten' },
    regions: [
      { name: { pl: 'Turcja', en: 'Turkey', de: 'Türkei' }, link: '/wakacje/turcja', min_price_pln: 1999 },
      { name: { pl: 'Grecja', en: 'Greece', de: 'Griechenland' }, link: '/wakacje/grecja', min_price_pln: 2249 },
      { name: { pl: 'Hiszpania', en: 'Spain', de: 'Spanien' }, link: '/wakacje/hiszpania', min_price_pln: 2399 },
      { name: { pl: 'Egipt', en: 'Egypt', de: 'Ägypten' }, link: '/wakacje/egipt', min_price_pln: 2149 },
      { name: { pl: 'Cypr', en: 'Cyprus', de: 'Zypern' }, link: '/wakacje/cypr', min_price_pln: 2699 },
    ],
  },
];
