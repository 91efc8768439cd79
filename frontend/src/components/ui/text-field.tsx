import type { ComponentPropsWithRef } from 'react';
import { LabelledField } from './labelled-field.tsx';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  readonly label: string;
  readonly error?: string;
};

/** A labelled input whose error message is tied to it with `aria-describedby`. */
export function TextField({ label, error, className, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => <input {...inputProps} {...control} className="field__input" />}
    </LabelledField>
  );
}
