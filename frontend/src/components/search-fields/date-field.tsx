import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../lib/intl/formats.ts';
import { toLocalDate } from '../../lib/local-dates.ts';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { CloseButton, SheetFooter } from './panel-buttons.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useSheetScrollLock } from './use-sheet-scroll-lock.ts';

// The calendar (react-day-picker and date-fns, ~25 KB gzipped) loads when it is first opened,
// so the home page's first load does not carry it.
const CalendarPanel = lazy(() => import('./calendar-panel.tsx').then((module) => ({ default: module.CalendarPanel })));

/** The two ends of a stay, when this field is one of them: the other end shows in its calendar. */
export interface DateRangeEnds {
  readonly edge: 'start' | 'end';
  readonly start: string;
  readonly end: string;
  readonly startMin: string;
  readonly endMin: string;
  readonly startLabel: string;
  readonly endLabel: string;
  readonly onStart: (iso: string) => void;
  readonly onEnd: (iso: string) => void;
}

interface DateFieldProps {
  readonly label: string;
  /** The chosen day, 'YYYY-MM-DD', or '' for none. */
  readonly value: string;
  /** The earliest day that can be chosen, 'YYYY-MM-DD'. */
  readonly min: string;
  readonly onChange: (iso: string) => void;
  /**
   * Departure and return: the calendar shades the days between them, and on a phone one sheet picks
   * both, the departure first, then the return (issue 22).
   */
  readonly range?: DateRangeEnds;
  /** A form's refused value: the field reads as invalid and is described by the error's id. */
  readonly errorId?: string | undefined;
}

/**
 * A date box with a calendar icon opening a calendar in the visitor's language (Polish by default,
 * spec §2), of fixed height (always six weeks, so it never jumps between months) where days before
 * `min` cannot be chosen. The chosen day reads DD.MM.YYYY in every language (spec §9, CONST-06):
 * British English alone would write 04/07/2026.
 *
 * The calendar is a dialog (WAI-ARIA date-picker pattern): opening it puts focus on the chosen day
 * (or the first one that can be chosen), the arrows move by day and week, Escape closes it, and
 * focus returns to the field on closing or choosing; tabbing away closes it. On phones it fills the
 * screen.
 */
export function DateField({ label, value, min, onChange, range, errorId }: DateFieldProps) {
  const intl = useIntl();
  const sheet = useMediaQuery(PHONE_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<'start' | 'end'>('start');
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = useId();
  useSheetScrollLock(open && sheet);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  useDismiss(root, open, (reason) => {
    if (reason === 'escape') close();
    else setOpen(false);
  });
  // A phone picks both ends in one sheet; elsewhere each field picks its own day.
  const both = sheet && range !== undefined;
  const picking = both ? phase : undefined;
  const choose = (iso: string) => {
    if (!range || !both) {
      onChange(iso);
      close();
    } else if (picking === 'start') {
      range.onStart(iso);
      setPhase('end');
    } else {
      range.onEnd(iso);
      close();
    }
  };
  const shown = value ? formatDate(intl, toLocalDate(value)) : '';
  const dayOf = (iso: string) => (iso ? formatDate(intl, toLocalDate(iso)) : '…');
  const title = picking && range ? (picking === 'start' ? range.startLabel : range.endLabel) : label;

  return (
    <div ref={root} className="date-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <button
        ref={trigger}
        id={id}
        type="button"
        className="date-field__trigger"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onClick={() => {
          setPhase(range?.edge ?? 'start');
          setOpen((was) => !was);
        }}
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
        <div
          className={`date-field__panel ${sheet ? 'sheet' : ''}`.trim()}
          role="dialog"
          aria-modal={sheet || undefined}
          aria-labelledby={sheet ? titleId : undefined}
          aria-label={sheet ? undefined : label}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
          }}
        >
          {sheet ? (
            <>
              <p id={titleId} className="sheet__title">
                {title}
              </p>
              <CloseButton onClick={close} />
              {range ? (
                <p className="sheet__range" aria-live="polite">
                  {dayOf(range.start)} – {dayOf(range.end)}
                </p>
              ) : null}
            </>
          ) : null}
          <Suspense fallback={<div className="date-field__loading" aria-busy="true" />}>
            <CalendarPanel
              // A new phase opens afresh: the return's calendar at the earliest return, just after the
              // departure chosen a moment ago.
              key={picking}
              openAt={picking === 'end' && range ? range.endMin : undefined}
              language={intl.locale.slice(0, 2)}
              value={range && picking ? (picking === 'start' ? range.start : range.end) : value}
              min={range && picking ? (picking === 'start' ? range.startMin : range.endMin) : min}
              range={range ? { start: range.start, end: range.end } : undefined}
              onChoose={choose}
            />
          </Suspense>
          {sheet ? <SheetFooter onDone={close} /> : null}
        </div>
      ) : null}
    </div>
  );
}
