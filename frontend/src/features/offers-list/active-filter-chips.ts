import type { ListPreset } from '@app/shared/offers-list/list-query';
import { isFieldActive, type FormField } from '@app/shared/search-form/active-filters';
import { ADULTS_DEFAULT } from '@app/shared/search-form/party';
import type { SearchFormValues } from '@app/shared/search-form/search-query';

type Values = Partial<SearchFormValues>;

/**
 * One removable chip above the results: one per chosen value of a list (each destination, board,
 * operator …), one per widget otherwise (both dates, both trip lengths, the whole party). `remove` is
 * the patch unticking it in the sidebar would make, so a chip and its checkbox never disagree.
 */
export type FilterChip =
  | { key: string; widget: 'regions'; kind: 'region'; value: number; remove: Values }
  | { key: string; widget: 'departureAirports'; kind: 'airport'; value: string; remove: Values }
  | { key: string; widget: 'boards'; kind: 'board'; value: number; remove: Values }
  | { key: string; widget: 'accommodations'; kind: 'accommodation'; value: number; remove: Values }
  | { key: string; widget: 'facilities'; kind: 'facility'; value: number; remove: Values }
  | { key: string; widget: 'operators'; kind: 'operator'; value: string; remove: Values }
  | { key: string; widget: 'dates'; kind: 'dates'; remove: Values }
  | { key: string; widget: 'duration'; kind: 'duration'; remove: Values }
  | { key: string; widget: 'party'; kind: 'party'; remove: Values }
  | { key: string; widget: 'transfer'; kind: 'transfer'; remove: Values }
  | { key: string; widget: 'priceMaxEur'; kind: 'price'; remove: Values }
  | { key: string; widget: 'hotelStandard'; kind: 'stars'; remove: Values }
  | { key: string; widget: 'hotelName'; kind: 'hotelName'; remove: Values };

export type ChipWidget = FilterChip['widget'];

function eachOf<V extends string | number>(list: readonly V[] | undefined, chip: (value: V, rest: V[]) => FilterChip) {
  const unique = [...new Set(list ?? [])];
  return unique.map((value) =>
    chip(
      value,
      unique.filter((other) => other !== value),
    ),
  );
}

/**
 * The chips of a search, in the sidebar's order. What a preset page's path fixes is no chip (its
 * title says it), nor is the offer type (a choice, not a filter), nor a filter the offer type
 * switches off (spec §4: the search ignores it, the sidebar hides it).
 */
export function activeFilterChips(values: Values, preset: ListPreset): FilterChip[] {
  const on = (field: FormField) => isFieldActive(values.offerType, field);
  const chips: FilterChip[] = [];
  if (on('regions') && preset.regions === undefined)
    chips.push(
      ...eachOf(values.regions, (value, rest) => ({
        key: `region-${value}`,
        widget: 'regions',
        kind: 'region',
        value,
        remove: { regions: rest },
      })),
    );
  if (on('departureAirports'))
    chips.push(
      ...eachOf(values.departureAirports, (value, rest) => ({
        key: `airport-${value}`,
        widget: 'departureAirports',
        kind: 'airport',
        value,
        remove: { departureAirports: rest },
      })),
    );
  if (on('dates') && (values.departureDate !== undefined || values.returnDate !== undefined))
    chips.push({
      key: 'dates',
      widget: 'dates',
      kind: 'dates',
      remove: { departureDate: undefined, returnDate: undefined, datesDelta: undefined },
    });
  if (on('duration') && (values.durationMin !== undefined || values.durationMax !== undefined))
    chips.push({
      key: 'duration',
      widget: 'duration',
      kind: 'duration',
      remove: { durationMin: undefined, durationMax: undefined },
    });
  if (on('party') && isPartyChosen(values))
    chips.push({ key: 'party', widget: 'party', kind: 'party', remove: { adults: ADULTS_DEFAULT, childrenAges: [] } });
  if (on('transfer') && values.transfer !== undefined)
    chips.push({ key: 'transfer', widget: 'transfer', kind: 'transfer', remove: { transfer: undefined } });
  if (on('boards'))
    chips.push(
      ...eachOf(values.boards, (value, rest) => ({
        key: `board-${value}`,
        widget: 'boards',
        kind: 'board',
        value,
        remove: { boards: rest },
      })),
    );
  if (on('priceMaxEur') && values.priceMaxEur !== undefined)
    chips.push({ key: 'price', widget: 'priceMaxEur', kind: 'price', remove: { priceMaxEur: undefined } });
  if (on('accommodations'))
    chips.push(
      ...eachOf(values.accommodations, (value, rest) => ({
        key: `accommodation-${value}`,
        widget: 'accommodations',
        kind: 'accommodation',
        value,
        remove: { accommodations: rest },
      })),
    );
  if (on('hotelStandard') && (values.hotelStandard ?? 0) > 0)
    chips.push({ key: 'stars', widget: 'hotelStandard', kind: 'stars', remove: { hotelStandard: 0 } });
  if (on('facilities'))
    chips.push(
      ...eachOf(values.facilities, (value, rest) => ({
        key: `facility-${value}`,
        widget: 'facilities',
        kind: 'facility',
        value,
        remove: { facilities: rest },
      })),
    );
  if (on('operators'))
    chips.push(
      ...eachOf(values.operators, (value, rest) => ({
        key: `operator-${value}`,
        widget: 'operators',
        kind: 'operator',
        value,
        remove: { operators: rest },
      })),
    );
  if (on('hotelName') && (values.hotelName ?? '') !== '')
    chips.push({ key: 'hotel-name', widget: 'hotelName', kind: 'hotelName', remove: { hotelName: '' } });
  return chips;
}

/** A party other than the default two adults is a choice of the visitor's. */
export function isPartyChosen(values: Values): boolean {
  return (values.adults !== undefined && values.adults !== ADULTS_DEFAULT) || (values.childrenAges?.length ?? 0) > 0;
}
