import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type * as z from 'zod';
import {
  AirportsFilterSchema,
  DefaultFilterResponseSchema,
  FacilitiesFilterSchema,
  OperatorsFilterSchema,
  RegionsFilterSchema,
} from '@app/shared/filters';
import type { Locale } from '@app/shared/locale';
import { ROUTES } from '@app/shared/routes';
import {
  answerLifetime,
  readCached,
  writeCached,
  type FilterName,
  type StorageLike,
} from '@app/shared/search-form/filter-cache';
import { apiClient } from '../lib/api-client.ts';
import { localeAtom } from '../lib/intl/locale-atom.ts';

/** Each filter-data name (spec §7), its endpoint and the shared schema its answer is parsed with. */
const SOURCES = {
  airports_filter: { route: ROUTES.filterAirports, schema: AirportsFilterSchema },
  regions_filter: { route: ROUTES.filterRegions, schema: RegionsFilterSchema },
  facilities_filter: { route: ROUTES.filterFacilities, schema: FacilitiesFilterSchema },
  operators_filter: { route: ROUTES.filterOperators, schema: OperatorsFilterSchema },
  default_filter: { route: ROUTES.filterDefault, schema: DefaultFilterResponseSchema },
} as const satisfies Record<FilterName, { route: unknown; schema: z.ZodType }>;

export type FilterData<N extends FilterName> = z.infer<(typeof SOURCES)[N]['schema']>;

/** localStorage, or a store that keeps nothing where the browser refuses it (privacy settings). */
function browserStorage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

const AccommodationsSchema = DefaultFilterResponseSchema.shape.accommodation_list;

/**
 * The stored answer while fresh. The default filter's accommodations live 15 minutes under their own
 * key, the rest of it 3 days (OPEN-29): with either expired, the answer is fetched again.
 */
function readFresh<N extends FilterName>(
  name: N,
  storage: StorageLike,
  options: { now: number; locale: Locale; parse: (data: unknown) => FilterData<N> },
): FilterData<N> | undefined {
  const cached = readCached(storage, name, options);
  if (name !== 'default_filter' || cached === undefined) return cached;
  const accommodations = readCached(storage, 'accommodations_filter', {
    ...options,
    parse: (data) => AccommodationsSchema.parse(data),
  });
  return accommodations === undefined ? undefined : { ...cached, accommodation_list: accommodations };
}

function store<N extends FilterName>(
  name: N,
  data: FilterData<N>,
  storage: StorageLike,
  options: { now: number; locale: Locale },
): void {
  writeCached(storage, name, data, options);
  if (name === 'default_filter') {
    const { accommodation_list } = data as FilterData<'default_filter'>;
    writeCached(storage, 'accommodations_filter', accommodation_list, options);
  }
}

/**
 * Filter data by name: from localStorage while fresh (15 minutes or 3 days, spec §9), otherwise
 * fetched, then stored with its last-update time. Each language has its own entry.
 */
export async function getFilterData<N extends FilterName>(
  name: N,
  locale: Locale,
  { signal, storage = browserStorage() }: { signal?: AbortSignal; storage?: StorageLike } = {},
): Promise<FilterData<N>> {
  const { route, schema } = SOURCES[name];
  // The union of the five schemas, narrowed once: `name` picks exactly one of them.
  const own = schema as z.ZodType<unknown> as z.ZodType<FilterData<N>>;
  const cached = readFresh(name, storage, { now: Date.now(), locale, parse: (data) => own.parse(data) });
  if (cached !== undefined) return cached;
  const data = await apiClient.request(route, { schema: own, signal });
  store(name, data, storage, { now: Date.now(), locale });
  return data;
}

export function filterDataQueryOptions<N extends FilterName>(name: N, locale: Locale) {
  return queryOptions({
    queryKey: ['filter-data', name, locale],
    queryFn: ({ signal }) => getFilterData(name, locale, { signal }),
    staleTime: answerLifetime(name),
    retry: 1,
  });
}

/** A failed fetch is only logged (spec §7, §8): the widget stays usable, just without its options. */
export function useFilterData<N extends FilterName>(name: N) {
  const locale = useAtomValue(localeAtom);
  const query = useQuery(filterDataQueryOptions(name, locale));
  useEffect(() => {
    if (query.error) console.warn(`filter data ${name} could not be loaded`, query.error);
  }, [name, query.error]);
  return query.data;
}
