import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  setAdults,
} from '@app/shared/search-form/party';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { Dropdown } from './dropdown.tsx';

interface StepperProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
}

/** A number with − and + buttons; the value is announced as it changes. */
export function Stepper({ label, value, min, max, onChange }: StepperProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={id}>
      <span id={id} className="field__label">
        {label}
      </span>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={intl.formatMessage({ id: 'search.decrease' }, { label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={intl.formatMessage({ id: 'search.increase' }, { label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

interface PartyPickerProps {
  readonly adults: number;
  readonly childrenAges: readonly number[];
  readonly onAdults: (adults: number) => void;
  readonly onChildrenCount: (count: number) => void;
  readonly onChildAge: (child: number, age: number) => void;
}

/**
 * Adults 1–8 and children 0–8 with one age slider (0–17) per child (spec §2, §9), in a dropdown
 * whose closed box sums the party up. On phones each age is a select instead (issue 22): a slider's
 * 16 px thumb is hard to set to the exact year with a finger, and the select names the age it holds.
 */
export function PartyPicker({ adults, childrenAges, onAdults, onChildrenCount, onChildAge }: PartyPickerProps) {
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const Age = phone ? AgeSelect : AgeSlider;
  return (
    <Dropdown
      label={intl.formatMessage({ id: 'search.party' })}
      summary={intl.formatMessage({ id: 'search.party.summary' }, { adults, children: childrenAges.length })}
    >
      <div className="party">
        <Stepper
          label={intl.formatMessage({ id: 'search.adults' })}
          value={adults}
          min={ADULTS_MIN}
          max={ADULTS_MAX}
          onChange={(value) => onAdults(setAdults(value))}
        />
        <Stepper
          label={intl.formatMessage({ id: 'search.children' })}
          value={childrenAges.length}
          min={CHILDREN_MIN}
          max={CHILDREN_MAX}
          onChange={onChildrenCount}
        />
        {childrenAges.map((age, child) => (
          <Age key={child} child={child} age={age} onChange={(value) => onChildAge(child, value)} />
        ))}
      </div>
    </Dropdown>
  );
}

function AgeSlider({ child, age, onChange }: { child: number; age: number; onChange: (age: number) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="age-slider">
      <label htmlFor={id} className="field__label">
        {intl.formatMessage({ id: 'search.child_age' }, { number: child + 1 })}
      </label>
      <input
        id={id}
        type="range"
        min={CHILD_AGE_MIN}
        max={CHILD_AGE_MAX}
        step={1}
        value={age}
        aria-valuetext={intl.formatMessage({ id: 'search.age_years' }, { count: age })}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className="age-slider__value" aria-hidden="true">
        {intl.formatMessage({ id: 'search.age_years' }, { count: age })}
      </span>
    </div>
  );
}

function AgeSelect({ child, age, onChange }: { child: number; age: number; onChange: (age: number) => void }) {
  const intl = useIntl();
  const id = useId();
  const ages = Array.from({ length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 }, (_, index) => CHILD_AGE_MIN + index);
  return (
    <div className="age-select">
      <label htmlFor={id} className="field__label">
        {intl.formatMessage({ id: 'search.child_age' }, { number: child + 1 })}
      </label>
      <select id={id} className="field__input" value={age} onChange={(event) => onChange(Number(event.target.value))}>
        {ages.map((years) => (
          <option key={years} value={years}>
            {intl.formatMessage({ id: 'search.age_years' }, { count: years })}
          </option>
        ))}
      </select>
    </div>
  );
}
