import type { HotelFeedRow } from '@app/shared/feed';
import { plainText, type HotelSeoFacts, type HotelSeoOffer } from '@app/shared/hotel-page/hotel-seo';
import type { ReferenceData } from '@app/shared/reference-data';
import { foldDiacritics } from '@app/shared/text';
import { AVAILABILITY_CODES, AVAILABILITY_MASK, NOT_AVAILABLE, type OfferIndex } from '../offer-engine/offer-index.ts';

type Region = ReferenceData['regions'][number];

/**
 * The cheapest offer of each hotel that departs on `today` or later, by hotel id: a bookable one
 * (available or on request) when the hotel has any, else the cheapest of those sold out. One pass
 * over the holiday and hotel-only rows of the snapshot (types A and S lead the row order).
 */
export function lowestHotelOffers(index: OfferIndex, today: number): Map<string, HotelSeoOffer> {
  const { group, departureDay, pricePlnCents, flags, bucketStart } = index.columns;
  const { regionCount } = index.lookups;
  const ids = index.meta.hotels.ids;
  const bestRow = new Int32Array(ids.length).fill(-1);
  const bestRank = new Float64Array(ids.length).fill(Number.POSITIVE_INFINITY);
  const typeOf: HotelSeoOffer['offerType'][] = [];
  for (const [type, offerType] of (['A', 'S'] as const).entries()) {
    const end = bucketStart[(type + 1) * regionCount] ?? 0;
    for (let row = bucketStart[type * regionCount] ?? 0; row < end; row++) {
      if ((departureDay[row] ?? 0) < today) continue;
      const hotel = group[row] ?? 0;
      const soldOut = ((flags[row] ?? 0) & AVAILABILITY_MASK) === NOT_AVAILABLE;
      // Sold-out offers rank after every bookable one, whatever their price.
      const rank = (pricePlnCents[row] ?? 0) + (soldOut ? 2 ** 40 : 0);
      if (rank < (bestRank[hotel] ?? Number.POSITIVE_INFINITY)) {
        bestRank[hotel] = rank;
        bestRow[hotel] = row;
        typeOf[hotel] = offerType;
      }
    }
  }
  const lowest = new Map<string, HotelSeoOffer>();
  ids.forEach((id, hotel) => {
    const row = bestRow[hotel] ?? -1;
    if (row < 0) return;
    lowest.set(id, {
      pricePln: (pricePlnCents[row] ?? 0) / 100,
      availability: AVAILABILITY_CODES[(flags[row] ?? 0) & AVAILABILITY_MASK] ?? 'AVAILABLE',
      offerType: typeOf[hotel] ?? 'A',
    });
  });
  return lowest;
}

/** The branch of the destination tree a region lies on, from itself up to its country. */
function branch(regions: ReadonlyMap<number, Region>, regionId: number): Region[] {
  const path: Region[] = [];
  for (let region = regions.get(regionId); region && path.length < 10; region = regions.get(region.parent ?? -1))
    path.push(region);
  return path;
}

/**
 * What a hotel's document says, in Polish. A town that is also a region of its branch in any
 * language ("Golden Sands") is given that region's Polish name, as the API does (decision 024).
 */
export function hotelSeoFacts(
  hotel: HotelFeedRow,
  regions: ReadonlyMap<number, Region>,
  lowestOffer: HotelSeoOffer | undefined,
): HotelSeoFacts {
  const path = branch(regions, hotel.region_id);
  const town = foldDiacritics(hotel.city);
  const namedRegion = path.find((region) =>
    [region.name, region.names.en, region.names.de].some((name) => foldDiacritics(name) === town),
  );
  const country = path.at(-1);
  const { texts, original_language } = hotel.description;
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    city: namedRegion?.name ?? hotel.city,
    region: path[0]?.name ?? '',
    country: country?.name ?? '',
    countryCode: country?.country_code ?? '',
    lat: hotel.lat,
    lon: hotel.lon,
    description: plainText(texts.pl ?? texts[original_language] ?? ''),
    image: hotel.gallery[0]?.url,
    reviews: hotel.reviews ? { overall: hotel.reviews.overall, count: hotel.reviews.count } : null,
    lowestOffer: lowestOffer ?? null,
  };
}
