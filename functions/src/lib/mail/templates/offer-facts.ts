import { pricesInLeadOrder } from '@app/shared/lead-currency';
import type { Locale } from '@app/shared/locale';
import { formatOfferPrice } from '@app/shared/money';
import { presentRows, type FactRow } from './blocks.ts';
import { fieldLabel, type FieldLabelKey } from './field-labels.ts';
import { formatDays, formatIsoDate, formatStars } from './format.ts';

type Named = { name: string };
type Airport = { iata: string; name: string };

/**
 * The offer fields an e-mail shows. An `OfferSummary` (shared/offers) fits as it is; the type is
 * narrower so callers and tests need not invent fields the e-mail never reads. Its names (places,
 * airports, board, room) must already be in the recipient's language: pass the offer as the API
 * presents it in that language (offers/present.ts, decision D14); the template prints them as given.
 */
export type MailOffer = {
  offer_type: string;
  hotel: { name: string; stars: number; region: Named; country: Named } | null;
  departure_date: string;
  return_date: string;
  days: number;
  board: Named | null;
  accommodation: Named | null;
  departure_airport: Airport | null;
  arrival_airport: Airport | null;
  price_per_person_pln: number;
  price_per_person_eur: number;
};

const FLIGHT: Readonly<Record<Locale, string>> = { pl: 'Lot', en: 'Flight', de: 'Flug' };

const airportText = (airport: Airport): string => `${airport.name} (${airport.iata})`;

/** The offer's name: the hotel, or for a flight its route. */
export function offerTitle(offer: MailOffer, locale: Locale): string {
  if (offer.hotel) return offer.hotel.name;
  const from = offer.departure_airport;
  const to = offer.arrival_airport;
  return from && to ? `${FLIGHT[locale]} ${from.name} – ${to.name}` : FLIGHT[locale];
}

/** Key facts of an offer as label/value rows; facts an offer does not have are left out. */
export function offerFactRows(offer: MailOffer, locale: Locale): FactRow[] {
  const { hotel } = offer;
  const row = (key: FieldLabelKey, value: string | undefined): FactRow | undefined =>
    value === undefined ? undefined : { label: fieldLabel(key, locale), value };
  // The currency the recipient's language leads with first, the other after it, as on the cards (D13).
  const { first, second } = pricesInLeadOrder(locale, {
    pln: offer.price_per_person_pln,
    eur: offer.price_per_person_eur,
  });
  const price = `${formatOfferPrice(first.amount, first.currency, locale)}${
    second ? ` (${formatOfferPrice(second.amount, second.currency, locale)})` : ''
  }`;
  return presentRows([
    row('hotel', hotel?.name),
    row('stars', hotel && hotel.stars > 0 ? formatStars(hotel.stars) : undefined),
    row('destination', hotel ? `${hotel.country.name} / ${hotel.region.name}` : undefined),
    row('departureDate', formatIsoDate(offer.departure_date)),
    // A one-way flight has no return.
    row('returnDate', offer.offer_type === 'C1' ? undefined : formatIsoDate(offer.return_date)),
    row('days', offer.offer_type === 'C1' ? undefined : formatDays(offer.days, locale)),
    row('board', offer.board?.name),
    row('accommodation', offer.accommodation?.name),
    row('departureAirport', offer.departure_airport ? airportText(offer.departure_airport) : undefined),
    row('arrivalAirport', hotel || !offer.arrival_airport ? undefined : airportText(offer.arrival_airport)),
    row('pricePerPerson', price),
  ]);
}
