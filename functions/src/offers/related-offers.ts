import type { RelatedOffersQuery } from '@app/shared/blog';
import type { SearchCriteria } from '@app/shared/search-criteria';

/**
 * The search behind a blog page's related offers: the regions (with their subregions), two adults,
 * departing from today on, cheapest first — one offer per hotel, as the search engine groups them.
 * The answer (spec §7 `/blog/related_offers`) is this search's special-offer cards.
 */
export function relatedOffersCriteria(query: RelatedOffersQuery, now: Date): SearchCriteria {
  return {
    offer_type: query.offer_type,
    regions: query.regions,
    adults_number: 2,
    departure_date: Math.floor(now.getTime() / 1000),
    page: 0,
    limit: query.limit,
    sort: 'price',
  };
}
