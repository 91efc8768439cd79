/**
 * One click on a checkbox of a multi-select (boards, accommodations, facilities, operators,
 * airports): adds the value at the end, or removes it when present. The order of choice is kept,
 * as labels list the names in that order.
 */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
