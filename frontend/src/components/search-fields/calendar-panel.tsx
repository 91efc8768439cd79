import { useEffect, useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enGB, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { INTL_LOCALE_TAGS, isLocale } from '@app/shared/locale';
import { toIsoDay, toLocalDate } from '../../lib/local-dates.ts';

const PICKER_LOCALES: Readonly<Record<string, typeof pl>> = { pl, en: enGB, de };

/**
 * Weekday headings as the language abbreviates them ("pon. wt. śr.", "Mo Di Mi"): the picker's own
 * two-letter forms read "wto/śro/pią" in Polish, which no Polish calendar prints (issue 22).
 */
function weekdayFormatter(language: string): (weekday: Date) => string {
  const format = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[isLocale(language) ? language : 'pl'], { weekday: 'short' });
  return (weekday) => format.format(weekday);
}

/** The shading of a stay's days: its first and last day, and those between. */
function rangeModifiers(range: { start: string; end: string } | undefined) {
  if (!range?.start || !range.end) return {};
  const from = toLocalDate(range.start);
  const to = toLocalDate(range.end);
  return { stay_start: from, stay_end: to, stay: { from, to } };
}

/**
 * The calendar of a date field: in the visitor's language (Polish by default), always six weeks
 * high so it never jumps between months, days before `min` disabled. It takes focus when it opens
 * (the chosen day, else the first that can be chosen), so the arrows work at once.
 */
export function CalendarPanel({
  language,
  value,
  min,
  range,
  openAt,
  onChoose,
}: {
  language: string;
  value: string;
  min: string;
  /** The day whose month shows first, when not the chosen day's (a return just after a new departure). */
  openAt?: string | undefined;
  range?: { start: string; end: string } | undefined;
  onChoose: (iso: string) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The picker focuses the chosen day or today; when neither can be chosen, the first day that can.
    const calendar = root.current;
    if (!calendar || calendar.contains(document.activeElement)) return;
    calendar.querySelector<HTMLButtonElement>('.rdp-day_button:not([disabled])')?.focus();
  }, []);
  return (
    <div ref={root}>
      <DayPicker
        mode="single"
        // Tapping the chosen day again keeps it (the phone's range sheet confirms a day that way).
        required
        autoFocus
        locale={PICKER_LOCALES[language] ?? pl}
        fixedWeeks
        showOutsideDays
        formatters={{ formatWeekdayName: weekdayFormatter(language) }}
        selected={value ? toLocalDate(value) : undefined}
        defaultMonth={toLocalDate(openAt || value || min)}
        startMonth={toLocalDate(min)}
        disabled={{ before: toLocalDate(min) }}
        modifiers={rangeModifiers(range)}
        modifiersClassNames={{ stay: 'rdp-stay', stay_start: 'rdp-stay-start', stay_end: 'rdp-stay-end' }}
        onSelect={(date) => {
          if (date) onChoose(toIsoDay(date));
        }}
      />
    </div>
  );
}
