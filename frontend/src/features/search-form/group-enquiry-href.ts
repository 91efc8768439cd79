import type { RegionsFilter } from '@app/shared/filters';
import { buildRegionTree } from '@app/shared/search-form/destinations';
import { groupEnquiryPrefill } from '@app/shared/search-form/group-tab';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { PATHS } from '../../config/paths.ts';

/**
 * Where the Group reservations tab leads (decision D5): the group enquiry, prefilled with the
 * destinations and dates already chosen.
 */
export function groupEnquiryHref(
  values: Pick<SearchFormValues, 'regions' | 'departureDate' | 'returnDate'>,
  todayIso: string,
  regions: RegionsFilter | undefined,
): string {
  const prefill = groupEnquiryPrefill(values, todayIso, regions ? buildRegionTree(regions) : undefined);
  const query = new URLSearchParams({ date_from: prefill.dateFrom, date_to: prefill.dateTo });
  if (prefill.regions.length > 0) query.set('regions', prefill.regions.join(','));
  if (prefill.destination) query.set('destination', prefill.destination);
  return `${PATHS.groupEnquiry}?${query.toString()}`;
}
