import type { Flight } from '@app/shared/feed';
import { dayInfo, isoDay, lastWeekdayOfMonth, nthWeekdayOfMonth } from './calendar.ts';
import { CARRIERS, HUBS, type Carrier, type OperatorMarket } from './market.ts';
import { AIRPORT_GEO, type AirportGeo, type TimeZone } from './reference/airports.ts';

/**
 * Flight legs of generated offers. Every route an operator flies gets one fixed carrier, flight
 * number and departure time (derived from a hash of the route, as a real timetable would be), so
 * the same route looks the same across offers; times are local at each airport, with daylight
 * saving, and block times follow the great-circle distance.
 */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const dstCache = new Map<string, readonly [number, number]>();
/** First and last local day of daylight saving time in a year (inclusive, to the day). */
function dstWindow(rule: NonNullable<TimeZone['dst']>, year: number): readonly [number, number] {
  const key = `${rule}${year}`;
  let window = dstCache.get(key);
  if (!window) {
    if (rule === 'EU') window = [lastWeekdayOfMonth(year, 2, 0), lastWeekdayOfMonth(year, 9, 0) - 1];
    else if (rule === 'EG') window = [lastWeekdayOfMonth(year, 3, 5), lastWeekdayOfMonth(year, 9, 4)];
    else window = [nthWeekdayOfMonth(year, 2, 0, 2), nthWeekdayOfMonth(year, 10, 0, 1) - 1];
    dstCache.set(key, window);
  }
  return window;
}

function offsetMinutes(tz: TimeZone, day: number): number {
  if (!tz.dst) return tz.offset;
  const [start, end] = dstWindow(tz.dst, dayInfo(day).year);
  return day >= start && day <= end ? tz.offset + 60 : tz.offset;
}

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
/** Formats minutes since the epoch day 0 (UTC) as local "YYYY-MM-DDTHH:mm" at an airport. */
function localTime(utcMinutes: number, tz: TimeZone): string {
  const utcDay = Math.floor(utcMinutes / 1440);
  const local = utcMinutes + offsetMinutes(tz, utcDay);
  const day = Math.floor(local / 1440);
  const minute = local - day * 1440;
  return `${isoDay(day)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Route {
  carrier: Carrier;
  number: number;
  /** Local departure time, minutes after midnight. */
  departs: number;
  block: number;
}
const routes = new Map<string, Route>();
function route(carrier: Carrier, from: string, to: string): Route {
  const key = `${carrier.code}|${from}|${to}`;
  let found = routes.get(key);
  if (!found) {
    const h = hash(key);
    const km = distanceKm(geo(from), geo(to));
    found = {
      carrier,
      number: 100 + (h % 9800),
      departs: 300 + ((h >>> 8) % 211) * 5,
      block: Math.round((km / 800) * 12 + 7) * 5,
    };
    routes.set(key, found);
  }
  return found;
}

function geo(iata: string): AirportGeo {
  const found = AIRPORT_GEO.get(iata);
  if (!found) throw new Error(`unknown airport ${iata}`);
  return found;
}

/** Flies one leg departing on a local day at the route's time, or at/after a UTC minute. */
function leg(
  r: Route,
  from: string,
  to: string,
  day: number,
  notBeforeUtc?: number,
): { flight: Flight; arrivesUtc: number } {
  const origin = geo(from);
  let departsUtc = day * 1440 + r.departs - offsetMinutes(origin.tz, day);
  if (notBeforeUtc !== undefined) departsUtc = notBeforeUtc;
  const arrivesUtc = departsUtc + r.block;
  return {
    arrivesUtc,
    flight: {
      departure_airport_iata: from,
      arrival_airport_iata: to,
      departure_time: localTime(departsUtc, origin.tz),
      arrival_time: localTime(arrivesUtc, geo(to).tz),
      flight_number: `${r.carrier.code}${r.number}`,
      carrier: r.carrier.name,
    },
  };
}

const FEEDER: Record<OperatorMarket, Carrier> = {
  DE: { code: 'LH', name: 'Lufthansa' },
  PL: { code: 'LO', name: 'LOT Polish Airlines' },
  AT: { code: 'OS', name: 'Austrian Airlines' },
  CH: { code: 'LX', name: 'Swiss' },
};
const EMIRATES: Carrier = { code: 'EK', name: 'Emirates' };
/** Airports with direct long-haul leisure flights. */
const LONG_HAUL_DIRECT = new Set(['WAW', 'KTW', 'FRA', 'MUC', 'DUS', 'VIE', 'ZRH']);

export interface Itinerary {
  from: string;
  to: string;
  market: OperatorMarket;
  operator: string;
  longHaul: boolean;
  outboundDay: number;
  /** Null for one-way flights. */
  returnDay: number | null;
}

/**
 * The legs an operator's passengers fly. Short and medium haul: direct with the operator's charter
 * carrier. Long haul: direct from the big airports on most routes, otherwise a change of planes at
 * the market's hub (Frankfurt, Warsaw, Vienna, Zurich) or, east of Europe, in Dubai with Emirates.
 */
function plan(it: Itinerary): { hub: string | null; long: Carrier; feeder: Carrier } {
  const h = hash(`${it.operator}|${it.from}|${it.to}`);
  const carriers = CARRIERS[it.market];
  const feeder = FEEDER[it.market];
  if (!it.longHaul) return { hub: null, long: carriers.short[h % carriers.short.length] ?? feeder, feeder };
  const long = carriers.long[h % carriers.long.length] ?? feeder;
  const hubs = HUBS[it.market];
  if ((LONG_HAUL_DIRECT.has(it.from) && h % 4 !== 0) || hubs.includes(it.from)) return { hub: null, long, feeder };
  if (geo(it.to).lon > 30 && (h >>> 4) % 2 === 0) return { hub: 'DXB', long: EMIRATES, feeder: EMIRATES };
  return { hub: hubs[0] ?? null, long, feeder };
}

export function flightsFor(it: Itinerary): Flight[] {
  const { hub, long, feeder } = plan(it);
  const layover = 95 + (hash(`${it.from}${it.to}`) % 25) * 5;
  const out: Flight[] = [];
  if (hub === null) {
    out.push(leg(route(long, it.from, it.to), it.from, it.to, it.outboundDay).flight);
    if (it.returnDay !== null) {
      const back = route(long, it.to, it.from);
      out.push(leg(back, it.to, it.from, it.returnDay).flight);
    }
    return out;
  }
  const first = leg(route(feeder, it.from, hub), it.from, hub, it.outboundDay);
  const second = leg(route(long, hub, it.to), hub, it.to, it.outboundDay, first.arrivesUtc + layover);
  out.push(first.flight, second.flight);
  if (it.returnDay !== null) {
    const third = leg(route(long, it.to, hub), it.to, hub, it.returnDay);
    const fourth = leg(route(feeder, hub, it.from), hub, it.from, it.returnDay, third.arrivesUtc + layover);
    out.push(third.flight, fourth.flight);
  }
  return out;
}
