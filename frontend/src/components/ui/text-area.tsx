import { useId, type ComponentPropsWithRef } from 'react';

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  readonly label: string;
  readonly error?: string;
};

/** A labelled multi-line box whose error message is tied to it with `aria-describedby` (as TextField). */
export function TextArea({ label, error, className = '', ...props }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        {...props}
        id={id}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
