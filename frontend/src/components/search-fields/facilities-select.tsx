import type { FacilitiesFilter } from '@app/shared/filters';
import { chosenSummary, toggleValue } from '@app/shared/search-form/multi-select';
import { groupFacilities, searchFacilities } from '@app/shared/search-form/price-stars';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dropdown } from './dropdown.tsx';
import { isEmptyChoice, OptionCount } from './option-count.tsx';

/**
 * Facilities grouped by category; a search lists at most 80 matches (spec §2, §9, WIDGET-21);
 * `countOf` adds a live count per facility (the offers list's facet).
 */
export function FacilitiesSelect({
  data,
  selected,
  onChange,
  countOf,
}: {
  data: FacilitiesFilter | undefined;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  countOf?: (id: number) => number | undefined;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const searchId = useId();
  const facilities = data?.facilities ?? [];
  const groups = groupFacilities(searchFacilities(facilities, text));
  const names = new Map(facilities.map((facility) => [facility.id, facility.name]));
  const summary =
    chosenSummary(
      selected.map((id) => names.get(id) ?? String(id)),
      (count) => intl.formatMessage({ id: 'search.chosen' }, { count }),
    ) || intl.formatMessage({ id: 'search.any' });
  return (
    <Dropdown
      label={intl.formatMessage({ id: 'search.facilities' })}
      summary={summary}
      onOutsideClose={() => setText('')}
    >
      <>
        <label htmlFor={searchId} className="visually-hidden">
          {intl.formatMessage({ id: 'search.facilities.search' })}
        </label>
        <input
          id={searchId}
          type="search"
          className="dropdown__search"
          placeholder={intl.formatMessage({ id: 'search.facilities.search' })}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {groups.length === 0 ? (
          <p className="dropdown__empty">{intl.formatMessage({ id: 'search.options.none' })}</p>
        ) : null}
        {groups.map((group) => (
          <fieldset key={group.category} className="checkbox-list">
            <legend className="checkbox-list__legend">{group.category}</legend>
            {group.facilities.map((facility) => (
              <label key={facility.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={selected.includes(facility.id)}
                  disabled={isEmptyChoice(countOf?.(facility.id), selected.includes(facility.id))}
                  onChange={() => onChange(toggleValue(selected, facility.id))}
                />
                <span>{facility.name}</span>
                <OptionCount count={countOf?.(facility.id)} />
              </label>
            ))}
          </fieldset>
        ))}
      </>
    </Dropdown>
  );
}
