import type { AirportsFilter } from '@app/shared/filters';
import { groupAirports, searchAirports, selectionFromSearch } from '@app/shared/search-form/airports';
import { chosenSummary } from '@app/shared/search-form/multi-select';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dropdown } from './dropdown.tsx';
import { isEmptyChoice, OptionCount } from './option-count.tsx';
import { airportGroupHeading, airportName, shownAirportCode } from './virtual-choices.ts';

interface AirportsSelectProps {
  readonly data: AirportsFilter | undefined;
  readonly selected: readonly string[];
  readonly onChange: (iatas: string[]) => void;
  readonly disabled?: boolean;
  /** A live count per airport (the offers list's facet); none shown where it gives undefined. */
  readonly countOf?: (iata: string) => number | undefined;
}

/**
 * Departure airports (spec §2, §5): grouped Popularne / Polska / Niemcy / Inne (headed in the
 * visitor's language; the API sends the keys), a virtual airport without its internal code (D14),
 * with a text search where "WAW, KRK" selects every match and an exact single match is selected; the
 * closed box names the airports, or counts them once more than four are chosen. An outside click
 * clears the search.
 */
export function AirportsSelect({ data, selected, onChange, disabled, countOf }: AirportsSelectProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  // The choice as it was before the current search text: a half-typed part ("WAW,K") must not
  // leave its matches selected once the text changes (selectionFromSearch).
  const [beforeSearch, setBeforeSearch] = useState<readonly string[] | null>(null);
  const searchId = useId();
  const groups = useMemo(() => (data ? groupAirports(data) : []), [data]);
  const all = useMemo(() => groups.flatMap((group) => group.airports), [groups]);
  const visible = new Set(searchAirports(all, text).map((airport) => airport.iata));
  const summary =
    chosenSummary(
      selected.map((iata) => airportName(intl, iata, data?.airports[iata]?.name)),
      (count) => intl.formatMessage({ id: 'search.airports.count' }, { count }),
    ) || intl.formatMessage({ id: 'search.airports.any' });
  const toggle = (iata: string, checked: boolean) => {
    const next = checked ? [...selected, iata] : selected.filter((item) => item !== iata);
    setBeforeSearch(text ? next : null);
    onChange(next);
  };

  return (
    <Dropdown
      label={intl.formatMessage({ id: 'search.airports' })}
      summary={summary}
      disabled={disabled}
      onOutsideClose={() => {
        setText('');
        setBeforeSearch(null);
      }}
      className="airports-select"
    >
      <>
        <label htmlFor={searchId} className="visually-hidden">
          {intl.formatMessage({ id: 'search.airports.search' })}
        </label>
        <input
          id={searchId}
          type="search"
          className="dropdown__search"
          placeholder={intl.formatMessage({ id: 'search.airports.search' })}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            const next = event.target.value;
            const base = beforeSearch ?? selected;
            setBeforeSearch(next ? base : null);
            onChange(selectionFromSearch(all, next, base));
            setText(next);
          }}
        />
        {visible.size === 0 ? (
          <p className="dropdown__empty">{intl.formatMessage({ id: 'search.airports.none' })}</p>
        ) : null}
        {groups.map((group) => {
          const airports = group.airports.filter((airport) => visible.has(airport.iata));
          if (airports.length === 0) return null;
          return (
            <fieldset key={group.name} className="checkbox-list">
              <legend className="checkbox-list__legend">{airportGroupHeading(intl, group.name)}</legend>
              {airports.map((airport) => {
                const code = shownAirportCode(airport.iata);
                return (
                  <label key={airport.iata} className="checkbox">
                    <input
                      type="checkbox"
                      checked={selected.includes(airport.iata)}
                      disabled={isEmptyChoice(countOf?.(airport.iata), selected.includes(airport.iata))}
                      onChange={(event) => toggle(airport.iata, event.target.checked)}
                    />
                    <span>
                      {airport.name}
                      {code === undefined ? null : (
                        <>
                          {' '}
                          <span className="checkbox__code">{code}</span>
                        </>
                      )}
                    </span>
                    <OptionCount count={countOf?.(airport.iata)} />
                  </label>
                );
              })}
            </fieldset>
          );
        })}
      </>
    </Dropdown>
  );
}
