import {
  flightTypeOf,
  flightTypeVisible,
  isFieldActive,
  isFlightOfferType,
  tabOf,
  toggleFlightType,
  type SearchTab,
} from '@app/shared/search-form/active-filters';
import { moveEnd, moveStart } from '@app/shared/search-form/date-range';
import { earliestDeparture, earliestReturn, todayIso } from '@app/shared/search-form/dates';
import { initialSearchFormValues } from '@app/shared/search-form/initial-values';
import { resetForm, setChildAge, setChildrenCount } from '@app/shared/search-form/party';
import { parseSearchQuery, searchHref, type SearchFormValues } from '@app/shared/search-form/search-query';
import { defaultTripLength, durationOptions } from '@app/shared/search-form/trip-length';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/ui/text-field.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useFilterData } from '../../../api/get-filter-data.ts';
import { groupEnquiryHref } from '../group-enquiry-href.ts';
import { AirportsSelect } from '../../../components/search-fields/airports-select.tsx';
import { CheckboxList } from '../../../components/search-fields/checkbox-list.tsx';
import { FlightTypeChoice, StarsChoice, TransferChoice } from '../../../components/search-fields/choices.tsx';
import { DateField } from '../../../components/search-fields/date-field.tsx';
import { DestinationsDropdown } from '../../../components/search-fields/destinations-dropdown.tsx';
import { FacilitiesSelect } from '../../../components/search-fields/facilities-select.tsx';
import { OperatorsSelect } from '../../../components/search-fields/operators-select.tsx';
import { PartyPicker } from '../../../components/search-fields/party-picker.tsx';
import { PriceField } from './price-field.tsx';
import { SearchTabs } from './search-tabs.tsx';
import { TripLengthPicker } from '../../../components/search-fields/trip-length-picker.tsx';

/**
 * The form's heading names what it searches for: holidays, hotels or flights (the group tab opens
 * the group enquiry at once, so the form never stays on it).
 */
const HEADINGS = {
  A: 'search.heading',
  S: 'search.heading.S',
  C: 'search.heading.C',
  GROUP: 'search.heading',
} as const satisfies Record<SearchTab, string>;

/**
 * The home page search form (spec §2, §4). Every widget starts from the URL's search parameters
 * once; submitting sets the location to /offers with only the filters that have a value (no API
 * call). The Group reservations tab opens the group enquiry at once (decision D5). Loaded after
 * the page is interactive (see search-form.tsx).
 */
export default function SearchFormBody() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const zone = browserTimeZone();
  const [today] = useState(() => todayIso(Date.now(), zone));
  const airports = useFilterData('airports_filter');
  const regions = useFilterData('regions_filter');
  const defaults = useFilterData('default_filter');
  const operators = useFilterData('operators_filter');
  const facilities = useFilterData('facilities_filter');
  const [state, setValues] = useState<SearchFormValues>(() =>
    initialSearchFormValues(parseSearchQuery(location.search, { timeZone: zone }), today),
  );
  const [durationTouched, setDurationTouched] = useState(
    () => state.durationMin !== undefined || state.durationMax !== undefined,
  );
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const rowsId = useId();
  // The default filter's trip length applies once it arrives, unless the URL or the visitor set one.
  const defaultLength = !durationTouched && defaults ? defaultTripLength(defaults.duration) : undefined;
  const values: SearchFormValues = defaultLength
    ? { ...state, durationMin: defaultLength.min, durationMax: defaultLength.max }
    : state;

  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // Only the fields of the chosen kind of trip are shown (spec §4 lists which apply to each); a
  // flight has no hotel, so board, room, stars, facilities and transfer go too (decision 022).
  const active = (field: Parameters<typeof isFieldActive>[1]) => isFieldActive(values.offerType, field);
  const hotelOptions = !isFlightOfferType(values.offerType);
  const range = { startDate: values.departureDate ?? '', endDate: values.returnDate ?? '' };
  const departureMin = earliestDeparture(today);
  const returnMin = values.departureDate
    ? earliestReturn(values.departureDate, values.durationMin || undefined)
    : departureMin;

  const moveRange = (next: { startDate: string; endDate: string }) =>
    setValues((current) => ({ ...current, departureDate: next.startDate, returnDate: next.endDate }));
  const stay = {
    start: range.startDate,
    end: range.endDate,
    startMin: departureMin,
    endMin: returnMin,
    startLabel: intl.formatMessage({ id: 'search.departure_date' }),
    endLabel: intl.formatMessage({ id: 'search.return_date' }),
    onStart: (iso: string) => moveRange(moveStart(range, iso, today)),
    onEnd: (iso: string) => moveRange(moveEnd(range, iso, today)),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchHref(values, { timeZone: zone }));
  };

  return (
    <section className="search-form" aria-labelledby="search-heading">
      <h2 id="search-heading" className="search-form__heading">
        {intl.formatMessage({ id: HEADINGS[tabOf(values.offerType)] })}
      </h2>
      <SearchTabs
        tab={tabOf(values.offerType)}
        controls={rowsId}
        onChange={(tab) => {
          if (tab === 'GROUP') void navigate(groupEnquiryHref(values, today, regions));
          else set('offerType', tab);
        }}
      />
      <form onSubmit={submit} noValidate>
        {flightTypeVisible(values.offerType) ? (
          <FlightTypeChoice
            value={flightTypeOf(values.offerType) ?? ''}
            onChange={(choice) => set('offerType', choice === '' ? 'C' : toggleFlightType(values.offerType, choice))}
          />
        ) : null}
        <div id={rowsId} className="search-form__rows">
          {active('departureAirports') ? (
            <AirportsSelect
              data={airports}
              selected={values.departureAirports}
              onChange={(iatas) => set('departureAirports', iatas)}
            />
          ) : null}
          <DestinationsDropdown data={regions} selected={values.regions} onChange={(ids) => set('regions', ids)} />
          {active('hotelName') ? (
            <TextField
              label={intl.formatMessage({ id: 'search.hotel_name' })}
              value={values.hotelName}
              maxLength={100}
              onChange={(event) => set('hotelName', event.target.value)}
            />
          ) : null}
          <DateField
            label={stay.startLabel}
            value={values.departureDate ?? ''}
            min={departureMin}
            onChange={stay.onStart}
            range={{ ...stay, edge: 'start' }}
          />
          <DateField
            label={stay.endLabel}
            value={values.returnDate ?? ''}
            min={returnMin}
            onChange={stay.onEnd}
            range={{ ...stay, edge: 'end' }}
          />
          {active('duration') ? (
            <TripLengthPicker
              presets={defaults ? durationOptions(defaults.duration) : []}
              min={values.durationMin === undefined ? '' : String(values.durationMin)}
              max={values.durationMax === undefined ? '' : String(values.durationMax)}
              onChange={({ min, max }) => {
                setDurationTouched(true);
                setValues((current) => ({
                  ...current,
                  durationMin: min === '' ? undefined : Number(min),
                  durationMax: max === '' ? undefined : Number(max),
                }));
              }}
            />
          ) : null}
          <PartyPicker
            adults={values.adults}
            childrenAges={values.childrenAges}
            onAdults={(adults) => set('adults', adults)}
            onChildrenCount={(count) => set('childrenAges', setChildrenCount(values.childrenAges, count))}
            onChildAge={(child, age) => set('childrenAges', setChildAge(values.childrenAges, child, age))}
          />
        </div>
        {moreOpen ? (
          <div id={moreId} className="search-form__more">
            {hotelOptions ? (
              <>
                <TransferChoice
                  value={values.transfer ?? ''}
                  onChange={(value) => set('transfer', value || undefined)}
                />
                <CheckboxList
                  legend={intl.formatMessage({ id: 'search.boards' })}
                  options={(defaults?.alimentations_list ?? []).map((board) => ({
                    value: board.id,
                    label: board.name,
                  }))}
                  selected={values.boards}
                  emptyText={intl.formatMessage({ id: 'search.options.none' })}
                  onChange={(ids) => set('boards', ids)}
                />
              </>
            ) : null}
            <PriceField
              label={intl.formatMessage({ id: 'search.price_max' })}
              value={values.priceMaxEur}
              onChange={(price) => set('priceMaxEur', price)}
            />
            {hotelOptions ? (
              <>
                <CheckboxList
                  legend={intl.formatMessage({ id: 'search.accommodations' })}
                  options={(defaults?.accommodation_list ?? []).map((room) => ({ value: room.id, label: room.name }))}
                  selected={values.accommodations}
                  emptyText={intl.formatMessage({ id: 'search.options.none' })}
                  onChange={(ids) => set('accommodations', ids)}
                />
                <StarsChoice value={values.hotelStandard} onChange={(stars) => set('hotelStandard', stars)} />
                <FacilitiesSelect
                  data={facilities}
                  selected={values.facilities}
                  onChange={(ids) => set('facilities', ids)}
                />
              </>
            ) : null}
            <OperatorsSelect
              data={operators}
              selected={values.operators}
              onChange={(codes) => set('operators', codes)}
            />
          </div>
        ) : null}
        <div className="search-form__actions">
          <div>
            <button
              type="button"
              className="search-form__toggle"
              aria-expanded={moreOpen}
              // The section exists only while open; a reference to nothing would mislead assistive tech.
              aria-controls={moreOpen ? moreId : undefined}
              onClick={() => setMoreOpen((open) => !open)}
            >
              {intl.formatMessage({ id: moreOpen ? 'search.less' : 'search.more' })}
            </button>{' '}
            <button
              type="button"
              className="search-form__toggle"
              onClick={() => setValues((current) => resetForm(current))}
            >
              {intl.formatMessage({ id: 'search.reset' })}
            </button>
          </div>
          <button type="submit" className="button button--primary search-form__submit">
            {intl.formatMessage({ id: 'search.submit' })}
          </button>
        </div>
      </form>
    </section>
  );
}
