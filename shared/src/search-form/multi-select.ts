/**
 * One click on a checkbox of a multi-select (boards, accommodations, facilities, operators,
 * airports): adds the value at the end, or removes it when present. The order of choice is kept,
 * as labels list the names in that order.
 */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** More chosen entries than this are summarised as a count (spec §5, §9; VAL-40, CONST-16). */
export const MAX_NAMED_CHOICES = 4;

/**
 * The closed multi-select's text (airports, destinations, facilities, operators): the chosen names in the order
 * chosen or, once more than four are chosen, the count text from `formatCount` (an ICU plural
 * message on the front end). Nothing chosen gives '', so the widget shows its placeholder.
 */
export function chosenSummary(names: readonly string[], formatCount: (count: number) => string): string {
  return names.length > MAX_NAMED_CHOICES ? formatCount(names.length) : names.join(', ');
}
