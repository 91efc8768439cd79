import { SEARCH_OFFER_TYPES, SearchQuerySchema, type SearchQuery } from '../search-criteria.ts';
import { isFieldActive, isFlightOfferType, sentOfferType, type SearchOfferType } from './active-filters.ts';
import { isIsoDate, startOfDayUnix, unixToIso } from './dates.ts';
import { normalizePrice, ratingMinParam } from './price-stars.ts';
import { TRIP_LENGTH_MAX, TRIP_LENGTH_MIN, normalizeLengthRange } from './trip-length.ts';
import type { Transfer } from './transfer.ts';

/** The offers list; a search is a navigation there with the filters as a query string (FORM-08). */
export const OFFERS_PATH = '/offers';

/**
 * Everything the search form holds. Dates are calendar days ('YYYY-MM-DD'); the query carries them
 * as Unix seconds at the start of the day in the visitor's zone (STATE-30, D3). GROUP is not a
 * type here: that tab never searches but opens the group enquiry (D5).
 */
export type SearchFormValues = {
  offerType: SearchOfferType;
  departureAirports: string[];
  regions: number[];
  hotelName: string;
  departureDate?: string;
  returnDate?: string;
  durationMin?: number;
  durationMax?: number;
  adults: number;
  childrenAges: number[];
  transfer?: Transfer;
  boards: number[];
  priceMaxEur?: number;
  accommodations: number[];
  /** Hotel standard "from", 0 = any. */
  hotelStandard: number;
  facilities: number[];
  operators: string[];
  /** Days the departure may fall after departure_date; arrives with special-offer links (SPECIAL-10). */
  datesDelta?: number;
};

type ParamName = keyof SearchQuery;

/** True when the server's own schema accepts this one parameter, so a built query is never refused. */
function accepts(key: ParamName, value: string): boolean {
  return SearchQuerySchema.shape[key].safeParse(value).success;
}

/** One list item the server accepts on its own; commas and spaces would split or be trimmed away. */
function acceptsItem(key: ParamName, item: string): boolean {
  return item !== '' && !/[,\s]/.test(item) && accepts(key, item);
}

const LONE_SURROGATE = /\p{Cs}/gu;
const HOTEL_NAME_MAX = 100;

/** Trimmed and cut to the search's 100 characters, without a half of a split character. */
function cleanHotelName(name: string): string {
  return name.replace(LONE_SURROGATE, '').trim().slice(0, HOTEL_NAME_MAX).replace(LONE_SURROGATE, '').trim();
}

/** Lengths outside 1–60 days: below is no limit, above is the longest the search knows. */
function clampTripLength(days: number | undefined): number | undefined {
  if (days === undefined || !Number.isFinite(days) || Math.trunc(days) < TRIP_LENGTH_MIN) return undefined;
  return Math.min(TRIP_LENGTH_MAX, Math.trunc(days));
}

/**
 * The query parameters of a search, in the order of spec §3. Only filters with a value are sent
 * (STATE-17); filters the offer type disables are dropped (spec §4); C goes as C2 and no type as A
 * (STATE-15, STATE-16), with `flight_type` keeping the visitor's choice so the form can show it again.
 * A value the server would refuse (say, an id out of range) is left out rather than breaking the search.
 */
export function searchParams(values: Partial<SearchFormValues>, options: { timeZone: string }): [ParamName, string][] {
  const type = values.offerType;
  const pairs: [ParamName, string][] = [];
  const put = (key: ParamName, value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value);
    if (text !== '' && accepts(key, text)) pairs.push([key, text]);
  };
  const putList = (key: ParamName, items: readonly (string | number)[] | undefined, unique = true) => {
    const accepted = (items ?? []).map(String).filter((item) => acceptsItem(key, item));
    put(key, (unique ? [...new Set(accepted)] : accepted).join(','));
  };
  const active = (field: Parameters<typeof isFieldActive>[1]) => isFieldActive(type, field);
  const day = (iso: string | undefined) =>
    iso !== undefined && isIsoDate(iso) ? startOfDayUnix(iso, options.timeZone) : undefined;

  put('offer_type', sentOfferType(type));
  if (active('duration')) {
    const { min, max } = normalizeLengthRange(clampTripLength(values.durationMin), clampTripLength(values.durationMax));
    put('duration_min', min);
    put('duration_max', max);
  }
  if (active('dates')) {
    put('departure_date', day(values.departureDate));
    put('return_date', day(values.returnDate));
  }
  if (active('departureAirports')) putList('departure_airports', values.departureAirports);
  if (active('regions')) putList('regions', values.regions);
  if (active('hotelName')) put('hotel_name', cleanHotelName(values.hotelName ?? ''));
  if (active('party')) {
    put('adults_number', values.adults);
    putList('children_ages', values.childrenAges?.slice(0, 8), false);
  }
  if (active('transfer')) put('transfer', values.transfer);
  if (active('boards')) putList('boards', values.boards);
  if (active('priceMaxEur') && values.priceMaxEur !== undefined)
    put('price_max_eur', normalizePrice(values.priceMaxEur));
  if (active('accommodations')) putList('accommodations', values.accommodations);
  if (active('hotelStandard') && values.hotelStandard !== undefined)
    put('rating_min', ratingMinParam(values.hotelStandard));
  if (active('facilities')) putList('facilities', values.facilities);
  if (active('operators')) putList('operators', values.operators);
  if (isFlightOfferType(type)) put('flight_type', type);
  if (active('dates')) put('dates_delta', values.datesDelta);
  return pairs;
}

/** key=value pairs joined by & (spec §7), URL-encoded; commas stay readable in lists. */
export function toQueryString(pairs: Iterable<readonly [string, string]>): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');
  return Array.from(pairs, ([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/**
 * A query string as a map, the first occurrence of a key winning (as URLSearchParams.get does);
 * '+' reads as a space and a malformed escape drops only its own pair. `shared` has no DOM types,
 * so this is written by hand.
 */
export function parseQueryString(queryString: string): Map<string, string> {
  const result = new Map<string, string>();
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  for (const pair of queryString.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    try {
      const key = decode(split === -1 ? pair : pair.slice(0, split));
      const value = split === -1 ? '' : decode(pair.slice(split + 1));
      if (!result.has(key)) result.set(key, value);
    } catch {
      // A malformed percent escape (URIError): that pair is unreadable, the others still count.
    }
  }
  return result;
}

/** The query string of a search (FORM-08). */
export function buildSearchQuery(values: Partial<SearchFormValues>, options: { timeZone: string }): string {
  return toQueryString(searchParams(values, options));
}

/** The location a search submit navigates to: /offers with the filters (FORM-08, API-48). */
export function searchHref(values: Partial<SearchFormValues>, options: { timeZone: string }): string {
  return `${OFFERS_PATH}?${buildSearchQuery(values, options)}`;
}

const DIGITS = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The form values a URL carries (spec §4: widgets start from the incoming search parameters). Each
 * parameter is read on its own: an unreadable one is skipped, the others still count; unknown
 * parameters (page, sort, …) are not form values and are ignored.
 */
export function parseSearchQuery(queryString: string, options: { timeZone: string }): Partial<SearchFormValues> {
  const params = parseQueryString(queryString);
  const raw = (key: ParamName) => params.get(key)?.trim();
  const int = (key: ParamName) => {
    const text = raw(key);
    return text !== undefined && DIGITS.test(text) && accepts(key, text) ? Number(text) : undefined;
  };
  const items = (key: ParamName) =>
    (raw(key) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => acceptsItem(key, item));
  const ids = (key: ParamName) => {
    const list = [
      ...new Set(
        items(key)
          .filter((item) => DIGITS.test(item))
          .map(Number),
      ),
    ];
    return list.length > 0 ? list : undefined;
  };
  const codes = (key: ParamName) => {
    const list = [...new Set(items(key))];
    return list.length > 0 ? list : undefined;
  };
  const date = (key: ParamName) => {
    const seconds = int(key);
    return seconds === undefined ? undefined : unixToIso(seconds, options.timeZone);
  };

  const values: Partial<SearchFormValues> = {};
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };

  const offerType = SEARCH_OFFER_TYPES.find((type) => type === raw('offer_type'));
  // C is sent as C2; flight_type=C says the visitor asked for any flight.
  set('offerType', (offerType === 'C2' || offerType === 'C') && raw('flight_type') === 'C' ? 'C' : offerType);
  set('durationMin', int('duration_min'));
  set('durationMax', int('duration_max'));
  set('departureDate', date('departure_date'));
  set('returnDate', date('return_date'));
  set('departureAirports', codes('departure_airports'));
  set('regions', ids('regions'));
  const hotelName = cleanHotelName(params.get('hotel_name') ?? '');
  set('hotelName', hotelName === '' ? undefined : hotelName);
  set('adults', int('adults_number'));
  const ages = items('children_ages')
    .filter((item) => DIGITS.test(item))
    .map(Number)
    .slice(0, 8);
  set('childrenAges', ages.length > 0 ? ages : undefined);
  const transfer = raw('transfer');
  set('transfer', transfer === '1' || transfer === '2' ? transfer : undefined);
  set('boards', ids('boards'));
  const price = raw('price_max_eur');
  set(
    'priceMaxEur',
    price !== undefined && DECIMAL.test(price) && accepts('price_max_eur', price) ? Number(price) : undefined,
  );
  set('accommodations', ids('accommodations'));
  const stars = raw('rating_min');
  set('hotelStandard', stars !== undefined && /^[0-5]$/.test(stars) ? Number(stars) : undefined);
  set('facilities', ids('facilities'));
  set('operators', codes('operators'));
  set('datesDelta', int('dates_delta'));
  return values;
}
