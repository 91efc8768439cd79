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
import { nameIn, type Airport, type LocalizedNames, type ReferenceData } from '@app/shared/reference-data';
import { compareFolded, foldDiacritics } from '@app/shared/text';

/** Polish names are the reference names; en/de come from `names` (decision D14). */
function localName(item: { name: string; names?: LocalizedNames }, locale: Locale): string {
  return nameIn(item.name, item.names, locale);
}

function airportGroup(airport: Airport): FilterAirport['group'] {
  if (airport.popular) return 'Popularne';
  if (airport.country === 'PL') return 'Polska';
  if (airport.country === 'DE') return 'Niemcy';
  return 'Inne';
}

const GROUP_ORDER: readonly FilterAirport['group'][] = ['Popularne', 'Polska', 'Niemcy', 'Inne'];

/**
 * Departure airports grouped Popularne, Polska, Niemcy, Inne; virtual ones lead their country.
 * Names are in the visitor's language ("München"), sorted and folded for search in it; `group`
 * stays the language-neutral key the front end translates.
 */
export function airportsFilter(reference: ReferenceData, locale: Locale): AirportsFilter {
  const list = reference.airports
    .filter((airport) => airport.role === 'departure')
    .map((airport) => {
      const name = localName(airport, locale);
      return {
        iata: airport.iata,
        name,
        unicodeName: foldDiacritics(name),
        country: airport.country,
        group: airportGroup(airport),
        virtual: airport.virtual,
      };
    })
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

/** Facilities with their names and categories in the visitor's language, grouped by category. */
export function facilitiesFilter(reference: ReferenceData, locale: Locale): FacilitiesFilter {
  return {
    facilities: reference.facilities
      .map((facility) => ({
        id: facility.id,
        name: localName(facility, locale),
        category: nameIn(facility.category, facility.category_names, locale),
        ...(facility.icon ? { icon: facility.icon } : {}),
      }))
      .sort((a, b) => compareFolded(a.category, b.category) || compareFolded(a.name, b.name)),
  };
}

type OperatorEntry = OperatorsFilter['operators'][number]['operators'][number];

/**
 * Real operators grouped by country, the group named in the visitor's language ("Deutschland") and
 * Germany's first: the agency sells German operators. The virtual operator stays keyed by its Polish
 * name, Niemcy (spec §3), in every language; its `name` and `country` are the visitor's, so it joins
 * its group on the screen. Operator names are brands and stay as they are.
 */
export function operatorsFilter(reference: ReferenceData, locale: Locale): OperatorsFilter {
  const groups = new Map<string, { country: string; german: boolean; operators: OperatorEntry[] }>();
  const virtual: OperatorsFilter['virtual'] = {};
  for (const operator of reference.operators) {
    const country = nameIn(operator.country, operator.country_names, locale);
    const entry = { code: operator.code, name: localName(operator, locale), country };
    if (operator.virtual) {
      virtual[operator.name] = entry;
      continue;
    }
    // Feeds written before country codes group by the Polish name, as they always did.
    const key = operator.country_code ?? operator.country;
    const group = groups.get(key) ?? { country, german: key === 'DE' || key === 'Niemcy', operators: [] };
    group.operators.push(entry);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => Number(b.german) - Number(a.german) || compareFolded(a.country, b.country),
  );
  return {
    operators: ordered.map(({ country, operators }) => ({
      country,
      operators: operators.sort((a, b) => compareFolded(a.name, b.name)),
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
