import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FacetCount } from '@app/shared/offers';
import {
  countOf,
  facetCounts,
  priceChoiceCount,
  regionCount,
  starChoiceCounts,
  withCounts,
  type FacetCounts,
  type FacetName,
} from '@app/shared/offers-list/facets';
import { chooseDeparture, chooseReturn } from '@app/shared/offers-list/list-dates';
import { isVirtualAirportCode } from '@app/shared/reference-data';
import {
  activeDatePreset,
  allInclusiveBoardIds,
  isAllInclusive,
  toggleAllInclusive,
  toggleDatePreset,
} from '@app/shared/offers-list/quick-filters';
import { isFieldActive, isFlightOfferType, type FormField } from '@app/shared/search-form/active-filters';
import { earliestDeparture, earliestReturn, todayIso } from '@app/shared/search-form/dates';
import { buildRegionTree } from '@app/shared/search-form/destinations';
import { setChildAge, setChildrenCount, ADULTS_DEFAULT } from '@app/shared/search-form/party';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { durationOptions } from '@app/shared/search-form/trip-length';
import { useFilterData } from '../../../api/get-filter-data.ts';
import { AirportsSelect } from '../../../components/search-fields/airports-select.tsx';
import { CheckboxList } from '../../../components/search-fields/checkbox-list.tsx';
import { StarsChoice, TransferChoice } from '../../../components/search-fields/choices.tsx';
import { DateField } from '../../../components/search-fields/date-field.tsx';
import { DestinationsDropdown } from '../../../components/search-fields/destinations-dropdown.tsx';
import { FacilitiesSelect } from '../../../components/search-fields/facilities-select.tsx';
import { OperatorsSelect } from '../../../components/search-fields/operators-select.tsx';
import { PartyPicker } from '../../../components/search-fields/party-picker.tsx';
import { OfferTypeChoice } from './offer-type-choice.tsx';
import { PriceFilter } from './price-filter.tsx';
import { QuickFilters, type QuickFilter } from './quick-filters.tsx';
import { HotelNameFilter, TripLengthFilter } from './text-filters.tsx';

interface FilterPanelProps {
  readonly values: Partial<SearchFormValues>;
  /** The facets of the answer on screen; undefined before the first one (no counts shown yet). */
  readonly facets: Readonly<Record<string, readonly FacetCount[]>> | undefined;
  readonly onChange: (patch: Partial<SearchFormValues>) => void;
  readonly onClear: () => void;
  /** /offers lets the visitor switch the offer type; a listing page's path fixes it. */
  readonly showOfferType: boolean;
  /** The desktop column names itself; in the phone's dialog the dialog's title does. */
  readonly titled: boolean;
}

/**
 * Every filter of the offers list (spec §2; LIST-01 to LIST-14), built from the search form's widgets
 * and rules, with the live count of each option from the disjunctive facets. Filters an offer type
 * disables (spec §4) are left out, and so are the hotel filters on flights, which the search ignores
 * (decision 008). Each change is a new search at once; typed values search when typing pauses.
 */
export function FilterPanel({ values, facets, onChange, onClear, showOfferType, titled }: FilterPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [today] = useState(() => todayIso(Date.now(), browserTimeZone()));
  const regions = useFilterData('regions_filter');
  const airports = useFilterData('airports_filter');
  const defaults = useFilterData('default_filter');
  const operators = useFilterData('operators_filter');
  const facilities = useFilterData('facilities_filter');

  const type = values.offerType ?? 'A';
  const hotels = !isFlightOfferType(type);
  const active = (field: FormField) => isFieldActive(type, field);
  const counts = useMemo(() => {
    if (facets === undefined) return undefined;
    const of = (name: FacetName) => facetCounts(facets, name);
    return {
      boards: of('boards'),
      stars: starChoiceCounts(of('stars')),
      operators: of('operators'),
      airports: of('departure_airports'),
      regions: of('regions'),
      accommodations: of('accommodations'),
      facilities: of('facilities'),
      prices: of('price_eur'),
    };
  }, [facets]);
  const tree = useMemo(() => (regions ? buildRegionTree(regions) : undefined), [regions]);
  const allInclusiveIds = useMemo(() => allInclusiveBoardIds(defaults?.alimentations_list ?? []), [defaults]);

  const boards = values.boards ?? [];
  const selectedRegions = values.regions ?? [];
  const datePreset = activeDatePreset(values, today);
  const quick: QuickFilter[] = ['last_minute', 'first_minute'];
  if (hotels && allInclusiveIds.length > 0) quick.push('all_inclusive');
  const known = (table: FacetCounts | undefined) =>
    table === undefined ? undefined : (value: string | number) => countOf(table, value);

  const departureMin = earliestDeparture(today);
  const returnMin = values.departureDate
    ? earliestReturn(values.departureDate, values.durationMin ?? undefined)
    : departureMin;

  // Departure and return as one stay: both calendars shade it, and a phone picks both in one sheet.
  const stay = {
    start: values.departureDate ?? '',
    end: values.returnDate ?? '',
    startMin: departureMin,
    endMin: returnMin,
    startLabel: intl.formatMessage({ id: 'search.departure_date' }),
    endLabel: intl.formatMessage({ id: 'search.return_date' }),
    onStart: (iso: string) => onChange(chooseDeparture(values, iso, today)),
    onEnd: (iso: string) => onChange(chooseReturn(values, iso, today)),
  };

  return (
    <div className="filter-panel">
      <div className="filter-panel__head">
        <h2 id={headingId} className={titled ? 'filter-panel__title' : 'visually-hidden'}>
          {intl.formatMessage({ id: 'offers_list.filters' })}
        </h2>
        <button type="button" className="filter-panel__clear" onClick={onClear}>
          {intl.formatMessage({ id: 'offers_list.filters.clear' })}
        </button>
      </div>
      <div className="filter-panel__body" role="group" aria-labelledby={headingId}>
        <Section>
          <QuickFilters
            filters={quick}
            isOn={(filter) =>
              filter === 'all_inclusive' ? isAllInclusive(boards, allInclusiveIds) : datePreset === filter
            }
            onToggle={(filter) =>
              onChange(
                filter === 'all_inclusive'
                  ? { boards: toggleAllInclusive(boards, allInclusiveIds) }
                  : toggleDatePreset(values, filter, today),
              )
            }
          />
        </Section>
        {showOfferType ? (
          <Section>
            <OfferTypeChoice value={type} onChange={(offerType) => onChange({ offerType })} />
          </Section>
        ) : null}
        <div className="filter-panel__section filter-panel__widgets">
          <DestinationsDropdown
            data={regions}
            selected={selectedRegions}
            onChange={(ids) => onChange({ regions: ids })}
            countOf={counts && tree ? (id) => regionCount(counts.regions, tree, selectedRegions, id) : undefined}
          />
          {active('departureAirports') ? (
            <AirportsSelect
              data={airports}
              selected={values.departureAirports ?? []}
              onChange={(iatas) => onChange({ departureAirports: iatas })}
              countOf={
                counts ? (iata) => (isVirtualAirportCode(iata) ? undefined : countOf(counts.airports, iata)) : undefined
              }
            />
          ) : null}
          <DateField
            label={stay.startLabel}
            value={values.departureDate ?? ''}
            min={departureMin}
            onChange={stay.onStart}
            range={type === 'C1' ? undefined : { ...stay, edge: 'start' }}
          />
          {type === 'C1' ? null : (
            <DateField
              label={stay.endLabel}
              value={values.returnDate ?? ''}
              min={returnMin}
              onChange={stay.onEnd}
              range={{ ...stay, edge: 'end' }}
            />
          )}
          {active('duration') ? (
            <TripLengthFilter
              min={values.durationMin}
              max={values.durationMax}
              presets={defaults ? durationOptions(defaults.duration) : []}
              onChange={onChange}
            />
          ) : null}
          <PartyPicker
            adults={values.adults ?? ADULTS_DEFAULT}
            childrenAges={values.childrenAges ?? []}
            onAdults={(adults) => onChange({ adults })}
            onChildrenCount={(count) => onChange({ childrenAges: setChildrenCount(values.childrenAges ?? [], count) })}
            onChildAge={(child, age) => onChange({ childrenAges: setChildAge(values.childrenAges ?? [], child, age) })}
          />
          {hotels ? (
            <FacilitiesSelect
              data={facilities}
              selected={values.facilities ?? []}
              onChange={(ids) => onChange({ facilities: ids })}
              countOf={known(counts?.facilities)}
            />
          ) : null}
          <OperatorsSelect
            data={operators}
            selected={values.operators ?? []}
            onChange={(codes) => onChange({ operators: codes })}
            countOf={counts ? (code, virtual) => (virtual ? undefined : countOf(counts.operators, code)) : undefined}
          />
        </div>
        <Section>
          <PriceFilter
            value={values.priceMaxEur}
            onChange={(priceMaxEur) => onChange({ priceMaxEur })}
            countOf={counts ? (maxEur) => priceChoiceCount(counts.prices, maxEur) : undefined}
          />
        </Section>
        {hotels ? (
          <>
            <Section>
              <CheckboxList
                legend={intl.formatMessage({ id: 'search.boards' })}
                options={withCounts(
                  (defaults?.alimentations_list ?? []).map((board) => ({ value: board.id, label: board.name })),
                  counts?.boards,
                )}
                selected={boards}
                onChange={(ids) => onChange({ boards: ids })}
              />
            </Section>
            <Section>
              <StarsChoice
                value={values.hotelStandard ?? 0}
                onChange={(stars) => onChange({ hotelStandard: stars })}
                countOf={counts ? (stars) => counts.stars.get(stars) : undefined}
              />
            </Section>
            <Section>
              <CheckboxList
                legend={intl.formatMessage({ id: 'search.accommodations' })}
                options={withCounts(
                  (defaults?.accommodation_list ?? []).map((room) => ({ value: room.id, label: room.name })),
                  counts?.accommodations,
                )}
                selected={values.accommodations ?? []}
                onChange={(ids) => onChange({ accommodations: ids })}
              />
            </Section>
          </>
        ) : null}
        {type === 'A' ? (
          <Section>
            <TransferChoice
              value={values.transfer ?? ''}
              onChange={(transfer) => onChange({ transfer: transfer || undefined })}
            />
          </Section>
        ) : null}
        {active('hotelName') ? (
          <Section>
            <HotelNameFilter value={values.hotelName ?? ''} onChange={(hotelName) => onChange({ hotelName })} />
          </Section>
        ) : null}
      </div>
    </div>
  );
}

/** One group of the panel, set off from the next by a rule. */
function Section({ children }: { children: ReactNode }) {
  return <div className="filter-panel__section">{children}</div>;
}
