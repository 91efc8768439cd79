import { defaultGroupRange, type DateRange } from './date-range.ts';
import { addMonths, tomorrow } from './dates.ts';
import { chosenList, type RegionTree } from './destinations.ts';
import type { SearchFormValues } from './search-query.ts';

export type GroupEnquiryPrefill = {
  regions: number[];
  /** The chosen destinations' names, for the enquiry's free-text destination field. */
  destination: string;
  dateFrom: string;
  dateTo: string;
};

/**
 * D5: choosing the GROUP tab opens the group enquiry at once, prefilled with the destination and
 * dates already chosen. A departure that is not in the future, or a return before the departure,
 * gives way to the group defaults (tomorrow to one month ahead, CONST-02).
 */
export function groupEnquiryPrefill(
  values: Partial<Pick<SearchFormValues, 'regions' | 'departureDate' | 'returnDate'>>,
  todayIso: string,
  tree?: RegionTree,
): GroupEnquiryPrefill {
  const fallback: DateRange = defaultGroupRange(todayIso);
  const dateFrom =
    values.departureDate !== undefined && values.departureDate >= tomorrow(todayIso)
      ? values.departureDate
      : fallback.startDate;
  const dateTo =
    values.returnDate !== undefined && values.returnDate >= dateFrom
      ? values.returnDate
      : fallback.endDate >= dateFrom
        ? fallback.endDate
        : addMonths(dateFrom, 1);
  const regions = [...(values.regions ?? [])];
  const destination = tree
    ? chosenList(regions, tree)
        .map((chosen) => chosen.name)
        .join(', ')
    : '';
  return { regions, destination, dateFrom, dateTo };
}
