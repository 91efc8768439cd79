import { foldDiacritics } from '../text.ts';
import { addDays, tomorrow } from '../search-form/dates.ts';
import type { SearchFormValues } from '../search-form/search-query.ts';

/**
 * The offers list's first-minute, last-minute and all-inclusive filters (spec §2, LIST-12 to LIST-14;
 * decision 015). None of them is a search criterion of spec §3, so each is written into criteria
 * the search already has, and the URL stays the whole search (ROUTE-01).
 */

/**
 * Last minute departs within 14 days, first minute at least 90 days ahead: one home for the list's
 * quick filters here and the server's special-offer badges (decision 008).
 */
export const LAST_MINUTE_DAYS = 14;
export const FIRST_MINUTE_DAYS = 90;

export const DATE_PRESETS = ['last_minute', 'first_minute'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

type DateFields = Pick<SearchFormValues, 'departureDate' | 'returnDate' | 'datesDelta'>;

/**
 * The departure window of a preset, relative to today (the visitor's day, D3). Last minute: from
 * tomorrow (the earliest day the date picker offers, WIDGET-04) with `dates_delta` 13, so the last
 * departure day is today + 14. First minute: from today + 90, open-ended.
 */
export function datePresetWindow(preset: DatePreset, todayIso: string): { departureDate: string; datesDelta?: number } {
  switch (preset) {
    case 'last_minute':
      return { departureDate: tomorrow(todayIso), datesDelta: LAST_MINUTE_DAYS - 1 };
    case 'first_minute':
      return { departureDate: addDays(todayIso, FIRST_MINUTE_DAYS) };
  }
}

/** The preset whose window the search's dates are exactly, if any (a return date may be added to it). */
export function activeDatePreset(values: Partial<DateFields>, todayIso: string): DatePreset | undefined {
  return DATE_PRESETS.find((preset) => {
    const window = datePresetWindow(preset, todayIso);
    return values.departureDate === window.departureDate && values.datesDelta === window.datesDelta;
  });
}

/**
 * A click on a preset: it replaces the search's dates by its window (a return date chosen before is
 * dropped: "return by 2 months ahead" and "depart from 90 days ahead" would find nothing), or, when it
 * is the active one, clears the dates. The two presets exclude each other, as they write the same fields.
 */
export function toggleDatePreset(values: Partial<DateFields>, preset: DatePreset, todayIso: string): DateFields {
  if (activeDatePreset(values, todayIso) === preset)
    return { departureDate: undefined, returnDate: values.returnDate, datesDelta: undefined };
  const window = datePresetWindow(preset, todayIso);
  return { departureDate: window.departureDate, returnDate: undefined, datesDelta: window.datesDelta };
}

/**
 * Boards of the all-inclusive kind in the default filter's board list: names saying "all inclusive"
 * in any case or accents (All inclusive, Ultra all inclusive) — the rule the server applies to the
 * special offers' badge (functions/src/offers/special-offers.ts).
 */
export function allInclusiveBoardIds(boards: readonly { id: number; name: string }[]): number[] {
  return boards.filter((board) => foldDiacritics(board.name).includes('all inclusive')).map((board) => board.id);
}

/**
 * All inclusive is on when every chosen board is of the all-inclusive kind: the search then finds only
 * all-inclusive offers, whether the quick filter chose them or the board list did ("All inclusive"
 * alone, without "Ultra all inclusive", is still all inclusive; issue 22).
 */
export function isAllInclusive(selected: readonly number[], allInclusiveIds: readonly number[]): boolean {
  return selected.length > 0 && selected.every((id) => allInclusiveIds.includes(id));
}

/** Ticking all inclusive chooses exactly those boards; unticking removes them and keeps the others. */
export function toggleAllInclusive(selected: readonly number[], allInclusiveIds: readonly number[]): number[] {
  return isAllInclusive(selected, allInclusiveIds)
    ? selected.filter((id) => !allInclusiveIds.includes(id))
    : [...allInclusiveIds];
}
