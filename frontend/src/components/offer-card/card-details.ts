import { HOTEL_LINK_PARAMS } from '@app/shared/hotel-link';
import type { OfferSummary } from '@app/shared/offers';
import { isVirtualAirportCode } from '@app/shared/reference-data';
import { parseQueryString, toQueryString } from '@app/shared/search-form/search-query';
import { foldDiacritics } from '@app/shared/text';

/** The facts of an offer card (spec §3 display fields), in display order. */
export const CARD_FACTS = [
  'dates',
  'board',
  'accommodation',
  'flight',
  'transfer',
  'train',
  'availability',
  'operator',
] as const;
export type CardFact = (typeof CARD_FACTS)[number];

type CardOffer = Pick<
  OfferSummary,
  'offer_type' | 'board' | 'accommodation' | 'departure_airport' | 'arrival_airport' | 'hotel'
>;

/**
 * The facts a card shows: board and room where the offer has them (not on flights), the flight where
 * it has airports (not on hotel-only stays), the transfer on holidays (the only type that can include
 * one), the train to the airport wherever there is a flight (Rail & Fly); dates, availability and the
 * tour operator always.
 */
export function cardFacts(offer: CardOffer): CardFact[] {
  const flies = offer.offer_type !== 'S';
  const shown: Record<CardFact, boolean> = {
    dates: true,
    board: offer.board !== null,
    accommodation: offer.accommodation !== null,
    flight: offer.departure_airport !== null && offer.arrival_airport !== null,
    transfer: offer.offer_type === 'A',
    train: flies,
    availability: true,
    operator: true,
  };
  return CARD_FACTS.filter((fact) => shown[fact]);
}

/** "Turcja, Riwiera Turecka, Alanya": country, region and city, a name repeated by the next level left out once. */
export function placeLine(hotel: NonNullable<OfferSummary['hotel']>): string {
  const parts: string[] = [];
  for (const name of [hotel.country.name, hotel.region.name, hotel.city]) {
    const trimmed = name.trim();
    if (trimmed !== '' && !parts.some((part) => foldDiacritics(part) === foldDiacritics(trimmed))) parts.push(trimmed);
  }
  return parts.join(', ');
}

/**
 * "Monachium (MUC)"; a virtual airport by its name alone, as its code (ALL_POL, ALL_GER) is internal
 * and never shown (decision D14).
 */
export function airportLabel(airport: { iata: string; name: string }): string {
  const name = airport.name.trim();
  if (isVirtualAirportCode(airport.iata)) return name;
  return name === '' ? airport.iata : `${name} (${airport.iata})`;
}

/**
 * The EUR→PLN rate behind the prices (decision D7): every PLN price is the EUR price times the feed's
 * rate, rounded to the grosz, so the dearest offer of a page gives the most exact rate (4 decimals).
 */
export function eurPlnRate(offers: readonly Pick<OfferSummary, 'price_per_person_pln' | 'price_per_person_eur'>[]) {
  let best: (typeof offers)[number] | undefined;
  for (const offer of offers)
    if (
      offer.price_per_person_eur > 0 &&
      (best === undefined || offer.price_per_person_eur > best.price_per_person_eur)
    )
      best = offer;
  return best === undefined
    ? undefined
    : Math.round((best.price_per_person_pln / best.price_per_person_eur) * 1e4) / 1e4;
}

/**
 * The search parameters a card's hotel link carries (ROUTE-07), as a query string, so cards keep
 * their props while only the page or the sort changes. The search's `operators` travel as the hotel
 * page's `operator_code`; `hotelPageLink` drops everything outside the thirteen kept keys.
 */
export function hotelLinkQuery(listQuery: string): string {
  const params = parseQueryString(listQuery);
  const operators = params.get('operators');
  if (operators) params.set('operator_code', operators);
  return toQueryString(HOTEL_LINK_PARAMS.flatMap((key) => (params.has(key) ? [[key, params.get(key) ?? '']] : [])));
}
