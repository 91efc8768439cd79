import type { Locale } from '@app/shared/locale';
import type { HotelsListResponse } from '@app/shared/offers';
import { foldDiacritics } from '@app/shared/text';
import { OFFER_TYPE_CODES, type OfferIndex } from '../lib/offer-engine/offer-index.ts';
import { countryOf, localName, localTown, type ReferenceLookup } from './present.ts';

export interface HotelsListFilter {
  readonly offer_type?: 'A' | 'S';
  readonly regions?: readonly number[];
  readonly hotel_name?: string;
  readonly page: number;
  readonly limit: number;
}

/** What a hotel list search needs besides the columns, derived once per published snapshot. */
interface HotelsListLookups {
  /** Per dense region: the folded names of the region and its ancestors, in every language. */
  readonly placeText: readonly string[];
  /** Per offer type (A, S): which hotels have at least one offer of that type. */
  readonly hasType: ReadonlyMap<'A' | 'S', Uint8Array>;
}

const derived = new WeakMap<OfferIndex, HotelsListLookups>();

function lookupsOf(index: OfferIndex, lookup: ReferenceLookup): HotelsListLookups {
  const cached = derived.get(index);
  if (cached) return cached;
  const { regionPath, regionCount } = index.lookups;
  // A visitor types the place in their own language or without accents: "Kreta", "Crete", "lodzkie".
  const placeText = regionPath.map((path) =>
    path
      .flatMap((id) => {
        const region = lookup.regions.get(id);
        return region ? [region.name, region.names.en, region.names.de, region.unicodeName] : [];
      })
      .map(foldDiacritics)
      .join('\n'),
  );
  const hotelCount = index.meta.hotels.ids.length;
  const hasType = new Map<'A' | 'S', Uint8Array>();
  for (const type of ['A', 'S'] as const) {
    const code = OFFER_TYPE_CODES.indexOf(type);
    const flags = new Uint8Array(hotelCount);
    // Rows are sorted by type first: one type's rows are one contiguous run of buckets.
    const first = index.columns.bucketStart[code * regionCount] ?? 0;
    const end = index.columns.bucketStart[(code + 1) * regionCount] ?? first;
    for (let row = first; row < end; row++) flags[index.columns.group[row] ?? 0] = 1;
    hasType.set(type, flags);
  }
  const result = { placeText, hasType };
  derived.set(index, result);
  return result;
}

/**
 * Hotels by name or location (the hotel list screen, spec §2): a folded substring of the name, the
 * city or a region on the hotel's path (a region covers its subregions), within the chosen regions,
 * optionally only hotels with holiday (A) or hotel-only (S) offers; sorted by name, one page.
 */
export function hotelsList(
  index: OfferIndex,
  lookup: ReferenceLookup,
  filter: HotelsListFilter,
  locale: Locale,
): HotelsListResponse {
  const { hotels, regions } = index.meta;
  const { regionPath } = index.lookups;
  const { placeText, hasType } = lookupsOf(index, lookup);
  const typed = filter.offer_type ? hasType.get(filter.offer_type) : undefined;
  const wanted = filter.regions?.length ? new Set(filter.regions) : undefined;
  const needle = filter.hotel_name ? foldDiacritics(filter.hotel_name) : '';
  const matches: number[] = [];
  for (let h = 0; h < hotels.ids.length; h++) {
    if (typed && typed[h] !== 1) continue;
    const dense = index.columns.hotelRegion[h] ?? 0;
    if (wanted && !(regionPath[dense] ?? []).some((id) => wanted.has(id))) continue;
    if (
      needle &&
      !(hotels.folded[h] ?? '').includes(needle) &&
      !foldDiacritics(hotels.cities[h] ?? '').includes(needle) &&
      !(placeText[dense] ?? '').includes(needle)
    )
      continue;
    matches.push(h);
  }
  matches.sort((a, b) => {
    const [nameA, nameB] = [hotels.folded[a] ?? '', hotels.folded[b] ?? ''];
    // Equal names keep the id order, so a page boundary never shows a hotel twice or skips one.
    return nameA < nameB ? -1 : nameA > nameB ? 1 : a - b;
  });
  const start = filter.page * filter.limit;
  return {
    total: matches.length,
    page: filter.page,
    limit: filter.limit,
    hotels: matches.slice(start, start + filter.limit).map((h) => {
      const regionId = regions[(index.columns.hotelRegion[h] ?? 0) - 1]?.id ?? 0;
      const region = lookup.regions.get(regionId);
      const country = countryOf(lookup, regionId);
      return {
        id: hotels.ids[h] ?? '',
        name: hotels.names[h] ?? '',
        city: localTown(lookup, regionId, hotels.cities[h] ?? '', locale),
        stars: (index.columns.hotelStars2[h] ?? 0) / 2,
        region: { id: regionId, name: region ? localName(region, locale) : '' },
        country: { id: country?.id ?? 0, name: country ? localName(country, locale) : '' },
      };
    }),
  };
}
