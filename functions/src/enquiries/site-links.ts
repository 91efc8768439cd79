import { hotelPageLink } from '@app/shared/hotel-link';
import type { OfferSummary } from '@app/shared/offers';
import { safeHttpUrl } from '../lib/mail/templates/html.ts';

/**
 * A link a visitor sent, kept only when it points into our own site. An e-mail from us showing
 * someone else's link would lend our name to a phishing page, so anything else is dropped.
 */
export function ownSiteLink(link: string, siteUrl: string): string | undefined {
  const safe = safeHttpUrl(link);
  if (!safe) return undefined;
  return new URL(safe).origin === new URL(siteUrl).origin ? safe : undefined;
}

/** Noon UTC of a date is the same calendar day in every European time zone. */
function unixSecondsOf(isoDate: string): number {
  return Date.parse(`${isoDate}T12:00:00Z`) / 1000;
}

/**
 * Where an e-mail about an offer links to: the hotel page on the offer's dates, airport and
 * operator (decision D12), or for a flight the offers list searched on its route and dates.
 */
export function offerPageUrl(siteUrl: string, offer: OfferSummary): string {
  const airport = offer.departure_airport?.iata;
  if (offer.hotel) {
    const path = hotelPageLink(
      { id: offer.hotel.id, name: offer.hotel.name, offer_type: offer.offer_type },
      {
        departure_date: unixSecondsOf(offer.departure_date),
        return_date: unixSecondsOf(offer.return_date),
        departure_airports: airport,
        operator_code: offer.operator.code,
      },
    );
    return new URL(path, siteUrl).href;
  }
  const url = new URL('/offers', siteUrl);
  url.searchParams.set('offer_type', offer.offer_type);
  if (airport) url.searchParams.set('departure_airports', airport);
  url.searchParams.set('departure_date', String(unixSecondsOf(offer.departure_date)));
  if (offer.offer_type !== 'C1') url.searchParams.set('return_date', String(unixSecondsOf(offer.return_date)));
  return url.href;
}
