import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { DurationOption } from '@app/shared/search-form/trip-length';
import { TripLengthPicker } from '../../../components/search-fields/trip-length-picker.tsx';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';

const TYPING_PAUSE_MS = 600;
const asText = (days: number | undefined) => (days === undefined ? '' : String(days));

/**
 * Trip length (spec §2, LIST-10) with the search form's picker: the boxes answer every key, the
 * search follows when typing pauses. When the search changes from elsewhere (Back, clearing), the
 * boxes take its values.
 */
export function TripLengthFilter({
  min,
  max,
  disabled,
  presets,
  onChange,
}: {
  min: number | undefined;
  max: number | undefined;
  disabled?: boolean;
  presets?: readonly DurationOption[];
  onChange: (range: { durationMin?: number; durationMax?: number }) => void;
}) {
  const [draft, setDraft] = useState({ min: asText(min), max: asText(max) });
  const [seen, setSeen] = useState({ min, max });
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    setDraft({ min: asText(min), max: asText(max) });
  }
  const commit = useDebouncedCallback((range: { min: string; max: string }) => {
    onChange({
      durationMin: range.min === '' ? undefined : Number(range.min),
      durationMax: range.max === '' ? undefined : Number(range.max),
    });
  }, TYPING_PAUSE_MS);
  return (
    <TripLengthPicker
      min={draft.min}
      max={draft.max}
      disabled={disabled}
      presets={presets}
      onChange={(range) => {
        setDraft(range);
        commit(range);
      }}
    />
  );
}

/** Hotel name (spec §3 search criteria), searched when typing pauses. */
export function HotelNameFilter({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const commit = useDebouncedCallback((name: string) => onChange(name.trim()), TYPING_PAUSE_MS);
  return (
    <TextField
      label={intl.formatMessage({ id: 'search.hotel_name' })}
      type="search"
      value={text}
      maxLength={100}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value);
      }}
    />
  );
}
