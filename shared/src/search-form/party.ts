/** Travelling party limits (spec §5, §9; VAL-29 to VAL-31). */
export const ADULTS_MIN = 1;
export const ADULTS_MAX = 8;
export const ADULTS_DEFAULT = 2;
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 8;
export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 17;
/** A new child's age slider starts here (VAL-31). */
export const CHILD_AGE_DEFAULT = 7;

function clampInt(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;
}

/** Adults stay within 1–8; a value that is not a number falls back to the default 2. */
export function setAdults(value: number): number {
  return clampInt(value, ADULTS_MIN, ADULTS_MAX, ADULTS_DEFAULT);
}

/**
 * The ages list has one entry per child, so the count is its length: growing it adds children aged
 * 7 (the default), shrinking it drops the last ones and keeps the ages already set for the others.
 */
export function setChildrenCount(ages: readonly number[], count: number): number[] {
  const wanted = clampInt(count, CHILDREN_MIN, CHILDREN_MAX, CHILDREN_MIN);
  const kept = ages.slice(0, wanted);
  return [...kept, ...Array.from({ length: wanted - kept.length }, () => CHILD_AGE_DEFAULT)];
}

/** Sets one child's age within 0–17; an index with no child leaves the list as it is. */
export function setChildAge(ages: readonly number[], index: number, age: number): number[] {
  if (!Number.isInteger(index) || index < 0 || index >= ages.length) return [...ages];
  return ages.map((current, i) => (i === index ? clampInt(age, CHILD_AGE_MIN, CHILD_AGE_MAX, current) : current));
}

/**
 * The form after the reset control (OPEN-38): adults back to 2, children to 0 with their ages
 * cleared, airports emptied; every other field is kept.
 */
export function resetForm<T extends { adults?: number; childrenAges?: number[]; departureAirports?: string[] }>(
  values: T,
): T {
  return { ...values, adults: ADULTS_DEFAULT, childrenAges: [], departureAirports: [] };
}
