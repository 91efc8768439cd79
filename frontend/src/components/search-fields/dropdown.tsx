import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { focusEntry, handlePanelKey } from './panel-keys.ts';
import { CloseButton, SheetFooter } from './panel-buttons.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useSheetScrollLock } from './use-sheet-scroll-lock.ts';

interface DropdownProps {
  readonly label: string;
  /** What the closed dropdown shows: the chosen values or a placeholder. */
  readonly summary: string;
  readonly children: ReactNode;
  /** Told when an outside click closes the panel (the airport list clears its search then). */
  readonly onOutsideClose?: () => void;
  readonly disabled?: boolean;
  readonly className?: string;
  /**
   * The widget brings its own confirm button (the destinations' "Wybierz", which applies a draft), so
   * the phone sheet does not add its "Gotowe".
   */
  readonly ownConfirm?: boolean;
}

const CloseContext = createContext<() => void>(() => undefined);

/** Closes the dropdown a widget sits in (after "choose"), giving focus back to its trigger. */
export function useCloseDropdown(): () => void {
  return useContext(CloseContext);
}

/**
 * The search form's dropdown (spec §4): opens on focus or click, closes on choosing (the child calls
 * `useCloseDropdown()`), on its close icon, on Escape or on a click outside.
 *
 * From the keyboard (issue 22, WAI-ARIA dialog-popup pattern) the field is one tab stop: Tab moves on
 * to the next field past the open panel; Down, Enter or Space takes focus into the panel, where the
 * arrows walk its options (panel-keys.ts); Escape, Alt+Up or Enter on an option close it and return
 * focus to the field, and tabbing out of the panel closes it. On phones the panel is a full-screen
 * sheet with a fixed confirm button, so long lists scroll in a sheet rather than in a small popover.
 */
export function Dropdown({
  label,
  summary,
  children,
  onOutsideClose,
  disabled,
  className = '',
  ownConfirm,
}: DropdownProps) {
  const sheet = useMediaQuery(PHONE_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Focus given back to the trigger on close must not open the panel again.
  const refocusing = useRef(false);
  // A click that started with a pointer only opens (the focus before it may have opened already);
  // one from the keyboard (Enter, Space) or a screen reader toggles.
  const pointerClick = useRef(false);
  // Set when the panel should take focus as soon as it has rendered.
  const enterPanel = useRef(false);
  const panelId = useId();
  const labelId = useId();

  useEffect(() => {
    if (!open) return;
    if (sheet) panel.current?.focus();
    else if (enterPanel.current) focusEntry(panel.current);
    enterPanel.current = false;
  }, [open, sheet]);
  useSheetScrollLock(open && sheet);

  function refocus() {
    refocusing.current = true;
    trigger.current?.focus();
    refocusing.current = false;
  }
  const close = () => {
    setOpen(false);
    refocus();
  };
  const openIntoPanel = () => {
    if (open) focusEntry(panel.current);
    else {
      enterPanel.current = true;
      setOpen(true);
    }
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
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onFocus={() => {
          if (!refocusing.current) setOpen(true);
        }}
        onPointerDown={() => {
          pointerClick.current = true;
        }}
        onClick={() => {
          const fromPointer = pointerClick.current;
          pointerClick.current = false;
          if (fromPointer) setOpen(true);
          else if (open) setOpen(false);
          else openIntoPanel();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openIntoPanel();
          } else if (event.key === 'Tab' && open && !sheet) {
            // Removed before the browser moves focus, so Tab skips the panel's options: one tab stop.
            flushSync(() => setOpen(false));
          }
        }}
      >
        <span id={`${panelId}-summary`} className="dropdown__summary">
          {summary}
        </span>
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-modal={sheet || undefined}
          aria-labelledby={labelId}
          tabIndex={-1}
          className={`dropdown__panel ${sheet ? 'sheet' : ''}`.trim()}
          onKeyDown={(event) => {
            if (handlePanelKey(event, panel.current)) close();
          }}
          onBlur={(event) => {
            // Tabbing out of the panel to another field closes it (no two panels open at once).
            const next = event.relatedTarget;
            if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
          }}
        >
          {sheet ? (
            <p className="sheet__title" aria-hidden="true">
              {label}
            </p>
          ) : null}
          <CloseButton onClick={close} />
          <CloseContext.Provider value={close}>
            <div className={sheet ? 'sheet__body' : undefined}>{children}</div>
          </CloseContext.Provider>
          {sheet && !ownConfirm ? <SheetFooter onDone={close} /> : null}
        </div>
      ) : null}
    </div>
  );
}
