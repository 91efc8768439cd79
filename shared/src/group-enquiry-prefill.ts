import { MAX_DESTINATION_LENGTH } from './enquiries.ts';
import { isIsoDate } from './search-form/dates.ts';
import { groupEnquiryPrefill, type GroupEnquiryPrefill } from './search-form/group-tab.ts';
import { parseQueryString } from './search-form/search-query.ts';

/**
 * The group enquiry form's starting values from its URL, as the search form's Group tab writes it
 * (`date_from`, `date_to`, `regions`, `destination`; decision D5). Anything missing, malformed or in
 * the past gives way to the group defaults: tomorrow to one month ahead (spec §9, CONST-02).
 */
export function readGroupEnquiryPrefill(search: string, todayIso: string): GroupEnquiryPrefill {
  const params = parseQueryString(search);
  const day = (name: string): string | undefined => {
    const value = params.get(name) ?? '';
    return isIsoDate(value) ? value : undefined;
  };
  const regions = (params.get('regions') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 50);
  const prefill = groupEnquiryPrefill(
    { regions, departureDate: day('date_from'), returnDate: day('date_to') },
    todayIso,
  );
  return { ...prefill, destination: (params.get('destination') ?? '').trim().slice(0, MAX_DESTINATION_LENGTH) };
}
