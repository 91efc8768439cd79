import type { ComponentPropsWithRef } from 'react';
import { LabelledField } from './labelled-field.tsx';

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  readonly label: string;
  readonly error?: string;
};

/** A labelled multi-line box whose error message is tied to it with `aria-describedby` (as TextField). */
export function TextArea({ label, error, className, ...props }: TextAreaProps) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => <textarea {...props} {...control} className="field__input field__input--multiline" />}
    </LabelledField>
  );
}
