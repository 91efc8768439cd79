import type { Destination } from '@app/shared/destinations/destination-types';
import { seoDatesFrom } from '@app/shared/destinations/seo-dates';
import { DEFAULT_PAGING, type ListSearch } from '@app/shared/offers-list/list-query';
import type { SiteConfiguration } from '@app/shared/site-configuration';

/** Cards on a destination page: a taste of the offers, the full list is one link away. */
export const DESTINATION_OFFERS = 6;

/**
 * The search of a destination page: holidays to the destination for two adults (the search form's
 * default party), on the SEO dates (SEO-03), cheapest first.
 */
export function destinationSearch(
  destination: Pick<Destination, 'id'>,
  today: string,
  configuration: SiteConfiguration,
): ListSearch {
  const { departureDate, returnDate } = seoDatesFrom(today, configuration);
  return {
    values: { offerType: 'A', regions: [destination.id], departureDate, returnDate, adults: 2 },
    paging: { ...DEFAULT_PAGING, limit: DESTINATION_OFFERS, sort: 'price' },
  };
}

/** The same search without dates: where an empty date window sends the visitor. */
export function anyDateSearch(search: ListSearch): ListSearch {
  const { departureDate: _departure, returnDate: _return, ...values } = search.values;
  return { values, paging: { ...search.paging, limit: DEFAULT_PAGING.limit } };
}
