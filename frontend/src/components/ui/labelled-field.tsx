import { useId, type ReactNode } from 'react';

/** What a labelled control needs: its id, and the invalid state and description tied to its error. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/**
 * The label, the control and its error message, tied together with `aria-describedby`; shared by
 * TextField and TextArea.
 */
export function LabelledField({
  label,
  error,
  className = '',
  children,
}: {
  label: string;
  error: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
