import type { Flight } from '@app/shared/feed';
import { hotelSlug } from '@app/shared/hotel-link';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { destinationFlight, returnFlight } from '@app/shared/hotel-page/offer-flights';
import { pricesInLeadOrder } from '@app/shared/lead-currency';
import type { Locale } from '@app/shared/locale';
import { formatOfferPrice, roundOfferPrice, type Currency } from '@app/shared/money';
import type { OfferSheetParty } from '@app/shared/offer-sheet';
import type { OfferSummary } from '@app/shared/offers';
import { ADULTS_DEFAULT } from '@app/shared/search-form/party';
import { BRAND_TEXTS, type BrandTexts } from '../lib/mail/templates/brand.ts';
import { formatDays, formatIsoDate, formatWarsawDateTime } from '../lib/mail/templates/format.ts';
import { SHEET_TEXTS } from './sheet-texts.ts';

export interface SheetFact {
  readonly label: string;
  readonly value: string;
}

export interface SheetPhoto {
  /** As the offers API gives it: a site path (`/media/img/….jpg`) or an absolute URL. */
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

/** Everything the printed sheet says, in one language, as plain text; the template only lays it out. */
export interface OfferSheet {
  readonly locale: Locale;
  readonly title: string;
  /** Hotel category; undefined for flights and unrated hotels. */
  readonly stars: number | undefined;
  readonly place: string | undefined;
  readonly photo: SheetPhoto | undefined;
  readonly facts: readonly SheetFact[];
  readonly flights: readonly SheetFact[];
  readonly flightsNote: string | undefined;
  readonly price: {
    readonly label: string;
    readonly lead: string;
    readonly second: string | undefined;
    /** "Razem za 2 osoby dorosłe: 3 440 zł (800 €)", when the visitor searched for a party. */
    readonly party: string | undefined;
    readonly childrenNote: string | undefined;
  };
  readonly availability: SheetFact;
  readonly printedAt: SheetFact;
  /** The absolute URL of the offer's page, which the QR code encodes (OPEN-39). */
  readonly offerUrl: string;
  readonly scanText: string;
  readonly brand: BrandTexts;
  readonly siteHost: string;
  readonly fileName: string;
}

export interface OfferSheetInput {
  readonly offer: OfferSummary;
  /** The hotel's page content (`show_hotel`); without it the offer's own hotel facts are used. */
  readonly hotel: HotelDetails | undefined;
  readonly party: OfferSheetParty;
  readonly locale: Locale;
  readonly now: Date;
  readonly offerUrl: string;
  readonly siteUrl: string;
}

type Airport = { iata: string; name: string };

/** `2027-07-10T06:15` → `10.07.2027 06:15` (spec §9); flights carry the airport's local time. */
function formatLocalDateTime(value: string): string {
  const [day = '', time = ''] = value.split('T');
  return `${formatIsoDate(day)} ${time.slice(0, 5)}`.trim();
}

function flightText(flight: Flight, airportName: (iata: string) => string, locale: Locale): string {
  const departs = formatLocalDateTime(flight.departure_time);
  const sameDay = flight.arrival_time.slice(0, 10) === flight.departure_time.slice(0, 10);
  const arrives = sameDay ? flight.arrival_time.slice(11, 16) : formatLocalDateTime(flight.arrival_time);
  const route = `${airportName(flight.departure_airport_iata)} – ${airportName(flight.arrival_airport_iata)}`;
  return `${route}, ${SHEET_TEXTS[locale].flightNumber(flight.flight_number, flight.carrier)}, ${departs} – ${arrives}`;
}

/**
 * The way out and the way back by the shared rules of spec §4 (the hotel page uses the same ones):
 * a one-way flight's single flight is both, so it is printed once.
 */
function flightFacts(offer: OfferSummary, locale: Locale): SheetFact[] {
  const texts = SHEET_TEXTS[locale];
  const rules = {
    offer_type: offer.offer_type,
    destination_airport_iata: offer.arrival_airport?.iata ?? null,
    flights: offer.flights,
  };
  const known = [offer.departure_airport, offer.arrival_airport].filter((a): a is Airport => a !== null);
  const airportName = (iata: string) => {
    const airport = known.find((a) => a.iata === iata);
    return airport ? `${airport.name} (${iata})` : iata;
  };
  const out = destinationFlight(rules);
  const back = returnFlight(rules);
  const facts: SheetFact[] = [];
  if (out)
    facts.push({
      label: offer.offer_type === 'C1' ? texts.oneWay : texts.outbound,
      value: flightText(out, airportName, locale),
    });
  if (back && back !== out) facts.push({ label: texts.inbound, value: flightText(back, airportName, locale) });
  return facts;
}

function priceText(amount: number, currency: Currency, locale: Locale): string {
  return formatOfferPrice(amount, currency, locale);
}

/**
 * The price per person in both currencies, the language's lead currency first (decision D13); PLN is
 * always there (PRINT-04). The party line multiplies the rounded price a reader sees by the adults,
 * so the printed figures add up; children's prices depend on their ages and are confirmed at booking.
 */
function priceBlock(offer: OfferSummary, party: OfferSheetParty, locale: Locale): OfferSheet['price'] {
  const texts = SHEET_TEXTS[locale];
  const { first, second } = pricesInLeadOrder(locale, {
    pln: offer.price_per_person_pln,
    eur: offer.price_per_person_eur,
  });
  const children = party.children_ages?.length ?? 0;
  const asked = party.adults_number !== undefined || children > 0;
  const adults = party.adults_number ?? ADULTS_DEFAULT;
  const total = (amount: number, currency: Currency) => priceText(roundOfferPrice(amount) * adults, currency, locale);
  const partyLine = asked
    ? `${texts.adultsTotal(adults)}: ${total(first.amount, first.currency)}${
        second ? ` (${total(second.amount, second.currency)})` : ''
      }`
    : undefined;
  return {
    label: texts.perPerson,
    lead: priceText(first.amount, first.currency, locale),
    second: second ? priceText(second.amount, second.currency, locale) : undefined,
    party: partyLine,
    childrenNote: asked && children > 0 ? texts.childrenPrice : undefined,
  };
}

function offerTitle(offer: OfferSummary, hotel: HotelDetails | undefined, locale: Locale): string {
  const name = hotel?.name ?? offer.hotel?.name;
  if (name) return name;
  const from = offer.departure_airport?.name;
  const to = offer.arrival_airport?.name;
  const flight = SHEET_TEXTS[locale].flight;
  return from && to ? `${flight} ${from} – ${to}` : flight;
}

/** `oferta-hotel-sol-palma-2027-07-10.pdf`: ASCII only, so the header needs no encoding. */
export function offerSheetFileName(title: string, departureDate: string): string {
  return `oferta-${hotelSlug(title)}-${departureDate}.pdf`;
}

/** The printed offer sheet's content (PRINT-01..04): pure, every fact from the offers API in `locale`. */
export function offerSheet(input: OfferSheetInput): OfferSheet {
  const { offer, hotel, locale } = input;
  const texts = SHEET_TEXTS[locale];
  const facts = hotel ?? offer.hotel;
  const title = offerTitle(offer, hotel, locale);
  // A city can share its region's name; it is given once.
  const place = [...new Set(facts ? [facts.city, facts.region.name, facts.country.name] : [])].filter(
    (part) => part.trim() !== '',
  );
  const galleryPhoto = hotel?.gallery[0];
  const photo: SheetPhoto | undefined =
    galleryPhoto ?? (offer.hotel?.image_url ? { url: offer.hotel.image_url } : undefined);
  const departure = offer.departure_airport
    ? `${offer.departure_airport.name} (${offer.departure_airport.iata})`
    : texts.ownTravel;
  const oneWay = offer.offer_type === 'C1';
  const dates = oneWay
    ? formatIsoDate(offer.departure_date)
    : `${formatIsoDate(offer.departure_date)} – ${formatIsoDate(offer.return_date)} (${formatDays(offer.days, locale)})`;
  const optional = (label: string, value: string | undefined): SheetFact[] => (value ? [{ label, value }] : []);
  const flights = flightFacts(offer, locale);
  const printed = formatWarsawDateTime(input.now);
  return {
    locale,
    title,
    stars: facts && facts.stars > 0 ? facts.stars : undefined,
    place: place.length ? place.join(', ') : undefined,
    photo,
    facts: [
      { label: texts.departure, value: departure },
      { label: texts.dates, value: dates },
      ...optional(texts.board, offer.board?.name),
      ...optional(texts.room, offer.accommodation?.name),
      { label: texts.operator, value: offer.operator.name },
      ...(offer.hotel ? [{ label: texts.transfer, value: offer.transfer ? texts.transferYes : texts.transferNo }] : []),
    ],
    flights,
    flightsNote: flights.length ? texts.flightsNote : undefined,
    price: priceBlock(offer, input.party, locale),
    availability: {
      label: texts.availability,
      // show_offer never answers a NOT_AVAILABLE offer: that is the 404 of ERR-01.
      value: `${offer.availability === 'ON_REQUEST' ? texts.status.ON_REQUEST : texts.status.AVAILABLE} (${texts.asOf(printed)})`,
    },
    printedAt: { label: texts.printedAt, value: printed },
    offerUrl: input.offerUrl,
    scanText: texts.scan,
    brand: BRAND_TEXTS[locale],
    siteHost: new URL(input.siteUrl).host,
    fileName: offerSheetFileName(title, offer.departure_date),
  };
}
