import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../lib/intl/formats.ts';
import { toLocalDate } from '../../lib/local-dates.ts';
import { useDismiss } from './use-dismiss.ts';

// The calendar (react-day-picker and date-fns, ~25 KB gzipped) loads when it is first opened,
// so the home page's first load does not carry it.
const CalendarPanel = lazy(() => import('./calendar-panel.tsx').then((module) => ({ default: module.CalendarPanel })));

interface DateFieldProps {
  readonly label: string;
  /** The chosen day, 'YYYY-MM-DD', or '' for none. */
  readonly value: string;
  /** The earliest day that can be chosen, 'YYYY-MM-DD'. */
  readonly min: string;
  readonly onChange: (iso: string) => void;
}

/**
 * A date box with a calendar icon opening a calendar in the visitor's language (Polish by default,
 * spec §2), of fixed height (always six weeks, so it never jumps between months) where days before
 * `min` cannot be chosen. The chosen day reads DD.MM.YYYY in every language (spec §9, CONST-06):
 * British English alone would write 04/07/2026.
 */
export function DateField({ label, value, min, onChange }: DateFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useDismiss(root, open, () => setOpen(false));

  const shown = value ? formatDate(intl, toLocalDate(value)) : '';
  return (
    <div ref={root} className="date-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <button
        id={id}
        type="button"
        className="date-field__trigger"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
      >
        <svg className="date-field__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
          />
        </svg>
        <span>{shown || intl.formatMessage({ id: 'search.date.choose' })}</span>
      </button>
      {open ? (
        <div className="date-field__panel" role="dialog" aria-label={label}>
          <Suspense fallback={<div className="date-field__loading" aria-busy="true" />}>
            <CalendarPanel
              language={intl.locale.slice(0, 2)}
              value={value}
              min={min}
              onChoose={(iso) => {
                onChange(iso);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
