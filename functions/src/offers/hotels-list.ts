import type { Locale } from '@app/shared/locale';
import type { HotelsListResponse } from '@app/shared/offers';
import { foldDiacritics } from '@app/shared/text';
import type { OfferIndex } from './engine/offer-index.ts';
import { countryOf, localName, type ReferenceLookup } from './present.ts';

export interface HotelsListFilter {
  readonly regions?: readonly number[];
  readonly hotel_name?: string;
  readonly limit: number;
}

/**
 * Hotels by name or location (the hotel list screen): a folded substring of the name or city,
 * within the chosen regions (a region covers its subregions), sorted by name.
 */
export function hotelsList(
  index: OfferIndex,
  lookup: ReferenceLookup,
  filter: HotelsListFilter,
  locale: Locale,
): HotelsListResponse {
  const { hotels, regions } = index.meta;
  const { regionPath } = index.lookups;
  const wanted = filter.regions?.length ? new Set(filter.regions) : undefined;
  const needle = filter.hotel_name ? foldDiacritics(filter.hotel_name) : '';
  const matches: number[] = [];
  for (let h = 0; h < hotels.ids.length; h++) {
    const dense = index.columns.hotelRegion[h] ?? 0;
    if (wanted && !(regionPath[dense] ?? []).some((id) => wanted.has(id))) continue;
    if (
      needle &&
      !(hotels.folded[h] ?? '').includes(needle) &&
      !foldDiacritics(hotels.cities[h] ?? '').includes(needle)
    )
      continue;
    matches.push(h);
  }
  matches.sort((a, b) => ((hotels.folded[a] ?? '') < (hotels.folded[b] ?? '') ? -1 : 1));
  return {
    total: matches.length,
    hotels: matches.slice(0, filter.limit).map((h) => {
      const regionId = regions[(index.columns.hotelRegion[h] ?? 0) - 1]?.id ?? 0;
      const region = lookup.regions.get(regionId);
      const country = countryOf(lookup, regionId);
      return {
        id: hotels.ids[h] ?? '',
        name: hotels.names[h] ?? '',
        city: hotels.cities[h] ?? '',
        stars: (index.columns.hotelStars2[h] ?? 0) / 2,
        region: { id: regionId, name: region ? localName(region, locale) : '' },
        country: { id: country?.id ?? 0, name: country ? localName(country, locale) : '' },
      };
    }),
  };
}
