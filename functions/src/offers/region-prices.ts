import { destinationSearch } from '@app/shared/destinations/destination-search';
import { offersListParams } from '@app/shared/offers-list/list-query';
import { OFFICE_TIME_ZONE } from '@app/shared/office-time-zone';
import { SearchQuerySchema, type SearchCriteria } from '@app/shared/search-criteria';
import type { SiteConfiguration } from '@app/shared/site-configuration';
import { todayIso } from '@app/shared/search-form/dates';

/**
 * The search a destination page runs for a region today (the agency's day, decision D3), as
 * `GET /offers/list` receives it from the page: the page's own search, written by the one
 * serialisation the page uses and read back by the API's schema. The region's "from" price is the
 * first card of that list, so a recommended region never promises a price its page does not show.
 */
export function destinationCriteria(regionId: number, nowMs: number, configuration: SiteConfiguration): SearchCriteria {
  const search = destinationSearch({ id: regionId }, todayIso(nowMs, OFFICE_TIME_ZONE), configuration);
  return SearchQuerySchema.parse(Object.fromEntries(offersListParams(search, { timeZone: OFFICE_TIME_ZONE })));
}
