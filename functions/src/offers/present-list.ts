import type { Locale } from '@app/shared/locale';
import type { OffersListResponse } from '@app/shared/offers';
import type { SearchResult } from '../lib/offer-engine/search/search-result.ts';
import { presentOffer, type ReferenceLookup } from './present.ts';

/** A search result as `GET /offers/list` answers it: offers with their counts, totals, facets. */
export function presentList(result: SearchResult, lookup: ReferenceLookup, locale: Locale): OffersListResponse {
  const facets = result.facets;
  return {
    offers: result.items.map((item) => ({
      ...presentOffer(item, lookup, locale),
      offers_count: item.offers_count,
    })),
    total_hotels: result.total_hotels,
    total_offers: result.total_offers,
    page: result.page,
    limit: result.limit,
    facets: facets
      ? {
          boards: facets.boards.map((f) => ({ value: f.id, count: f.count })),
          stars: facets.stars.map((f) => ({ value: f.stars, count: f.count })),
          operators: facets.operators.map((f) => ({ value: f.code, count: f.count })),
          departure_airports: facets.departure_airports.map((f) => ({ value: f.iata, count: f.count })),
          regions: facets.regions.map((f) => ({ value: f.id, count: f.count })),
          accommodations: facets.accommodations.map((f) => ({ value: f.id, count: f.count })),
          facilities: facets.facilities.map((f) => ({ value: f.id, count: f.count })),
          price_eur: facets.price_eur.map((f) => ({ value: f.from, count: f.count })),
        }
      : {},
  };
}
