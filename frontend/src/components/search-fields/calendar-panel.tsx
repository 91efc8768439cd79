import { DayPicker } from 'react-day-picker';
import { de, enGB, pl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { toIsoDay, toLocalDate } from '../../lib/local-dates.ts';

const PICKER_LOCALES: Readonly<Record<string, typeof pl>> = { pl, en: enGB, de };

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
