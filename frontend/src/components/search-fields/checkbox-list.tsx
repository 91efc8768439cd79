import { useId } from 'react';
import { isEmptyChoice, OptionCount } from './option-count.tsx';

interface Option<V> {
  readonly value: V;
  readonly label: string;
  readonly count?: number;
}

interface CheckboxListProps<V> {
  readonly legend: string;
  readonly options: readonly Option<V>[];
  readonly selected: readonly V[];
  readonly onChange: (selected: V[]) => void;
  readonly emptyText?: string;
  readonly hideLegend?: boolean;
}

/** A fieldset of checkboxes (boards, accommodations, facilities of one category, …). */
export function CheckboxList<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
  emptyText,
  hideLegend,
}: CheckboxListProps<V>) {
  const id = useId();
  const toggle = (value: V, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className="checkbox-list">
      <legend className={hideLegend ? 'visually-hidden' : 'checkbox-list__legend'}>{legend}</legend>
      {options.length === 0 && emptyText ? <p className="checkbox-list__empty">{emptyText}</p> : null}
      {options.map((option) => (
        <label key={String(option.value)} className="checkbox" htmlFor={`${id}-${option.value}`}>
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            checked={selected.includes(option.value)}
            disabled={isEmptyChoice(option.count, selected.includes(option.value))}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
          <OptionCount count={option.count} />
        </label>
      ))}
    </fieldset>
  );
}
