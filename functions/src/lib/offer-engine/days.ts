/**
 * Calendar arithmetic on day numbers (days since 1970-01-01). Offer dates in the feed are local
 * calendar dates, so they are stored as plain day numbers; search dates arrive as Unix seconds
 * and are read as Warsaw calendar days (the date picker stores the start of the chosen day).
 */
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

export function isoDateToDay(isoDate: string): number {
  return (
    Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / MS_PER_DAY
  );
}

// Day numbers of real offers span a few years, so their texts are memoized: formatting through
// Date#toISOString cost ~0.7 µs each, several times per offer shown.
const isoDates: string[] = [];

export function dayToIsoDate(day: number): string {
  return (isoDates[day] ??= new Date(day * MS_PER_DAY).toISOString().slice(0, 10));
}

const warsawDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Warsaw calendar day a Unix timestamp (seconds) falls on. */
export function warsawDay(unixSeconds: number): number {
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of warsawDate.formatToParts(new Date(unixSeconds * 1000))) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** `YYYY-MM-DDTHH:mm` local wall-clock time as minutes, kept zone-free like the feed. */
export function localDateTimeToMinutes(value: string): number {
  const date = Date.UTC(
    Number(value.slice(0, 4)),
    Number(value.slice(5, 7)) - 1,
    Number(value.slice(8, 10)),
    Number(value.slice(11, 13)),
    Number(value.slice(14, 16)),
  );
  return date / MS_PER_MINUTE;
}

const twoDigits = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

export function minutesToLocalDateTime(minutes: number): string {
  const day = Math.floor(minutes / 1440);
  const minute = minutes - day * 1440;
  return `${dayToIsoDate(day)}T${twoDigits[Math.floor(minute / 60)]}:${twoDigits[minute % 60]}`;
}
