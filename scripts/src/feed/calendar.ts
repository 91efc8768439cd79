/**
 * Day arithmetic for the generator: days are whole days since 1970-01-01 (UTC), which keeps date
 * maths integer and lets ISO strings be cached instead of rebuilt for every row.
 */
const MS_PER_DAY = 86_400_000;
interface DayInfo {
  iso: string;
  year: number;
  /** 0 = January. */
  month: number;
  /** 0 = Sunday. */
  weekday: number;
}
const cache = new Map<number, DayInfo>();

export function dayOf(iso: string): number {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`not an ISO date: ${iso}`);
  return Math.floor(ms / MS_PER_DAY);
}

export function dayInfo(day: number): DayInfo {
  let info = cache.get(day);
  if (!info) {
    const date = new Date(day * MS_PER_DAY);
    info = {
      iso: date.toISOString().slice(0, 10),
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      weekday: date.getUTCDay(),
    };
    cache.set(day, info);
  }
  return info;
}

export const isoDay = (day: number): string => dayInfo(day).iso;

/** The day of the last given weekday (0 = Sunday) of a month (0-based) of a year. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: number): number {
  const last = Math.floor(Date.UTC(year, month + 1, 0) / MS_PER_DAY);
  return last - ((dayInfo(last).weekday - weekday + 7) % 7);
}

/** The day of the n-th (1-based) given weekday of a month. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): number {
  const first = Math.floor(Date.UTC(year, month, 1) / MS_PER_DAY);
  return first + ((weekday - dayInfo(first).weekday + 7) % 7) + 7 * (n - 1);
}
