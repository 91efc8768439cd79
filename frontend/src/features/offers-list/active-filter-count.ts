import type { ListPreset } from '@app/shared/offers-list/list-query';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { ADULTS_DEFAULT } from '@app/shared/search-form/party';

const nonEmpty = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 0;

/**
 * How many filters a search has on, for the phone's "Filtry (3)" button: each widget counts once
 * (both dates together, both trip lengths, the whole party); what a preset page's path fixes does not
 * count, nor does the offer type.
 */
export function activeFilterCount(values: Partial<SearchFormValues>, preset: ListPreset): number {
  const on = [
    preset.regions === undefined && nonEmpty(values.regions),
    nonEmpty(values.departureAirports),
    values.departureDate !== undefined || values.returnDate !== undefined,
    values.durationMin !== undefined || values.durationMax !== undefined,
    (values.adults !== undefined && values.adults !== ADULTS_DEFAULT) || nonEmpty(values.childrenAges),
    values.transfer !== undefined,
    nonEmpty(values.boards),
    values.priceMaxEur !== undefined,
    nonEmpty(values.accommodations),
    (values.hotelStandard ?? 0) > 0,
    nonEmpty(values.facilities),
    nonEmpty(values.operators),
    (values.hotelName ?? '') !== '',
  ];
  return on.filter(Boolean).length;
}
