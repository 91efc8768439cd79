import { offerPageLink } from '@app/shared/hotel-link';
import type { OfferSummary } from '@app/shared/offers';
import { OFFERS_PATH } from '@app/shared/search-form/search-query';

/** Noon UTC of a date is the same calendar day in every European time zone. */
function unixSecondsOf(isoDate: string): number {
  return Date.parse(`${isoDate}T12:00:00Z`) / 1000;
}

/**
 * The absolute URL a printed sheet's QR code opens (OPEN-39): the offer's own page on the site, the
 * hotel page with the offer named (`offerPageLink`). A flight has no page of its own, so its code
 * opens the offers list searched on its route and dates, as the e-mails about a flight do.
 */
export function offerPageUrl(siteUrl: string, offer: OfferSummary): string {
  if (offer.hotel) {
    const hotel = { id: offer.hotel.id, name: offer.hotel.name, offer_type: offer.offer_type };
    return new URL(offerPageLink(hotel, offer.uuid), siteUrl).href;
  }
  const url = new URL(OFFERS_PATH, siteUrl);
  url.searchParams.set('offer_type', offer.offer_type);
  if (offer.departure_airport) url.searchParams.set('departure_airports', offer.departure_airport.iata);
  url.searchParams.set('departure_date', String(unixSecondsOf(offer.departure_date)));
  if (offer.offer_type !== 'C1') url.searchParams.set('return_date', String(unixSecondsOf(offer.return_date)));
  return url.href;
}
