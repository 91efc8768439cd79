import { DEFAULT_PAGING, type ListSearch } from '../offers-list/list-query.ts';
import type { SiteConfiguration } from '../site-configuration.ts';
import type { Destination } from './destination-types.ts';
import { seoDatesFrom } from './seo-dates.ts';

/** Cards on a destination page: a taste of the offers, the full list is one link away. */
export const DESTINATION_OFFERS = 6;

/**
 * The search of a destination page: holidays to the destination for two adults (the search form's
 * default party), on the SEO dates (SEO-03), cheapest first. The page runs it, and the server runs it
 * for the "from" price of a recommended region linking to the page, so the two always agree.
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
