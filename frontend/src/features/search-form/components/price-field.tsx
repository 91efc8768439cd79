import { PRICE_MIN, PRICE_STEP, normalizePrice } from '@app/shared/search-form/price-stars';
import { useState } from 'react';
import { LabelledField } from '../../../components/ui/labelled-field.tsx';

/**
 * The maximum price per person in EUR (spec §2, §5; WIDGET-20, VAL-41): a number box, minimum 0,
 * step 50. The box keeps the visitor's own text and reports the price the search will carry:
 * showing the rounded price back at every key turned "1" into "50" and typing 1234 into 55550.
 * A negative or non-numeric text is rejected (no limit) and the box is marked invalid.
 */
export function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  /** The price the form starts with (from the URL); read once, as every widget does (STATE-24). */
  value: number | undefined;
  onChange: (price: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const rejected = text.trim() !== '' && normalizePrice(text) === undefined;
  return (
    <LabelledField label={label} error={undefined}>
      {(control) => (
        <input
          {...control}
          aria-invalid={rejected || undefined}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={PRICE_MIN}
          step={PRICE_STEP}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(normalizePrice(event.target.value));
          }}
        />
      )}
    </LabelledField>
  );
}
