import type { RelatedOffersQuery, RelatedOffersResponse } from '@app/shared/blog';
import type { Locale } from '@app/shared/locale';
import type { SearchCriteria } from '@app/shared/search-criteria';
import type { OfferIndex } from './engine/offer-index.ts';
import { searchOffers } from './engine/search.ts';
import type { ReferenceLookup } from './present.ts';
import { toSpecialOffer } from './special-offers.ts';

/**
 * The search behind a blog page's related offers: the regions (with their subregions), two adults,
 * departing from today on, cheapest first — one offer per hotel, as the search engine groups them.
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

/** Offers related to an article or a region page (spec §7 `/blog/related_offers`), as special-offer cards. */
export function relatedOffers(
  index: OfferIndex,
  lookup: ReferenceLookup,
  query: RelatedOffersQuery,
  locale: Locale,
  now: Date,
): RelatedOffersResponse {
  const criteria = relatedOffersCriteria(query, now);
  return {
    offers_list: searchOffers(index, criteria).items.flatMap(
      (item) => toSpecialOffer(item, index, lookup, criteria, locale, now) ?? [],
    ),
  };
}
