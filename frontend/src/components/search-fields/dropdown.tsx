import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDismiss } from './use-dismiss.ts';

interface DropdownProps {
  readonly label: string;
  /** What the closed dropdown shows: the chosen values or a placeholder. */
  readonly summary: string;
  readonly children: ReactNode;
  /** Told when an outside click closes the panel (the airport list clears its search then). */
  readonly onOutsideClose?: () => void;
  readonly disabled?: boolean;
  readonly className?: string;
}

const CloseContext = createContext<() => void>(() => undefined);

/** Closes the dropdown a widget sits in (after "choose"), giving focus back to its trigger. */
export function useCloseDropdown(): () => void {
  return useContext(CloseContext);
}

/**
 * The search form's dropdown (spec §4): opens on focus or click, closes on choosing (the child
 * calls `useCloseDropdown()`), on its close icon, on Escape or on a click outside. The panel is a labelled
 * group next to its trigger, so screen readers read the checkboxes in place.
 */
export function Dropdown({ label, summary, children, onOutsideClose, disabled, className = '' }: DropdownProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus given back to the trigger on close must not open the panel again.
  const refocusing = useRef(false);
  const panelId = useId();
  const labelId = useId();

  function refocus() {
    refocusing.current = true;
    trigger.current?.focus();
    refocusing.current = false;
  }
  const close = () => {
    setOpen(false);
    refocus();
  };

  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') refocus();
    else onOutsideClose?.();
  });

  return (
    <div ref={root} className={`dropdown ${open ? 'dropdown--open' : ''} ${className}`.trim()}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className="dropdown__trigger"
        aria-labelledby={`${labelId} ${panelId}-summary`}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onFocus={() => {
          if (!refocusing.current) setOpen(true);
        }}
        onClick={() => setOpen(true)}
      >
        <span id={`${panelId}-summary`} className="dropdown__summary">
          {summary}
        </span>
      </button>
      {open ? (
        <div id={panelId} role="group" aria-labelledby={labelId} className="dropdown__panel">
          <button
            type="button"
            className="dropdown__close"
            aria-label={intl.formatMessage({ id: 'search.close' })}
            onClick={close}
          >
            ×
          </button>
          <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
        </div>
      ) : null}
    </div>
  );
}
