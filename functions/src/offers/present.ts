import type { Locale } from '@app/shared/locale';
import type { OfferSummary } from '@app/shared/offers';
import { nameIn, type LocalizedNames, type ReferenceData } from '@app/shared/reference-data';
import { foldDiacritics } from '@app/shared/text';
import type { OfferView } from '../lib/offer-engine/search/search-result.ts';

type Named = { id: number; name: string; names: { en: string; de: string } };

/** Lookup tables of the published reference data, built once per snapshot. */
export interface ReferenceLookup {
  readonly reference: ReferenceData;
  readonly regions: ReadonlyMap<number, ReferenceData['regions'][number]>;
  readonly boards: ReadonlyMap<number, Named>;
  readonly accommodations: ReadonlyMap<number, Named>;
  readonly airports: ReadonlyMap<string, ReferenceData['airports'][number]>;
  readonly operators: ReadonlyMap<string, ReferenceData['operators'][number]>;
  readonly facilities: ReadonlyMap<number, ReferenceData['facilities'][number]>;
  /** Each region's names in the three languages, folded: which towns name a region (`localTown`). */
  readonly regionNames: ReadonlyMap<number, ReadonlySet<string>>;
}

export function referenceLookup(reference: ReferenceData): ReferenceLookup {
  return {
    reference,
    regions: new Map(reference.regions.map((r) => [r.id, r])),
    boards: new Map(reference.boards.map((b) => [b.id, b])),
    accommodations: new Map(reference.accommodations.map((a) => [a.id, a])),
    airports: new Map(reference.airports.map((a) => [a.iata, a])),
    operators: new Map(reference.operators.map((o) => [o.code, o])),
    facilities: new Map(reference.facilities.map((f) => [f.id, f])),
    regionNames: new Map(
      reference.regions.map((r) => [r.id, new Set([r.name, r.names.en, r.names.de].map(foldDiacritics))]),
    ),
  };
}

/** A reference name in the visitor's language (decision D14): Polish `name`, en/de from `names`. */
export function localName(item: { name: string; names?: LocalizedNames }, locale: Locale): string {
  return nameIn(item.name, item.names, locale);
}

/** The country a region lies in: the root of its branch of the destination tree. */
export function countryOf(lookup: ReferenceLookup, regionId: number): ReferenceData['regions'][number] | undefined {
  let region = lookup.regions.get(regionId);
  for (let depth = 0; region?.parent !== undefined && depth < 10; depth++) region = lookup.regions.get(region.parent);
  return region;
}

function idName(item: Named | undefined, locale: Locale): { id: number; name: string } | null {
  return item ? { id: item.id, name: localName(item, locale) } : null;
}

/** An airport's name in the visitor's language ("München"); an unknown code stands for itself. */
export function airportName(lookup: ReferenceLookup, iata: string, locale: Locale): string {
  const found = lookup.airports.get(iata);
  return found ? localName(found, locale) : iata;
}

function airport(lookup: ReferenceLookup, iata: string | null, locale: Locale): { iata: string; name: string } | null {
  return iata ? { iata, name: airportName(lookup, iata, locale) } : null;
}

/**
 * A hotel's town in the visitor's language. The feed spells towns one way ("Golden Sands"); a town
 * that names the hotel's region or one above it is shown under that region's name in the visitor's
 * language ("Goldstrand"), so a card never mixes languages; other towns keep their spelling.
 */
export function localTown(lookup: ReferenceLookup, regionId: number, town: string, locale: Locale): string {
  const folded = foldDiacritics(town);
  let region = lookup.regions.get(regionId);
  for (let depth = 0; region && depth < 10; depth++) {
    if (lookup.regionNames.get(region.id)?.has(folded)) return localName(region, locale);
    region = region.parent === undefined ? undefined : lookup.regions.get(region.parent);
  }
  return town;
}

/** An engine row as the API shows it (spec §3 display fields), names in the visitor language. */
export function presentOffer(view: OfferView, lookup: ReferenceLookup, locale: Locale): OfferSummary {
  const region = view.region_id === null ? undefined : lookup.regions.get(view.region_id);
  const country = view.region_id === null ? undefined : countryOf(lookup, view.region_id);
  const operator = lookup.operators.get(view.operator_code);
  return {
    uuid: view.uuid,
    offer_type: view.offer_type,
    hotel:
      view.hotel_id === null
        ? null
        : {
            id: view.hotel_id,
            name: view.hotel_name ?? '',
            stars: view.stars ?? 0,
            rating: view.rating,
            city:
              view.region_id === null ? (view.city ?? '') : localTown(lookup, view.region_id, view.city ?? '', locale),
            region: region ? { id: region.id, name: localName(region, locale) } : { id: 0, name: '' },
            country: country ? { id: country.id, name: localName(country, locale) } : { id: 0, name: '' },
            image_url: view.image_urls[0] ?? null,
          },
    operator: { code: view.operator_code, name: operator?.name ?? view.operator_code },
    departure_date: view.departure_date,
    return_date: view.return_date,
    days: view.days,
    accommodation:
      view.accommodation_id === null ? null : idName(lookup.accommodations.get(view.accommodation_id), locale),
    board: view.board_id === null ? null : idName(lookup.boards.get(view.board_id), locale),
    departure_airport: airport(lookup, view.departure_airport_iata, locale),
    arrival_airport: airport(lookup, view.destination_airport_iata, locale),
    availability: view.availability,
    train_to_airport: view.train_to_airport,
    transfer: view.transfer,
    price_per_person_pln: view.price_per_person_pln,
    price_per_person_eur: view.price_per_person_eur,
    flights: view.flights,
  };
}
