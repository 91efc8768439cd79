import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/intl/message-id.ts';

export type QuickFilter = 'last_minute' | 'first_minute' | 'all_inclusive';

const LABELS: Readonly<Record<QuickFilter, { label: MessageId; hint: MessageId }>> = {
  last_minute: { label: 'offers_list.quick.last_minute', hint: 'offers_list.quick.last_minute.hint' },
  first_minute: { label: 'offers_list.quick.first_minute', hint: 'offers_list.quick.first_minute.hint' },
  all_inclusive: { label: 'offers_list.quick.all_inclusive', hint: 'offers_list.quick.all_inclusive.hint' },
};

/**
 * First minute, last minute and all inclusive (spec §2; LIST-12 to LIST-14) as checkboxes with a
 * short explanation each; what they write into the search is decided in shared/src/offers-list.
 */
export function QuickFilters({
  filters,
  isOn,
  onToggle,
}: {
  filters: readonly QuickFilter[];
  isOn: (filter: QuickFilter) => boolean;
  onToggle: (filter: QuickFilter) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className="checkbox-list quick-filters">
      <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'offers_list.quick' })}</legend>
      {filters.map((filter) => (
        <label key={filter} className="checkbox quick-filters__item" htmlFor={`${id}-${filter}`}>
          <input
            id={`${id}-${filter}`}
            type="checkbox"
            checked={isOn(filter)}
            aria-describedby={`${id}-${filter}-hint`}
            onChange={() => onToggle(filter)}
          />
          <span>
            {intl.formatMessage({ id: LABELS[filter].label })}
            {/* Read as the description, not as part of the name. */}
            <span id={`${id}-${filter}-hint`} className="quick-filters__hint" aria-hidden="true">
              {intl.formatMessage({ id: LABELS[filter].hint })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
