import type { Region, SpecialRegionGroup } from '@app/shared/reference-data';
import { foldDiacritics } from '@app/shared/text';
import type { ClimateKey } from './climate.ts';
import { MEDITERRANEAN_DESTINATIONS } from './destinations-mediterranean.ts';
import { MORE_DESTINATIONS } from './destinations-more.ts';
import { namesOf, type CountryNode, type Node, type Place } from './tree-builders.ts';

/**
 * The destination tree (spec §3): countries → regions → subregions (resorts). Ids are fixed by hand
 * and never reused, so a feed keeps them across versions; the spec pins eight of them (the exotic and
 * no-passport tabs of §9). Block layout: countries 2002xx–2003xx, regions 201000 + 10·n + k,
 * subregions 202000 + 30·n + k, n being the country's number below. Coordinates, serving airports and
 * towns are the real ones; `weight` is the resort's share of its country's hotels.
 */
export const DESTINATION_TREE: readonly CountryNode[] = [...MEDITERRANEAN_DESTINATIONS, ...MORE_DESTINATIONS];

/** A leaf of the tree: where hotels are placed. */
export interface Resort extends Place {
  regionId: number;
  /** The region above the resort (the country for a leaf region). */
  parentId: number;
  countryId: number;
  countryCode: string;
  climate: ClimateKey;
  name: string;
  names: { en: string; de: string };
}

function flatten(): { regions: Region[]; resorts: Resort[] } {
  const regions: Region[] = [];
  const resorts: Resort[] = [];
  const visit = (node: Node, top: CountryNode, parent: number | undefined, climate: ClimateKey): void => {
    const { name, names } = namesOf(node.names);
    regions.push({
      id: node.id,
      name,
      names,
      unicodeName: foldDiacritics(name),
      ...(parent === undefined ? {} : { parent }),
      country_code: top.code,
    });
    const ownClimate = node.climate ?? climate;
    if (node.place && parent !== undefined) {
      // A resort without towns of its own is its own town, under its international (English) name.
      const cities = node.place.cities.length > 0 ? node.place.cities : [names.en];
      resorts.push({
        ...node.place,
        cities,
        regionId: node.id,
        parentId: parent,
        countryId: top.id,
        countryCode: top.code,
        climate: ownClimate,
        name,
        names,
      });
    }
    for (const child of node.children) visit(child, top, node.id, ownClimate);
  };
  for (const top of DESTINATION_TREE) visit(top, top, undefined, top.climate);
  return { regions, resorts };
}

const FLAT = flatten();
export const REGIONS: readonly Region[] = FLAT.regions;
export const RESORTS: readonly Resort[] = FLAT.resorts;
export const RESORTS_BY_REGION: ReadonlyMap<number, Resort> = new Map(
  RESORTS.map((resort) => [resort.regionId, resort]),
);

const REGIONS_BY_ID: ReadonlyMap<number, Region> = new Map(REGIONS.map((region) => [region.id, region]));

/**
 * A resort's town in Polish, English and German. A town that is also a region of the resort's branch
 * ("Golden Sands", "Dubai") takes that region's three names, as the API shows it; any other town
 * keeps its one local spelling.
 */
export function townNames(resort: Resort, town: string): { pl: string; en: string; de: string } {
  const folded = foldDiacritics(town);
  for (let id: number | undefined = resort.regionId; id !== undefined;) {
    const region = REGIONS_BY_ID.get(id);
    if (!region) break;
    if ([region.name, region.names.en, region.names.de].some((name) => foldDiacritics(name) === folded))
      return { pl: region.name, en: region.names.en, de: region.names.de };
    id = region.parent;
  }
  return { pl: town, en: town, de: town };
}

/** The ids the spec pins (§9): exotic tab and no-passport tab regions. */
export const EXOTIC_TAB_REGION_IDS = [200253, 200271, 200352, 200236] as const;
export const NO_PASSPORT_TAB_REGION_IDS = [200217, 200206, 200200, 200205] as const;

export const SPECIAL_REGIONS: SpecialRegionGroup[] = [
  {
    key: 'canary_islands',
    name: 'Wyspy Kanaryjskie',
    names: { en: 'Canary Islands', de: 'Kanarische Inseln' },
    subregions: [202094, 202095, 202096, 202097],
  },
  {
    key: 'greek_islands',
    name: 'Wyspy greckie',
    names: { en: 'Greek islands', de: 'Griechische Inseln' },
    subregions: [201021, 201022, 201023, 201024, 201025],
  },
  {
    key: 'balearic_islands',
    name: 'Baleary',
    names: { en: 'Balearic Islands', de: 'Balearen' },
    subregions: [202091, 202092, 202093],
  },
  {
    key: 'exotic',
    name: 'Egzotyka',
    names: { en: 'Exotic destinations', de: 'Exotische Reiseziele' },
    subregions: [...EXOTIC_TAB_REGION_IDS, 200310, 200320, 200330, 200340, 200345],
  },
  {
    key: 'no_passport',
    name: 'Bez paszportu',
    names: { en: 'No passport needed', de: 'Ohne Reisepass' },
    subregions: [...NO_PASSPORT_TAB_REGION_IDS],
  },
  {
    key: 'winter_sun',
    name: 'Ciepłe kraje zimą',
    names: { en: 'Winter sun', de: 'Wintersonne' },
    subregions: [200230, 201032, 201112, 200280, 200290, 200295, 200253, 200352],
  },
  {
    key: 'red_sea',
    name: 'Morze Czerwone',
    names: { en: 'Red Sea', de: 'Rotes Meer' },
    subregions: [201041, 201042, 201043, 201221],
  },
];
