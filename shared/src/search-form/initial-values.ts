import type { DefaultFilterResponse } from '../filters.ts';
import { DEFAULT_OFFER_TYPE } from './active-filters.ts';
import { defaultSearchRange, moveEnd, moveStart } from './date-range.ts';
import { isIsoDate } from './dates.ts';
import { ADULTS_DEFAULT } from './party.ts';
import type { SearchFormValues } from './search-query.ts';
import { initialTripLength } from './trip-length.ts';

/**
 * The form before the visitor touches it: holiday, two adults, tomorrow to two months ahead
 * (CONST-01), any hotel standard, the default filter's trip length when it has loaded.
 */
export function defaultSearchFormValues(
  todayIso: string,
  duration?: DefaultFilterResponse['duration'],
): SearchFormValues {
  const range = defaultSearchRange(todayIso);
  return {
    offerType: DEFAULT_OFFER_TYPE,
    departureAirports: [],
    regions: [],
    hotelName: '',
    departureDate: range.startDate,
    returnDate: range.endDate,
    ...initialTripLength({}, duration),
    adults: ADULTS_DEFAULT,
    childrenAges: [],
    boards: [],
    accommodations: [],
    hotelStandard: 0,
    facilities: [],
    operators: [],
  };
}

/**
 * The widgets' starting values (STATE-24): what the URL carries wins over the defaults. URL dates go
 * through the date-range rules, so an old link's departed day becomes tomorrow and a lone or
 * reversed date still gives an ordered range.
 */
export function initialSearchFormValues(
  fromUrl: Partial<SearchFormValues>,
  todayIso: string,
  duration?: DefaultFilterResponse['duration'],
): SearchFormValues {
  const defaults = defaultSearchFormValues(todayIso, duration);
  let range = { startDate: defaults.departureDate ?? '', endDate: defaults.returnDate ?? '' };
  if (fromUrl.departureDate !== undefined && isIsoDate(fromUrl.departureDate))
    range = moveStart(range, fromUrl.departureDate, todayIso);
  if (fromUrl.returnDate !== undefined && isIsoDate(fromUrl.returnDate))
    range = moveEnd(range, fromUrl.returnDate, todayIso);
  const { durationMin: _min, durationMax: _max, ...withoutLengths } = defaults;
  return {
    ...withoutLengths,
    ...initialTripLength(fromUrl, duration),
    ...fromUrl,
    departureDate: range.startDate,
    returnDate: range.endDate,
  };
}
