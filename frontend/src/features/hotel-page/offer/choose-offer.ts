import { OFFER_PAGE_PARAM } from '@app/shared/hotel-link';
import type { OfferSummary } from '@app/shared/offers';

/**
 * The page's query parameter naming the chosen offer by its uuid (the one the offer sheet's QR code
 * and the e-mails link to); without it, the cheapest is shown.
 */
export const OFFER_PARAM = OFFER_PAGE_PARAM;

const bookable = (offer: OfferSummary) => offer.availability !== 'NOT_AVAILABLE';

/** Cheaper first; of equal prices the earlier departure, then the shorter stay, then the uuid (stable). */
function byPrice(a: OfferSummary, b: OfferSummary): number {
  return (
    a.price_per_person_pln - b.price_per_person_pln ||
    a.departure_date.localeCompare(b.departure_date) ||
    a.days - b.days ||
    a.uuid.localeCompare(b.uuid)
  );
}

/**
 * The offer a hotel page shows before the visitor picks one: the cheapest bookable offer of the
 * search they came with, which is the offer the list's card showed.
 */
export function cheapestOffer(offers: readonly OfferSummary[]): OfferSummary | undefined {
  return offers.filter(bookable).sort(byPrice)[0];
}

/** The other bookable offers of the hotel to suggest when the chosen one is gone (ERR-01), cheapest first. */
export function similarOffers(offers: readonly OfferSummary[], goneUuid: string, count = 3): OfferSummary[] {
  return offers
    .filter((offer) => offer.uuid !== goneUuid && bookable(offer))
    .sort(byPrice)
    .slice(0, count);
}

/** The search (`?…`) of this page with `uuid` as the chosen offer, the rest of the page's query kept. */
export function searchWithOffer(params: URLSearchParams, uuid: string): string {
  const next = new URLSearchParams(params);
  next.set(OFFER_PARAM, uuid);
  return `?${next.toString()}`;
}
