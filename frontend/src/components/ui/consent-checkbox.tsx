import type { ComponentPropsWithRef } from 'react';

interface ConsentCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'className'> {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
  readonly className: string;
}

/** The data-protection consent of a visitor form, its error tied to the box (WCAG 3.3.1). */
export function ConsentCheckbox({ id, label, error, className, ...input }: ConsentCheckboxProps) {
  return (
    <div className={className}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
