import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRICE_CHOICES } from '@app/shared/offers-list/facets';
import { normalizePrice } from '@app/shared/search-form/price-stars';
import { OptionCount } from '../../../components/search-fields/option-count.tsx';
import { formatPriceEur } from '../../../lib/intl/formats.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';

interface PriceFilterProps {
  /** The chosen maximum per person in EUR, if any. */
  readonly value: number | undefined;
  readonly onChange: (maxEur: number | undefined) => void;
  /** Hotels below each choice, once the list has answered. */
  readonly countOf?: (maxEur: number) => number;
}

/**
 * Maximum price per person in EUR (spec §2, LIST-09): one-click maxima with their live counts and a
 * box for any other amount (step 50, rounded up as the search form does, spec §5). The box searches
 * when typing pauses.
 */
export function PriceFilter({ value, onChange, countOf }: PriceFilterProps) {
  const intl = useIntl();
  const name = useId();
  const boxId = useId();
  const isChoice = value === undefined || (PRICE_CHOICES as readonly number[]).includes(value);
  const [text, setText] = useState(isChoice ? '' : String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The search changed (Back, a choice, clearing): the box follows it, unless it already says so.
    setSeen(value);
    if (normalizePrice(text) !== value) setText(isChoice ? '' : String(value));
  }
  const commit = useDebouncedCallback((typed: string) => onChange(normalizePrice(typed)), 600);

  const radio = (choice: number | undefined, label: string) => (
    <label key={choice ?? 'any'} className="radio">
      <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} />
      <span>{label}</span>
      {choice === undefined ? null : <OptionCount count={countOf?.(choice)} />}
    </label>
  );

  return (
    <fieldset className="checkbox-list price-filter">
      <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'offers_list.price' })}</legend>
      {radio(undefined, intl.formatMessage({ id: 'offers_list.price.any' }))}
      {PRICE_CHOICES.map((choice) =>
        radio(choice, intl.formatMessage({ id: 'offers_list.price.up_to' }, { price: formatPriceEur(intl, choice) })),
      )}
      <div className="field price-filter__other">
        <label htmlFor={boxId} className="field__label">
          {intl.formatMessage({ id: 'offers_list.price.other' })}
        </label>
        <input
          id={boxId}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            commit(event.target.value);
          }}
        />
      </div>
    </fieldset>
  );
}
