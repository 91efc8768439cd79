import { moveEnd, moveStart } from '../search-form/date-range.ts';
import { tomorrow } from '../search-form/dates.ts';
import type { SearchFormValues } from '../search-form/search-query.ts';

type DateFields = Pick<SearchFormValues, 'departureDate' | 'returnDate' | 'datesDelta'>;

/**
 * The list's two date boxes. Unlike the search form, the list may have one date or none (an open
 * search), so the date-range rules of spec §4 (STATE-01 to STATE-03) apply when both are set; with one
 * date, a choice that would put the range out of order drops the other date instead of guessing a
 * length. A date chosen by hand ends a first/last-minute window (its `dates_delta` is dropped).
 */
export function chooseDeparture(values: Partial<DateFields>, iso: string, todayIso: string): DateFields {
  const { departureDate, returnDate } = values;
  if (departureDate !== undefined && returnDate !== undefined) {
    const range = moveStart({ startDate: departureDate, endDate: returnDate }, iso, todayIso);
    return { departureDate: range.startDate, returnDate: range.endDate, datesDelta: undefined };
  }
  const start = iso < tomorrow(todayIso) ? tomorrow(todayIso) : iso;
  return {
    departureDate: start,
    returnDate: returnDate !== undefined && returnDate <= start ? undefined : returnDate,
    datesDelta: undefined,
  };
}

export function chooseReturn(values: Partial<DateFields>, iso: string, todayIso: string): DateFields {
  const { departureDate, returnDate } = values;
  if (departureDate !== undefined && returnDate !== undefined) {
    const range = moveEnd({ startDate: departureDate, endDate: returnDate }, iso, todayIso);
    return { departureDate: range.startDate, returnDate: range.endDate, datesDelta: undefined };
  }
  const end = iso < tomorrow(todayIso) ? tomorrow(todayIso) : iso;
  return {
    departureDate: departureDate !== undefined && departureDate >= end ? undefined : departureDate,
    returnDate: end,
    datesDelta: undefined,
  };
}
