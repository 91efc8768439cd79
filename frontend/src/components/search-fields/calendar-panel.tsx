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

/**
 * The calendar of a date field: in the visitor's language (Polish by default), always six weeks
 * high so it never jumps between months, days before `min` disabled.
 */
export function CalendarPanel({
  language,
  value,
  min,
  onChoose,
}: {
  language: string;
  value: string;
  min: string;
  onChoose: (iso: string) => void;
}) {
  return (
    <DayPicker
      mode="single"
      locale={PICKER_LOCALES[language] ?? pl}
      fixedWeeks
      showOutsideDays
      formatters={{ formatWeekdayName: weekdayFormatter(language) }}
      selected={value ? toLocalDate(value) : undefined}
      defaultMonth={toLocalDate(value || min)}
      startMonth={toLocalDate(min)}
      disabled={{ before: toLocalDate(min) }}
      onSelect={(date) => {
        if (date) onChoose(toIsoDay(date));
      }}
    />
  );
}
