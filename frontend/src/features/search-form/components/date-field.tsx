import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enGB, pl } from 'react-day-picker/locale';
import { useIntl } from 'react-intl';
import 'react-day-picker/style.css';

const PICKER_LOCALES = { pl, en: enGB, de } as const;

/** 'YYYY-MM-DD' ↔ a local Date at midnight: the picker works in the browser's zone (decision D3). */
function toDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}
function toIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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
 * `min` cannot be chosen.
 */
export function DateField({ label, value, min, onChange }: DateFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const locale = PICKER_LOCALES[intl.locale.slice(0, 2) as keyof typeof PICKER_LOCALES] ?? pl;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const shown = value ? intl.formatDate(toDate(value), { day: '2-digit', month: '2-digit', year: 'numeric' }) : '';
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
          <DayPicker
            mode="single"
            locale={locale}
            fixedWeeks
            showOutsideDays
            selected={value ? toDate(value) : undefined}
            defaultMonth={toDate(value || min)}
            startMonth={toDate(min)}
            disabled={{ before: toDate(min) }}
            onSelect={(date) => {
              if (!date) return;
              onChange(toIso(date));
              setOpen(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
