import type {
  AirportsFilter,
  DefaultFilterResponse,
  FacilitiesFilter,
  FilterAirport,
  FilterRegion,
  OperatorsFilter,
  RegionsFilter,
} from '@app/shared/filters';
import type { Locale } from '@app/shared/locale';
import type { Airport, ReferenceData } from '@app/shared/reference-data';
import { compareFolded, foldDiacritics } from '@app/shared/text';

/** Polish names are the reference names; en/de come from `names`. */
function localName(item: { name: string; names: { en: string; de: string } }, locale: Locale): string {
  return locale === 'pl' ? item.name : item.names[locale];
}

function airportGroup(airport: Airport): FilterAirport['group'] {
  if (airport.popular) return 'Popularne';
  if (airport.country === 'PL') return 'Polska';
  if (airport.country === 'DE') return 'Niemcy';
  return 'Inne';
}

const GROUP_ORDER: readonly FilterAirport['group'][] = ['Popularne', 'Polska', 'Niemcy', 'Inne'];

/** Departure airports grouped Popularne, Polska, Niemcy, Inne; virtual ones lead their country. */
export function airportsFilter(reference: ReferenceData): AirportsFilter {
  const list = reference.airports
    .filter((airport) => airport.role === 'departure')
    .map((airport) => ({
      iata: airport.iata,
      name: airport.name,
      unicodeName: airport.unicodeName,
      country: airport.country,
      group: airportGroup(airport),
      virtual: airport.virtual,
    }))
    .sort(
      (a, b) =>
        GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) ||
        Number(b.virtual) - Number(a.virtual) ||
        compareFolded(a.name, b.name),
    )
    .map(({ virtual: _virtual, ...airport }) => airport);
  return { airports: Object.fromEntries(list.map((a) => [a.iata, a])), airports_list: list };
}

/** The destination tree; main regions and subregions sorted with diacritics folded (spec §3). */
export function regionsFilter(reference: ReferenceData, locale: Locale): RegionsFilter {
  const named = reference.regions.map((region) => ({ ...region, label: localName(region, locale) }));
  const byName = [...named].sort((a, b) => compareFolded(a.label, b.label));
  const children = new Map<number, number[]>();
  for (const region of byName) {
    if (region.parent === undefined) continue;
    const list = children.get(region.parent) ?? [];
    list.push(region.id);
    children.set(region.parent, list);
  }
  const regionsList: FilterRegion[] = byName.map((region) => ({
    id: region.id,
    name: region.label,
    unicodeName: foldDiacritics(region.label),
    ...(region.parent === undefined ? {} : { parent: region.parent }),
    subregions: children.get(region.id) ?? [],
  }));
  return {
    regions: Object.fromEntries(regionsList.map((r) => [String(r.id), r])),
    regions_list: regionsList,
    special_regions: reference.special_regions.map((group) => ({
      key: group.key,
      name: localName(group, locale),
      subregions: group.subregions,
    })),
    main_regions: regionsList.filter((r) => r.parent === undefined).map((r) => r.id),
  };
}

export function facilitiesFilter(reference: ReferenceData, locale: Locale): FacilitiesFilter {
  return {
    facilities: reference.facilities
      .map((facility) => ({
        id: facility.id,
        name: localName(facility, locale),
        category: facility.category,
        ...(facility.icon ? { icon: facility.icon } : {}),
      }))
      .sort((a, b) => compareFolded(a.category, b.category) || compareFolded(a.name, b.name)),
  };
}

/** Real operators grouped by country (Niemcy first: the agency sells German operators). */
export function operatorsFilter(reference: ReferenceData): OperatorsFilter {
  const groups = new Map<string, OperatorsFilter['operators'][number]['operators']>();
  const virtual: OperatorsFilter['virtual'] = {};
  for (const operator of reference.operators) {
    const entry = { code: operator.code, name: operator.name, country: operator.country };
    if (operator.virtual) {
      virtual[operator.name] = entry;
      continue;
    }
    const list = groups.get(operator.country) ?? [];
    list.push(entry);
    groups.set(operator.country, list);
  }
  const countries = [...groups.keys()].sort(
    (a, b) => Number(b === 'Niemcy') - Number(a === 'Niemcy') || compareFolded(a, b),
  );
  return {
    operators: countries.map((country) => ({
      country,
      operators: (groups.get(country) ?? []).sort((a, b) => compareFolded(a.name, b.name)),
    })),
    virtual,
  };
}

export function defaultFilter(reference: ReferenceData, locale: Locale): DefaultFilterResponse {
  return {
    accommodation_list: reference.accommodations.map((a) => ({ id: a.id, name: localName(a, locale) })),
    duration: reference.default_filter.duration,
    alimentations_list: reference.boards.map((b) => ({ id: b.id, name: localName(b, locale) })),
  };
}
