import { addDays, addMonths, daysBetween, tomorrow } from './dates.ts';

/** A range of calendar days (spec §3), ISO 'YYYY-MM-DD', both ends inclusive. */
export type DateRange = { startDate: string; endDate: string };

/**
 * No day before tomorrow can be picked (WIDGET-04), so a date that arrives earlier (typed in, or an
 * old link) is treated as tomorrow; that keeps every result starting in the future.
 */
function notBeforeTomorrow(iso: string, todayIso: string): string {
  const earliest = tomorrow(todayIso);
  return iso < earliest ? earliest : iso;
}

/**
 * Spec §4: moving the start to or past the end moves the end too, keeping the range's length
 * (STATE-01); an earlier start just shortens or lengthens the range.
 */
export function moveStart(range: DateRange, newStart: string, todayIso: string): DateRange {
  const startDate = notBeforeTomorrow(newStart, todayIso);
  if (startDate < range.endDate) return { startDate, endDate: range.endDate };
  return { startDate, endDate: addDays(startDate, daysBetween(range.startDate, range.endDate)) };
}

/**
 * Spec §4: moving the end to or before the start moves the start back, keeping the length
 * (STATE-02); when that start would be today or earlier, the start becomes tomorrow and the end is
 * the chosen date, so the length gives way (STATE-03).
 */
export function moveEnd(range: DateRange, newEnd: string, todayIso: string): DateRange {
  const endDate = notBeforeTomorrow(newEnd, todayIso);
  if (endDate > range.startDate) return { startDate: range.startDate, endDate };
  const startDate = addDays(endDate, -daysBetween(range.startDate, range.endDate));
  return startDate <= todayIso ? { startDate: tomorrow(todayIso), endDate } : { startDate, endDate };
}

/** Search dates before the visitor picks any: tomorrow to two months from today (spec §9, CONST-01). */
export function defaultSearchRange(todayIso: string): DateRange {
  return { startDate: tomorrow(todayIso), endDate: addMonths(todayIso, 2) };
}

/** Group-enquiry dates before any are picked: tomorrow to one month from today (spec §9, CONST-02). */
export function defaultGroupRange(todayIso: string): DateRange {
  return { startDate: tomorrow(todayIso), endDate: addMonths(todayIso, 1) };
}
