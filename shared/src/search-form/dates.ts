/**
 * Calendar dates of the search form as ISO 'YYYY-MM-DD' strings. The arithmetic runs on the UTC
 * calendar, so adding days never trips over a daylight-saving change; only the edges that meet real
 * instants (`startOfDayUnix`, `endOfDayUnix`, `unixToIso`, `todayIso`) take a time zone, which per
 * D3 is the browser's own zone on the front end and Europe/Warsaw on the server.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Minimum trip length used for the earliest return date when the form has none (spec §4). */
export const DEFAULT_MIN_DURATION_DAYS = 7;

/** Midnight UTC of the date, in ms; `setUTCFullYear` because `Date.UTC` maps years 0–99 to 19xx. */
function utcMs(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function parseIso(iso: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Rejects 2026-02-30 and friends, which Date would silently roll over into March.
  return toIso(utcMs(year, month, day)) === iso ? { year, month, day } : undefined;
}

function requireParts(iso: string): { year: number; month: number; day: number } {
  const parts = parseIso(iso);
  if (!parts) throw new RangeError(`Not an ISO calendar date: ${iso}`);
  return parts;
}

function isoToUtcMs(iso: string): number {
  const { year, month, day } = requireParts(iso);
  return utcMs(year, month, day);
}

function toIso(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** True for a real calendar date written as 'YYYY-MM-DD'. */
export function isIsoDate(text: string): boolean {
  return parseIso(text) !== undefined;
}

export function addDays(iso: string, days: number): string {
  return toIso(isoToUtcMs(iso) + Math.trunc(days) * DAY_MS);
}

/**
 * Calendar months, the day clamped to the end of a shorter month (31 Dec + 2 months = 28/29 Feb),
 * as people count "two months ahead".
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = requireParts(iso);
  const monthIndex = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  // Day 0 of the following month is the last day of the target month.
  const lastDay = new Date(utcMs(targetYear, targetMonth + 1, 0)).getUTCDate();
  return toIso(utcMs(targetYear, targetMonth, Math.min(day, lastDay)));
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((isoToUtcMs(b) - isoToUtcMs(a)) / DAY_MS);
}

export function tomorrow(todayIso: string): string {
  return addDays(todayIso, 1);
}

/** The earliest date the picker offers: tomorrow, unless the caller supplies a minimum (WIDGET-04, VAL-32). */
export function earliestDeparture(todayIso: string, minimum?: string): string {
  return minimum ?? tomorrow(todayIso);
}

/**
 * The earliest return date once a departure is chosen: departure plus the form's minimum trip length,
 * 7 days when none is set (spec §4, STATE-04).
 */
export function earliestReturn(departureIso: string, minDurationDays: number = DEFAULT_MIN_DURATION_DAYS): string {
  const days = Number.isFinite(minDurationDays) ? Math.max(0, Math.trunc(minDurationDays)) : DEFAULT_MIN_DURATION_DAYS;
  return addDays(departureIso, days);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US with the Gregorian calendar and Latin digits gives plain numbers to read back; h23 keeps
    // midnight as 0 where some engines would print 24.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock time at an instant, written as if it were UTC (ms). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instantMs)) parts[part.type] = Number(part.value);
  const { year = NaN, month = NaN, day = NaN, hour = 0, minute = 0, second = 0 } = parts;
  return utcMs(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000;
}

function offsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/**
 * Unix seconds of the first instant of a calendar day in a zone — what the date picker stores
 * (STATE-30). The offsets a day before and after bracket any transition; of the instants they give,
 * the earliest one that really reads 00:00 wins (a repeated midnight), and when midnight is skipped
 * (zones that switch at 00:00) the day starts where the gap ends.
 */
export function startOfDayUnix(iso: string, timeZone: string): number {
  const wall = isoToUtcMs(iso);
  const candidates = [offsetMs(wall - DAY_MS, timeZone), offsetMs(wall + DAY_MS, timeZone)].map(
    (offset) => wall - offset,
  );
  const exact = candidates.filter((instant) => wallClockMs(instant, timeZone) === wall);
  const instant = exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
  return instant / 1000;
}

/** Unix seconds of the last second of a calendar day (23:59:59), as special offers depart from (CONST-23). */
export function endOfDayUnix(iso: string, timeZone: string): number {
  return startOfDayUnix(addDays(iso, 1), timeZone) - 1;
}

/** The calendar day an instant (Unix seconds) falls on in a zone. */
export function unixToIso(seconds: number, timeZone: string): string {
  return toIso(wallClockMs(Math.floor(seconds) * 1000, timeZone));
}

/** Today in a zone, from a clock reading in ms (e.g. `Date.now()`), so callers pass time in. */
export function todayIso(nowMs: number, timeZone: string): string {
  return toIso(wallClockMs(Math.floor(nowMs / 1000) * 1000, timeZone));
}
