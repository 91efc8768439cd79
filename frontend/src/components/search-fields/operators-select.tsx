import type { OperatorsFilter } from '@app/shared/filters';
import { chosenSummary, toggleValue } from '@app/shared/search-form/multi-select';
import { groupOperators, searchOperators } from '@app/shared/search-form/price-stars';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dropdown } from './dropdown.tsx';
import { isEmptyChoice, OptionCount } from './option-count.tsx';
import { operatorLabel } from './virtual-choices.ts';

/**
 * Operators as checkboxes grouped by country, with a text search (spec §2, WIDGET-18); `countOf` adds
 * a live count per operator (the offers list's facet). The groups are the countries as the API names
 * them in the visitor's language; the virtual operator's key (Niemcy) and code (ALL_GER) are never
 * shown, its checkbox says what it stands for (D14).
 */
export function OperatorsSelect({
  data,
  selected,
  onChange,
  countOf,
}: {
  data: OperatorsFilter | undefined;
  selected: readonly string[];
  onChange: (codes: string[]) => void;
  countOf?: (code: string, virtual: boolean) => number | undefined;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const searchId = useId();
  // The virtual operator carries its label in place of the API's name, so the search finds it by
  // what the visitor reads.
  const groups = useMemo(
    () =>
      (data ? groupOperators(data) : []).map((group) => ({
        ...group,
        operators: group.operators.map((operator) => ({
          ...operator,
          name: operatorLabel(intl, operator.code, operator.name),
        })),
      })),
    [data, intl],
  );
  const shown = searchOperators(groups, text);
  const names = new Map(groups.flatMap((group) => group.operators.map((operator) => [operator.code, operator.name])));
  const summary =
    chosenSummary(
      selected.map((code) => names.get(code) ?? operatorLabel(intl, code, undefined)),
      (count) => intl.formatMessage({ id: 'search.chosen' }, { count }),
    ) || intl.formatMessage({ id: 'search.any' });
  return (
    <Dropdown
      label={intl.formatMessage({ id: 'search.operators' })}
      summary={summary}
      onOutsideClose={() => setText('')}
    >
      <>
        <label htmlFor={searchId} className="visually-hidden">
          {intl.formatMessage({ id: 'search.operators.search' })}
        </label>
        <input
          id={searchId}
          type="search"
          className="dropdown__search"
          placeholder={intl.formatMessage({ id: 'search.operators.search' })}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {shown.length === 0 ? (
          <p className="dropdown__empty">{intl.formatMessage({ id: 'search.operators.none' })}</p>
        ) : null}
        {shown.map((group) => (
          <fieldset key={group.country} className="checkbox-list">
            <legend className="checkbox-list__legend">{group.country}</legend>
            {group.operators.map((operator) => (
              <label key={operator.code} className="checkbox">
                <input
                  type="checkbox"
                  checked={selected.includes(operator.code)}
                  disabled={isEmptyChoice(countOf?.(operator.code, operator.virtual), selected.includes(operator.code))}
                  onChange={() => onChange(toggleValue(selected, operator.code))}
                />
                <span>{operator.name}</span>
                <OptionCount count={countOf?.(operator.code, operator.virtual)} />
              </label>
            ))}
          </fieldset>
        ))}
      </>
    </Dropdown>
  );
}
