import {
  normalizeLengthRange,
  parseLengthInput,
  tripLengthLabel,
  type DurationOption,
} from '@app/shared/search-form/trip-length';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Dropdown } from './dropdown.tsx';

interface TripLengthPickerProps {
  readonly min: string;
  readonly max: string;
  readonly onChange: (range: { min: string; max: string }) => void;
  readonly disabled?: boolean;
  /** The default filter's trip lengths ("7-10", "13-15"), offered as one-tap choices. */
  readonly presets?: readonly DurationOption[];
}

/**
 * Trip length in days (spec §2, §5): two boxes taking whole numbers only (anything else empties the
 * box); a minimum above the maximum is swapped when a box is left. The closed label reads
 * "7-14 dni". Above the boxes, the default filter's lengths are one tap each (issue 22): most
 * visitors want "a week" or "two weeks", not to type two numbers on a phone keyboard.
 */
export function TripLengthPicker({ min, max, onChange, disabled, presets = [] }: TripLengthPickerProps) {
  const intl = useIntl();
  const minId = useId();
  const maxId = useId();
  const days = intl.formatMessage({ id: 'search.duration.days' });
  const summary =
    tripLengthLabel(min || undefined, max || undefined, days) || intl.formatMessage({ id: 'search.duration.any' });
  const blur = () => onChange(normalizeLengthRange(min, max));
  return (
    <Dropdown label={intl.formatMessage({ id: 'search.duration' })} summary={summary} disabled={disabled}>
      <div className="trip-length">
        {presets.length > 0 ? (
          <div
            className="trip-length__presets"
            role="group"
            aria-label={intl.formatMessage({ id: 'search.duration.presets' })}
          >
            {presets.map((preset) => (
              <button
                key={preset.value}
                type="button"
                className="trip-length__preset"
                aria-pressed={min === String(preset.min) && max === String(preset.max)}
                onClick={() => onChange({ min: String(preset.min), max: String(preset.max) })}
              >
                {tripLengthLabel(preset.min, preset.max, days)}
              </button>
            ))}
          </div>
        ) : null}
        <label htmlFor={minId} className="field__label">
          {intl.formatMessage({ id: 'search.duration.min' })}
        </label>
        <input
          id={minId}
          className="field__input"
          inputMode="numeric"
          value={min}
          onChange={(event) => onChange({ min: parseLengthInput(event.target.value), max })}
          onBlur={blur}
        />
        <label htmlFor={maxId} className="field__label">
          {intl.formatMessage({ id: 'search.duration.max' })}
        </label>
        <input
          id={maxId}
          className="field__input"
          inputMode="numeric"
          value={max}
          onChange={(event) => onChange({ min, max: parseLengthInput(event.target.value) })}
          onBlur={blur}
        />
      </div>
    </Dropdown>
  );
}
