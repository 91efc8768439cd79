import type { DefaultFilterResponse } from '../filters.ts';

/** Trip lengths the search accepts, in days (the server's duration_min/duration_max bounds). */
export const TRIP_LENGTH_MIN = 1;
export const TRIP_LENGTH_MAX = 60;

export type TripLength = { min: number; max: number };
export type DurationOption = TripLength & { value: string };

const LEADING_INTEGER = /^\s*[-+]?(\d+)/;

/**
 * What a trip-length box keeps of the typed text (spec §5): the absolute integer ("-5" → "5",
 * VAL-34), or '' for anything that does not start with a number ("abc" → "", VAL-35).
 */
export function parseLengthInput(text: string): string {
  const digits = LEADING_INTEGER.exec(text)?.[1];
  return digits === undefined ? '' : String(Number(digits));
}

function asNumber(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** On blur a minimum above the maximum swaps the two (VAL-36: 14 and 7 → 7–14); otherwise unchanged. */
export function normalizeLengthRange<T extends string | number | undefined>(min: T, max: T): { min: T; max: T } {
  const low = asNumber(min);
  const high = asNumber(max);
  return low !== undefined && high !== undefined && low > high ? { min: max, max: min } : { min, max };
}

/**
 * The picker's closed label, "min-max" and the word for days (WIDGET-09: "7-14 dni"). With only a
 * minimum it reads "7+ dni"; with only a maximum the minimum is the shortest trip, "1-14 dni";
 * with neither it is '' so the UI shows its placeholder.
 */
export function tripLengthLabel(
  min: string | number | undefined,
  max: string | number | undefined,
  daysWord: string,
): string {
  const low = asNumber(min);
  const high = asNumber(max);
  if (low === undefined && high === undefined) return '';
  if (high === undefined) return `${low}+ ${daysWord}`;
  return `${low ?? TRIP_LENGTH_MIN}-${high} ${daysWord}`;
}

/** A default-filter option "7-10" as numbers; anything else (or a reversed range) is not an option. */
export function parseDurationOption(option: string): TripLength | undefined {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(option);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min >= TRIP_LENGTH_MIN && max <= TRIP_LENGTH_MAX && min <= max ? { min, max } : undefined;
}

/** The default filter's trip-length list (spec §3), in its order, without unreadable or repeated entries. */
export function durationOptions(duration: DefaultFilterResponse['duration']): DurationOption[] {
  const options: DurationOption[] = [];
  for (const value of duration.list) {
    const parsed = parseDurationOption(value);
    if (parsed && !options.some((option) => option.min === parsed.min && option.max === parsed.max))
      options.push({ value: `${parsed.min}-${parsed.max}`, ...parsed });
  }
  return options;
}

/** The default filter's default trip length, or its first option when the default is unreadable. */
export function defaultTripLength(duration: DefaultFilterResponse['duration']): TripLength | undefined {
  const parsed = parseDurationOption(duration.default);
  if (parsed) return parsed;
  const [first] = durationOptions(duration);
  return first && { min: first.min, max: first.max };
}

/**
 * The picker's starting value: lengths from the URL win (STATE-24), even when only one end is
 * given; without any, the default filter's default.
 */
export function initialTripLength(
  fromUrl: { durationMin?: number; durationMax?: number },
  duration: DefaultFilterResponse['duration'] | undefined,
): { durationMin?: number; durationMax?: number } {
  if (fromUrl.durationMin !== undefined || fromUrl.durationMax !== undefined) {
    return {
      ...(fromUrl.durationMin === undefined ? {} : { durationMin: fromUrl.durationMin }),
      ...(fromUrl.durationMax === undefined ? {} : { durationMax: fromUrl.durationMax }),
    };
  }
  const fallback = duration && defaultTripLength(duration);
  return fallback ? { durationMin: fallback.min, durationMax: fallback.max } : {};
}
