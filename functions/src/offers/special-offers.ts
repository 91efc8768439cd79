import { hotelPageLink } from '@app/shared/hotel-link';
import type { Locale } from '@app/shared/locale';
import type { SpecialOffer, SpecialOffersResponse } from '@app/shared/offers';
import type { SearchCriteria } from '@app/shared/search-criteria';
import { FIRST_MINUTE_DAYS, LAST_MINUTE_DAYS } from '@app/shared/offers-list/quick-filters';
import { foldDiacritics } from '@app/shared/text';
import type { OfferIndex } from '../lib/offer-engine/offer-index.ts';
import type { SearchItem } from '../lib/offer-engine/search/search-result.ts';
import { searchOffers } from '../lib/offer-engine/search/search.ts';
import { countryOf, localName, type ReferenceLookup } from './present.ts';

const DAY_MS = 86_400_000;

/** Icon types of a hotel's facilities, from its facility bitset in the index. */
function facilityIcons(index: OfferIndex, lookup: ReferenceLookup, hotelId: string): { type: string }[] {
  const hotel = index.lookups.hotelIndex.get(hotelId);
  if (hotel === undefined) return [];
  const words = [index.columns.hotelFacilitiesLo[hotel] ?? 0, index.columns.hotelFacilitiesHi[hotel] ?? 0];
  const icons = new Set<string>();
  index.meta.facilities.forEach((id, bit) => {
    const word = words[bit >> 5] ?? 0;
    const icon = (word >>> (bit & 31)) & 1 ? lookup.facilities.get(id)?.icon : undefined;
    if (icon) icons.add(icon);
  });
  return [...icons].map((type) => ({ type }));
}

export function isAllInclusiveBoard(lookup: ReferenceLookup, boardId: number | null): boolean {
  if (boardId === null) return false;
  const board = lookup.boards.get(boardId);
  return board !== undefined && foldDiacritics(board.name).includes('all inclusive');
}

/** One special-offer card (spec §3) from a search result row. */
export function toSpecialOffer(
  item: SearchItem,
  index: OfferIndex,
  lookup: ReferenceLookup,
  criteria: SearchCriteria,
  locale: Locale,
  now: Date,
): SpecialOffer | undefined {
  if (item.hotel_id === null || (item.offer_type !== 'A' && item.offer_type !== 'S')) return undefined;
  const daysAhead = (Date.parse(`${item.departure_date}T00:00:00Z`) - now.getTime()) / DAY_MS;
  const region = item.region_id === null ? undefined : lookup.regions.get(item.region_id);
  const country = item.region_id === null ? undefined : countryOf(lookup, item.region_id);
  const link = hotelPageLink(
    { id: item.hotel_id, name: item.hotel_name ?? '', offer_type: item.offer_type },
    {
      departure_date: criteria.departure_date,
      return_date: criteria.return_date,
      adults_number: criteria.adults_number,
      children_ages: criteria.children_ages?.join(','),
      boards: criteria.boards?.join(','),
      departure_airports: criteria.departure_airports?.join(','),
      duration_min: criteria.duration_min,
      duration_max: criteria.duration_max,
    },
  );
  return {
    offer_type: item.offer_type,
    is_allinclusive: isAllInclusiveBoard(lookup, item.board_id),
    is_firstminute: daysAhead >= FIRST_MINUTE_DAYS,
    is_lastminute: daysAhead <= LAST_MINUTE_DAYS,
    price_pln: item.price_per_person_pln,
    price_eur: item.price_per_person_eur,
    subject: {
      name: item.hotel_name ?? '',
      description_link: link,
      // SVG and the operators' web-sized photos scale in the browser: the thumbnail is the image.
      image_url: item.image_urls[0] ?? null,
      thumbnail_url: item.image_urls[0] ?? null,
      image_urls: item.image_urls,
      country_name: country ? localName(country, locale) : '',
      region_name: region ? localName(region, locale) : '',
      rating: item.stars ?? 0,
      facilities: facilityIcons(index, lookup, item.hotel_id),
    },
  };
}

/**
 * The special-offer cards of a search: the special-offers list and a blog page's related offers
 * (which only choose other criteria). Rows the cards cannot show (no hotel, other offer types) are left out.
 */
export function specialOffers(
  index: OfferIndex,
  lookup: ReferenceLookup,
  criteria: SearchCriteria,
  locale: Locale,
  now: Date,
): SpecialOffersResponse {
  return {
    offers_list: searchOffers(index, criteria).items.flatMap(
      (item) => toSpecialOffer(item, index, lookup, criteria, locale, now) ?? [],
    ),
  };
}
