import { SearchQuerySchema, type SearchCriteria } from '@app/shared/search-criteria';
import type { OfferIndex } from '../lib/offer-engine/offer-index.ts';
import { offersForHotel } from '../lib/offer-engine/search/search.ts';
import type { OfferView } from '../lib/offer-engine/search/search-result.ts';

/** Noon UTC is the same calendar day in Warsaw, so the engine's Warsaw-day window is exact. */
const noon = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T12:00:00Z`) / 1000);

/**
 * Upgrades of an offer: the cheapest offer of every other room and board of the same hotel with
 * the same departure and return dates and departure airport, for the same party; cheapest first.
 */
export function variantsOf(
  index: OfferIndex,
  base: OfferView,
  party: Pick<SearchCriteria, 'adults_number' | 'children_ages'>,
): OfferView[] {
  if (base.hotel_id === null) return [];
  const criteria: SearchCriteria = {
    ...SearchQuerySchema.parse({}),
    offer_type: base.offer_type,
    ...party,
    departure_date: noon(base.departure_date),
    return_date: noon(base.return_date),
    dates_delta: 0,
    limit: 100,
    ...(base.departure_airport_iata ? { departure_airports: [base.departure_airport_iata] } : {}),
  };
  const cheapest = new Map<string, OfferView>();
  for (const offer of offersForHotel(index, base.hotel_id, criteria).items) {
    if (offer.uuid === base.uuid || offer.return_date !== base.return_date) continue;
    if (offer.accommodation_id === base.accommodation_id && offer.board_id === base.board_id) continue;
    const key = `${offer.accommodation_id}:${offer.board_id}`;
    const known = cheapest.get(key);
    if (!known || offer.price_per_person_eur < known.price_per_person_eur) cheapest.set(key, offer);
  }
  return [...cheapest.values()].sort((a, b) => a.price_per_person_eur - b.price_per_person_eur);
}
