import type { IntlShape } from 'react-intl';

/** Months (1–12) as runs of consecutive months, a run may wrap over the new year (11, 12, 1 → one run). */
export function monthRuns(months: readonly number[]): [number, number][] {
  const sorted = [...new Set(months)].filter((month) => month >= 1 && month <= 12).sort((a, b) => a - b);
  if (sorted.length === 12) return [[1, 12]];
  const runs: [number, number][] = [];
  for (const month of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] === month - 1) last[1] = month;
    else runs.push([month, month]);
  }
  const first = runs[0];
  const final = runs[runs.length - 1];
  if (runs.length > 1 && first && final && first[0] === 1 && final[1] === 12) {
    runs.pop();
    runs[0] = [final[0], first[1]];
  }
  return runs;
}

function monthName(intl: IntlShape, month: number): string {
  return intl.formatDate(Date.UTC(2024, month - 1, 15), { month: 'long', timeZone: 'UTC' });
}

/** "maj–październik", "grudzień–kwiecień", "przez cały rok" – ranges in the visitor's language. */
export function formatBestMonths(intl: IntlShape, months: readonly number[]): string {
  const runs = monthRuns(months);
  if (runs.length === 1 && runs[0]?.[0] === 1 && runs[0][1] === 12)
    return intl.formatMessage({ id: 'destinations.practical.all_year' });
  return intl.formatList(
    runs.map(([from, to]) => (from === to ? monthName(intl, from) : `${monthName(intl, from)}–${monthName(intl, to)}`)),
    { type: 'conjunction' },
  );
}

/** "+2 h", "−6 h", with the locale's own digits and decimal sign (Sri Lanka: +4,5 h). */
function signedHours(intl: IntlShape, hours: number): string {
  return intl.formatMessage(
    { id: 'destinations.practical.hours' },
    { hours: intl.formatNumber(hours, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }) },
  );
}

/** The time difference to Poland: none, the same all year, or winter and summer apart. */
export function formatTimeDifference(intl: IntlShape, difference: { winter: number; summer: number }): string {
  if (difference.winter === 0 && difference.summer === 0)
    return intl.formatMessage({ id: 'destinations.practical.time_same' });
  if (difference.winter === difference.summer)
    return intl.formatMessage(
      { id: 'destinations.practical.time_all_year' },
      { hours: signedHours(intl, difference.winter) },
    );
  return intl.formatMessage(
    { id: 'destinations.practical.time_seasons' },
    { winter: signedHours(intl, difference.winter), summer: signedHours(intl, difference.summer) },
  );
}

/** "ok. 3 h 10 min" – a typical flight, rounded to 5 minutes by the content. */
export function formatFlightTime(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? intl.formatMessage({ id: 'destinations.practical.flight_hours' }, { hours })
    : intl.formatMessage({ id: 'destinations.practical.flight_hours_minutes' }, { hours, minutes: rest });
}
