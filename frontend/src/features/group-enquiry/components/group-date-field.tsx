import { useEffect, useId, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { DateField } from '../../../components/search-fields/date-field.tsx';
import type { GroupFormInput, GroupFormValues } from '../group-form-schema.ts';

interface GroupDateFieldProps {
  readonly control: Control<GroupFormInput, unknown, GroupFormValues>;
  readonly name: 'date_from' | 'date_to';
  readonly label: string;
  /** The earliest day the calendar offers, 'YYYY-MM-DD'. */
  readonly min: string;
  readonly error: string | undefined;
}

/**
 * A date of the enquiry picked in the site's calendar (DD.MM.YYYY in every language), instead of the
 * browser's own date box, which some browsers show as mm/dd/yyyy (issue 22). Its error sits under it
 * as under every other field of the form, and describes the calendar button.
 */
export function GroupDateField({ control, name, label, min, error }: GroupDateFieldProps) {
  // After a refused submit, a new departure checks the return again: moving the departure before
  // the return clears "return before departure" at once, as moving the return does.
  const { field } = useController({ control, name, rules: name === 'date_from' ? { deps: 'date_to' } : {} });
  const box = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const { ref: registerFocus } = field;

  // On a refused submit react-hook-form moves focus to the first field in error: here, the button.
  useEffect(() => {
    registerFocus({ focus: () => box.current?.querySelector('button')?.focus() });
  }, [registerFocus]);

  return (
    <div ref={box} className={error ? 'field group-form__date group-form__date--invalid' : 'field group-form__date'}>
      <DateField
        label={label}
        value={field.value}
        min={min}
        errorId={error ? errorId : undefined}
        onChange={(iso) => {
          field.onChange(iso);
          field.onBlur();
        }}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
