import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { filterDataQueryOptions } from '../../api/get-filter-data.ts';
import { localeAtom } from '../../lib/intl/locale-atom.ts';

/** The names of chosen filter values in the visitor's language; undefined until their data arrives. */
export interface FilterNames {
  readonly region: (id: number) => string | undefined;
  readonly airport: (iata: string) => string | undefined;
  readonly board: (id: number) => string | undefined;
  readonly accommodation: (id: number) => string | undefined;
  readonly facility: (id: number) => string | undefined;
  readonly operator: (code: string) => string | undefined;
}

export interface NamesNeeded {
  readonly regions: boolean;
  readonly airports: boolean;
  /** Boards and accommodations, which the default filter names. */
  readonly defaults: boolean;
  readonly facilities: boolean;
  readonly operators: boolean;
}

const byKey = <K>(entries: Iterable<readonly [K, string]>) => {
  const map = new Map(entries);
  return (key: K) => map.get(key);
};

/**
 * The filter data the sidebar names its options with (the same queries and per-language cache), so
 * a chip or the summary says "Turcja", never an id. Only the data a chosen value needs is asked
 * for: on a phone the sidebar is built when its dialog opens, and a plain list should not wait on
 * five requests to name nothing.
 */
export function useFilterNames(needed: NamesNeeded): FilterNames {
  const locale = useAtomValue(localeAtom);
  const regions = useQuery({ ...filterDataQueryOptions('regions_filter', locale), enabled: needed.regions }).data;
  const airports = useQuery({ ...filterDataQueryOptions('airports_filter', locale), enabled: needed.airports }).data;
  const defaults = useQuery({ ...filterDataQueryOptions('default_filter', locale), enabled: needed.defaults }).data;
  const facilities = useQuery({
    ...filterDataQueryOptions('facilities_filter', locale),
    enabled: needed.facilities,
  }).data;
  const operators = useQuery({
    ...filterDataQueryOptions('operators_filter', locale),
    enabled: needed.operators,
  }).data;

  const region = useMemo(() => byKey((regions?.regions_list ?? []).map((r) => [r.id, r.name] as const)), [regions]);
  const airport = useMemo(
    () => byKey((airports?.airports_list ?? []).map((a) => [a.iata, a.name] as const)),
    [airports],
  );
  const board = useMemo(
    () => byKey((defaults?.alimentations_list ?? []).map((b) => [b.id, b.name] as const)),
    [defaults],
  );
  const accommodation = useMemo(
    () => byKey((defaults?.accommodation_list ?? []).map((room) => [room.id, room.name] as const)),
    [defaults],
  );
  const facility = useMemo(
    () => byKey((facilities?.facilities ?? []).map((item) => [item.id, item.name] as const)),
    [facilities],
  );
  const operator = useMemo(
    () =>
      byKey(
        [
          ...(operators?.operators ?? []).flatMap((group) => group.operators),
          ...Object.values(operators?.virtual ?? {}),
        ].map((item) => [item.code, item.name] as const),
      ),
    [operators],
  );
  return useMemo(
    () => ({ region, airport, board, accommodation, facility, operator }),
    [region, airport, board, accommodation, facility, operator],
  );
}
