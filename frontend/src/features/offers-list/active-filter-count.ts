import type { ListPreset } from '@app/shared/offers-list/list-query';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { activeFilterChips } from './active-filter-chips.ts';

/**
 * How many filters a search has on, for the phone's "Filtry (3)" button: each widget counts once
 * (both dates together, both trip lengths, the whole party, all chosen boards); what a preset page's
 * path fixes does not count, nor does the offer type. Counted from the chips above the results, so
 * the button and the chips always agree.
 */
export function activeFilterCount(values: Partial<SearchFormValues>, preset: ListPreset): number {
  return new Set(activeFilterChips(values, preset).map((chip) => chip.widget)).size;
}
