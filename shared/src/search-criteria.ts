import * as z from 'zod';

/**
 * Search criteria of spec §3 as they arrive in a query string (every value a string), parsed
 * into the normalized form the search engine takes. Unknown parameters are refused (400 naming
 * them) rather than silently ignored.
 */
const int = (min: number, max: number) => z.coerce.number<string>().int().min(min).max(max);
const csv = <T extends z.ZodType<unknown, string>>(item: T, maxItems = 200) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(maxItems));

export const SEARCH_OFFER_TYPES = ['A', 'S', 'C', 'C1', 'C2'] as const;
export const SEARCH_SORTS = ['price', 'rating', 'stars'] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const SearchQuerySchema = z.strictObject({
  /** C (any flight) is searched as C2 (spec §4); a missing type means A. */
  offer_type: z
    .enum(SEARCH_OFFER_TYPES)
    .default('A')
    .transform((type) => (type === 'C' ? 'C2' : type)),
  duration_min: int(1, 60).optional(),
  duration_max: int(1, 60).optional(),
  /** Unix seconds. */
  departure_date: int(0, 4_102_444_800).optional(),
  return_date: int(0, 4_102_444_800).optional(),
  departure_airports: csv(z.string().regex(/^([A-Z]{3}|ALL_GER|ALL_POL)$/)).optional(),
  regions: csv(int(1, 99_999_999)).optional(),
  hotel_name: z.string().trim().max(100).optional(),
  adults_number: int(1, 8).default(2),
  children_ages: csv(int(0, 17), 8).optional(),
  /** '2' with transfer, '1' without. */
  transfer: z.enum(['1', '2']).optional(),
  boards: csv(int(1, 999)).optional(),
  price_max_eur: z.coerce.number<string>().min(0).max(1_000_000).optional(),
  accommodations: csv(int(1, 9999)).optional(),
  /** Hotel standard from (stars), 0 = any. */
  rating_min: z.coerce.number<string>().min(0).max(5).optional(),
  facilities: csv(int(1, 9999)).optional(),
  operators: csv(z.string().regex(/^[A-Z0-9_]{2,10}$/)).optional(),
  flight_type: z.enum(['C', 'C1', 'C2']).optional(),
  /** Days the departure may fall after departure_date. */
  dates_delta: int(0, 366).optional(),
  page: int(0, 10_000).default(0),
  limit: int(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(SEARCH_SORTS).default('price'),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;
export type SearchCriteria = z.output<typeof SearchQuerySchema>;
