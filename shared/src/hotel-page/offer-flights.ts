import type { Flight } from '../feed.ts';

/** What the flight rules read of an offer (spec §4): its type, destination airport and flights. */
export interface FlightsOfOffer {
  readonly offer_type: string;
  /** IATA code of the airport the trip flies to; null for offers without flights. */
  readonly destination_airport_iata: string | null;
  readonly flights: readonly Flight[];
}

/** The offer type of a one-way flight ticket (spec §3: one_way_flight = C1); every other type flies back. */
const ONE_WAY = 'C1';

/**
 * The multi-flight case of spec §4: a round trip with more than two flights, or a one-way offer with
 * more than one. Only then is the way out told from the way back by the destination airport; with
 * fewer flights their order says it.
 */
export function isMultiFlight(offer: FlightsOfOffer): boolean {
  return offer.flights.length > (offer.offer_type === ONE_WAY ? 1 : 2);
}

/**
 * The destination (outbound) flight of spec §4 (STATE-05): in the multi-flight case the flight that
 * lands at the offer's destination airport, otherwise the first flight. None when the offer has no
 * flights, or when no flight of a multi-flight offer lands at its destination.
 */
export function destinationFlight(offer: FlightsOfOffer): Flight | undefined {
  if (isMultiFlight(offer))
    return offer.flights.find((flight) => flight.arrival_airport_iata === offer.destination_airport_iata);
  return offer.flights[0];
}

/**
 * The return flight of spec §4: in the multi-flight case the flight that leaves from the destination
 * airport (STATE-06); a one-way offer's single flight is its own return (STATE-07); of exactly two
 * flights the second (STATE-08); in every other case none (STATE-09), e.g. a round trip with one
 * flight.
 */
export function returnFlight(offer: FlightsOfOffer): Flight | undefined {
  const { flights } = offer;
  if (isMultiFlight(offer))
    return flights.find((flight) => flight.departure_airport_iata === offer.destination_airport_iata);
  if (offer.offer_type === ONE_WAY && flights.length === 1) return flights[0];
  if (flights.length === 2) return flights[1];
  return undefined;
}

/** A change of planes: where one flight lands and the next leaves, and when that next flight leaves. */
export interface Interchange {
  readonly airport_iata: string;
  readonly arrival_time: string;
  readonly departure_time: string;
  readonly next_flight: Flight;
}

/**
 * The legs of each way and the changes of planes between them. The way out runs from the first
 * flight to the destination flight, the way back from the return flight to the last; a change is any
 * pair of consecutive flights of one way. When the destination flight cannot be told, the way out
 * is every flight before the way back.
 */
export function flightLegs(offer: FlightsOfOffer): { outbound: Flight[]; inbound: Flight[] } {
  const { flights } = offer;
  const out = destinationFlight(offer);
  const back = returnFlight(offer);
  const outIndex = out === undefined ? -1 : flights.indexOf(out);
  const backIndex = back === undefined || back === out ? flights.length : flights.indexOf(back);
  return {
    outbound: out === undefined ? flights.slice(0, backIndex) : flights.slice(0, Math.min(outIndex, backIndex - 1) + 1),
    inbound: flights.slice(Math.max(backIndex, outIndex + 1)),
  };
}

export function interchangesOf(legs: readonly Flight[]): Interchange[] {
  return legs.slice(1).map((next, index) => {
    const previous = legs[index] as Flight;
    return {
      airport_iata: next.departure_airport_iata,
      arrival_time: previous.arrival_time,
      departure_time: next.departure_time,
      next_flight: next,
    };
  });
}

/**
 * An interchange's date as the page shows it (spec §5, HOTEL-07 = VAL-33): a missing date, or one
 * already past at `now` (a local "YYYY-MM-DDTHH:mm" of the agency's clock), shows as a dash.
 */
export function interchangeDateOrDash<T>(
  localDateTime: string | null | undefined,
  nowLocal: string,
  format: (value: string) => T,
): T | '–' {
  if (!localDateTime || !/^\d{4}-\d{2}-\d{2}/.test(localDateTime)) return '–';
  return localDateTime < nowLocal ? '–' : format(localDateTime);
}
