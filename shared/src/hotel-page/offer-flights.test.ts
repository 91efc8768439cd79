import { describe, expect, it } from 'vitest';
import type { Flight } from '../feed.ts';
import {
  destinationFlight,
  flightLegs,
  interchangeDateOrDash,
  interchangesOf,
  isMultiFlight,
  returnFlight,
  type FlightsOfOffer,
} from './offer-flights.ts';

function flight(from: string, to: string, day = '2027-06-12', time = '06:00'): Flight {
  return {
    departure_airport_iata: from,
    arrival_airport_iata: to,
    departure_time: `${day}T${time}`,
    arrival_time: `${day}T${time.replace(/^0/, '1')}`,
    flight_number: `X3 ${from}${to}`,
    carrier: 'TUIfly',
  };
}

const offer = (offer_type: string, flights: Flight[], destination: string | null = 'HRG'): FlightsOfOffer => ({
  offer_type,
  destination_airport_iata: destination,
  flights,
});

const out = flight('WAW', 'HRG');
const back = flight('HRG', 'WAW', '2027-06-19');
const toHub = flight('WAW', 'FRA');
const hubToDestination = flight('FRA', 'HRG', '2027-06-12', '09:30');
const destinationToHub = flight('HRG', 'FRA', '2027-06-19');
const hubHome = flight('FRA', 'WAW', '2027-06-19', '14:00');

describe('the flights shown for an offer (spec §4, HOTEL-08)', () => {
  it('takes no flight of an offer without flights (STATE-05, STATE-09)', () => {
    for (const type of ['A', 'S', 'C1', 'C2']) {
      expect(destinationFlight(offer(type, []))).toBeUndefined();
      expect(returnFlight(offer(type, []))).toBeUndefined();
    }
  });

  it('of one flight, a round trip flies out on it and has no return; a one-way offer returns on it too (STATE-07, STATE-09)', () => {
    expect(destinationFlight(offer('A', [out]))).toBe(out);
    expect(returnFlight(offer('A', [out]))).toBeUndefined();
    expect(returnFlight(offer('C2', [out]))).toBeUndefined();
    expect(destinationFlight(offer('C1', [out]))).toBe(out);
    expect(returnFlight(offer('C1', [out]))).toBe(out);
  });

  it('of two flights of a round trip takes the first out and the second back, whatever their airports (STATE-05, STATE-08)', () => {
    const odd = flight('KTW', 'SSH');
    expect(isMultiFlight(offer('A', [odd, back]))).toBe(false);
    expect(destinationFlight(offer('A', [odd, back]))).toBe(odd);
    expect(returnFlight(offer('A', [odd, back]))).toBe(back);
    expect(returnFlight(offer('C2', [out, back]))).toBe(back);
  });

  it('of two flights of a one-way offer, goes by the destination airport: the second leg out, none back (STATE-05, STATE-06)', () => {
    const twoLegs = offer('C1', [toHub, hubToDestination]);
    expect(isMultiFlight(twoLegs)).toBe(true);
    expect(destinationFlight(twoLegs)).toBe(hubToDestination);
    expect(returnFlight(twoLegs)).toBeUndefined();
  });

  it('of three flights of a round trip, the one landing at the destination out and the one leaving it back (STATE-05, STATE-06)', () => {
    const three = offer('A', [out, destinationToHub, hubHome]);
    expect(isMultiFlight(three)).toBe(true);
    expect(destinationFlight(three)).toBe(out);
    expect(returnFlight(three)).toBe(destinationToHub);
  });

  it('of four flights with a change each way, the middle two (STATE-05, STATE-06)', () => {
    const four = offer('C2', [toHub, hubToDestination, destinationToHub, hubHome]);
    expect(destinationFlight(four)).toBe(hubToDestination);
    expect(returnFlight(four)).toBe(destinationToHub);
  });

  it('of a multi-flight offer none of whose flights touches its destination airport, neither', () => {
    const elsewhere = offer('A', [toHub, hubToDestination, destinationToHub], 'SSH');
    expect(destinationFlight(elsewhere)).toBeUndefined();
    expect(returnFlight(elsewhere)).toBeUndefined();
  });
});

describe('the legs of each way and their changes of planes (HOTEL-03)', () => {
  it('splits four flights into two legs each way with one change each', () => {
    const legs = flightLegs(offer('A', [toHub, hubToDestination, destinationToHub, hubHome]));
    expect(legs).toEqual({ outbound: [toHub, hubToDestination], inbound: [destinationToHub, hubHome] });
    expect(interchangesOf(legs.outbound)).toEqual([
      {
        airport_iata: 'FRA',
        arrival_time: toHub.arrival_time,
        departure_time: hubToDestination.departure_time,
        next_flight: hubToDestination,
      },
    ]);
  });

  it('has no change of planes on direct flights, and no way back on one-way offers', () => {
    const direct = flightLegs(offer('A', [out, back]));
    expect(direct).toEqual({ outbound: [out], inbound: [back] });
    expect(interchangesOf(direct.outbound)).toEqual([]);
    expect(flightLegs(offer('C1', [out]))).toEqual({ outbound: [out], inbound: [] });
    expect(flightLegs(offer('C1', [toHub, hubToDestination]))).toEqual({
      outbound: [toHub, hubToDestination],
      inbound: [],
    });
    expect(flightLegs(offer('S', []))).toEqual({ outbound: [], inbound: [] });
  });

  it('counts every flight before the way back as the way out when the destination flight is unknown', () => {
    const unknownDestination = offer('A', [toHub, hubToDestination, destinationToHub, hubHome], 'XXX');
    expect(flightLegs(unknownDestination)).toEqual({
      outbound: [toHub, hubToDestination, destinationToHub, hubHome],
      inbound: [],
    });
  });
});

describe('an interchange date (spec §5: HOTEL-07, VAL-33)', () => {
  const now = '2027-06-12T08:00';
  const format = (value: string) => `formatted ${value}`;

  it('shows a future date', () => {
    expect(interchangeDateOrDash('2027-06-12T09:30', now, format)).toBe('formatted 2027-06-12T09:30');
  });

  it('shows a past or a missing date as a dash', () => {
    expect(interchangeDateOrDash('2027-06-12T07:59', now, format)).toBe('–');
    expect(interchangeDateOrDash(undefined, now, format)).toBe('–');
    expect(interchangeDateOrDash(null, now, format)).toBe('–');
    expect(interchangeDateOrDash('', now, format)).toBe('–');
    expect(interchangeDateOrDash('soon', now, format)).toBe('–');
  });
});
