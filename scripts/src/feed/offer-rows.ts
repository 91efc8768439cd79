import type { HotelFeedRow, OfferFeedRow } from '@app/shared/feed';
import { dayInfo, isoDay } from './calendar.ts';
import { distanceKm, flightsFor } from './flights.ts';
import { boardPlan, BOARD_PRICE, roomPlan, ROOMS, STAR_PRICE } from './hotel-model.ts';
import { countryMarket, DEPARTURE_WEIGHTS, OPERATOR_MARKET, SEASONS, type OperatorMarket } from './market.ts';
import { AIRPORT_GEO, AIRPORTS } from './reference/airports.ts';
import { CLIMATES, type SeasonKind } from './reference/climate.ts';
import { OPERATORS } from './reference/operators.ts';
import { RESORTS_BY_REGION, type Resort } from './reference/regions.ts';
import { uuidV4, weightedSampler, type Rng } from './rng.ts';

/**
 * The rows of offers.jsonl: how one hotel is sold (operators, departure airports, boards, rooms,
 * child prices), when trips depart, what they cost, and the flight-only offers.
 */
const AIRPORTS_DE = new Set(
  AIRPORTS.filter((airport) => airport.country === 'DE' && !airport.virtual).map((a) => a.iata),
);

/** Per-hotel selling plan: who sells it, from where, which boards and rooms, child prices. */
export interface HotelPlan {
  hotel: HotelFeedRow;
  resort: Resort;
  season: SeasonKind;
  longHaul: boolean;
  night: number;
  operators: {
    code: string;
    market: OperatorMarket;
    price: number;
    airports: (rng: Rng) => string;
    childAge: number;
    childShare: number;
  }[];
  boards: number[];
  rooms: number[];
}

const operatorCodes = OPERATORS.filter((operator) => !operator.virtual).map((operator) => operator.code);
function operatorsFor(countryCode: string): string[] {
  return operatorCodes.filter((code) => {
    const countries = OPERATOR_MARKET[code]?.countries;
    return !countries || countries.includes(countryCode);
  });
}

function airportSampler(rng: Rng, marketCode: OperatorMarket, longHaul: boolean): (rng: Rng) => string {
  const weights = DEPARTURE_WEIGHTS[marketCode];
  const all = Object.keys(weights);
  const pick = weightedSampler(
    all,
    all.map((iata) => (weights[iata] ?? 0) ** (longHaul ? 1.6 : 1)),
  );
  const chosen: string[] = [];
  const size = Math.min(all.length, longHaul ? rng.int(1, 3) : rng.int(2, 7));
  for (let i = 0; i < size * 3 && chosen.length < size; i++) {
    const next = pick(rng);
    if (!chosen.includes(next)) chosen.push(next);
  }
  return weightedSampler(
    chosen,
    chosen.map((iata) => weights[iata] ?? 1),
  );
}

export function planHotel(rng: Rng, hotel: HotelFeedRow, offerCount: number): HotelPlan {
  const resort = RESORTS_BY_REGION.get(hotel.region_id);
  if (!resort) throw new Error(`hotel ${hotel.id}: region ${hotel.region_id} is not a resort of the reference data`);
  const figures = countryMarket(resort.countryCode);
  const coastal = CLIMATES[resort.climate].water.july !== null;
  const eligible = operatorsFor(resort.countryCode);
  const pickOperator = weightedSampler(
    eligible,
    eligible.map((code) => OPERATOR_MARKET[code]?.share ?? 1),
  );
  const codes: string[] = [];
  const wanted = Math.min(eligible.length, 1 + Math.min(5, Math.floor(offerCount / 12)) + rng.int(0, 1));
  for (let i = 0; i < wanted * 4 && codes.length < wanted; i++) {
    const code = pickOperator(rng);
    if (!codes.includes(code)) codes.push(code);
  }
  return {
    hotel,
    resort,
    season: CLIMATES[resort.climate].season,
    longHaul: figures.longHaul,
    night: figures.night * STAR_PRICE(hotel.stars) * Math.exp(0.15 * rng.gauss()),
    operators: codes.map((code) => {
      const seller = OPERATOR_MARKET[code] ?? { market: 'DE' as const, price: 1 };
      return {
        code,
        market: seller.market,
        price: seller.price,
        airports: airportSampler(rng, seller.market, figures.longHaul),
        childAge: rng.pick([2, 6, 12, 12, 14, 15, 16]),
        childShare: rng.pick([0, 0, 0.3, 0.5, 0.5, 0.7]),
      };
    }),
    boards: boardPlan(rng, hotel.stars, resort.countryCode, coastal),
    rooms: roomPlan(rng, hotel.stars, coastal, figures.longHaul),
  };
}

/** Departure-day samplers per season over the horizon: month pattern × a thinner far future. */
export function daySamplers(start: number, days: number): Record<SeasonKind, (rng: Rng) => number> {
  const range = Array.from({ length: days }, (_, i) => start + i);
  const build = (kind: SeasonKind) => {
    const weights = range.map(
      (day, i) => (SEASONS[kind].departures[dayInfo(day).month] ?? 0) * (i < 200 ? 1 : 1 - (0.5 * (i - 200)) / days),
    );
    const usable = weights.some((weight) => weight > 0);
    return weightedSampler(range, usable ? weights : range.map(() => 1));
  };
  return {
    summer: build('summer'),
    mediterranean: build('mediterranean'),
    winter_sun: build('winter_sun'),
    tropical: build('tropical'),
  };
}

const NIGHTS_SHORT = weightedSampler(
  [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 21],
  [3, 4, 4, 3, 45, 3, 2, 7, 3, 3, 2, 18, 2],
);
const NIGHTS_LONG = weightedSampler([7, 8, 9, 10, 11, 12, 13, 14, 16, 21], [14, 4, 12, 14, 5, 10, 4, 28, 3, 6]);
const AVAILABILITY = weightedSampler(['AVAILABLE', 'ON_REQUEST', 'NOT_AVAILABLE'] as const, [86, 9, 5]);
const FLIGHT_OCCUPANCY: OfferFeedRow['occupancy'] = { min_adults: 1, max_adults: 8, max_children: 4, max_persons: 9 };

function priceFactorForDay(season: SeasonKind, day: number, today: number): number {
  const info = dayInfo(day);
  let factor = SEASONS[season].price[info.month] ?? 1;
  const dayOfYear = info.month * 31 + Number(info.iso.slice(8, 10));
  if (dayOfYear >= 11 * 31 + 20 || dayOfYear <= 3) factor *= 1.2;
  const ahead = day - today;
  if (ahead < 14) factor *= 0.88;
  else if (ahead > 180) factor *= 0.93;
  return factor;
}

/** Round-trip seat cost per person in EUR for a distance, before season. */
const seatCost = (km: number): number => 2 * (40 + 0.05 * km);

function money(eur: number, rate: number): { eur: number; pln: number } {
  const whole = Math.max(29, Math.round(eur));
  return { eur: whole, pln: Math.round(whole * rate * 100) / 100 };
}

export function hotelOffer(rng: Rng, plan: HotelPlan, departureDay: number, today: number, rate: number): OfferFeedRow {
  const operator = rng.pick(plan.operators);
  const hotelOnly = rng.chance(0.12);
  const nights = (plan.longHaul ? NIGHTS_LONG : NIGHTS_SHORT)(rng);
  const returnDay = departureDay + nights;
  const board = rng.chance(0.6) ? (plan.boards[0] ?? 3) : rng.pick(plan.boards);
  const room = rng.chance(0.55) ? (plan.rooms[0] ?? 1) : rng.pick(plan.rooms);
  const roomFigures = ROOMS[room] ?? { price: 1, occupancy: [1, 2, 1, 3] as const };
  const season = priceFactorForDay(plan.season, departureDay, today);
  const stay = plan.night * nights * (BOARD_PRICE[board] ?? 1) * roomFigures.price;
  const from = hotelOnly ? null : operator.airports(rng);
  const to = plan.resort.airport;
  const fromGeo = from ? AIRPORT_GEO.get(from) : undefined;
  const toGeo = AIRPORT_GEO.get(to);
  const seats = fromGeo && toGeo ? seatCost(distanceKm(fromGeo, toGeo)) : 0;
  const noise = 0.94 + rng.next() * 0.12;
  const eur = (stay + seats) * season * operator.price * noise * (hotelOnly ? 1.05 : 1);
  const price = money(eur, rate);
  const [minAdults, maxAdults, maxChildren, maxPersons] = roomFigures.occupancy;
  const germanDeparture = from !== null && operator.market === 'DE' && AIRPORTS_DE.has(from);
  return {
    uuid: uuidV4(rng),
    hotel_id: plan.hotel.id,
    operator_code: operator.code,
    offer_type: hotelOnly ? 'S' : 'A',
    departure_date: isoDay(departureDay),
    return_date: isoDay(returnDay),
    duration: nights + 1,
    departure_airport_iata: from,
    destination_airport_iata: hotelOnly ? null : to,
    flights: from
      ? flightsFor({
          from,
          to,
          market: operator.market,
          operator: operator.code,
          longHaul: plan.longHaul,
          outboundDay: departureDay,
          returnDay,
        })
      : [],
    board_id: board,
    accommodation_id: room,
    price_per_person_eur: price.eur,
    price_per_person_pln: price.pln,
    availability: AVAILABILITY(rng),
    transfer: hotelOnly ? rng.chance(0.04) : rng.chance(0.92),
    train_to_airport: germanDeparture && rng.chance(0.45),
    occupancy: { min_adults: minAdults, max_adults: maxAdults, max_children: maxChildren, max_persons: maxPersons },
    child_pricing: { child_max_age: operator.childAge, child_price_share: operator.childShare },
  };
}

const FLIGHT_OPERATORS = operatorCodes.filter((code) => !OPERATOR_MARKET[code]?.countries);
const pickFlightOperator = weightedSampler(
  FLIGHT_OPERATORS,
  FLIGHT_OPERATORS.map((code) => OPERATOR_MARKET[code]?.share ?? 1),
);
const pickDeparture = Object.fromEntries(
  Object.entries(DEPARTURE_WEIGHTS).map(([key, weights]) => [
    key,
    weightedSampler(Object.keys(weights), Object.values(weights)),
  ]),
) as Record<OperatorMarket, (rng: Rng) => string>;

export function flightOffer(rng: Rng, resort: Resort, departureDay: number, today: number, rate: number): OfferFeedRow {
  const code = pickFlightOperator(rng);
  const figures = OPERATOR_MARKET[code] ?? { market: 'DE' as const, price: 1 };
  const longHaul = countryMarket(resort.countryCode).longHaul;
  const from = pickDeparture[figures.market](rng);
  const oneWay = rng.chance(0.375);
  const nights = oneWay ? 0 : (longHaul ? NIGHTS_LONG : NIGHTS_SHORT)(rng);
  const fromGeo = AIRPORT_GEO.get(from);
  const toGeo = AIRPORT_GEO.get(resort.airport);
  const seats = fromGeo && toGeo ? seatCost(distanceKm(fromGeo, toGeo)) : 200;
  const season = priceFactorForDay(CLIMATES[resort.climate].season, departureDay, today);
  const eur = seats * (oneWay ? 0.6 : 1.1) * season * (0.9 + rng.next() * 0.2);
  const price = money(eur, rate);
  return {
    uuid: uuidV4(rng),
    hotel_id: null,
    operator_code: code,
    offer_type: oneWay ? 'C1' : 'C2',
    departure_date: isoDay(departureDay),
    return_date: isoDay(departureDay + nights),
    duration: nights + 1,
    departure_airport_iata: from,
    destination_airport_iata: resort.airport,
    flights: flightsFor({
      from,
      to: resort.airport,
      market: figures.market,
      operator: code,
      longHaul,
      outboundDay: departureDay,
      returnDay: oneWay ? null : departureDay + nights,
    }),
    board_id: null,
    accommodation_id: null,
    price_per_person_eur: price.eur,
    price_per_person_pln: price.pln,
    availability: AVAILABILITY(rng),
    transfer: false,
    train_to_airport: figures.market === 'DE' && AIRPORTS_DE.has(from) && rng.chance(0.2),
    occupancy: FLIGHT_OCCUPANCY,
    child_pricing: { child_max_age: 12, child_price_share: 0.75 },
  };
}
