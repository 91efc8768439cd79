import { TABS, type SearchTab } from '@app/shared/search-form/active-filters';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { tabAfterKey } from '../../../lib/tab-navigation.ts';

const LABELS = {
  A: 'search.tab.A',
  S: 'search.tab.S',
  C: 'search.tab.C',
  GROUP: 'search.tab.GROUP',
} as const satisfies Record<SearchTab, string>;

/**
 * The form's four tabs (spec §2): a tab strip on desktops, a dropdown on phones whose default
 * label is Holiday (FORM-09). Arrow keys move between tabs, as in any tab list.
 */
export function SearchTabs({
  tab,
  controls,
  onChange,
}: {
  tab: SearchTab;
  controls: string;
  onChange: (tab: SearchTab) => void;
}) {
  const intl = useIntl();
  const selectId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, TABS.length, { orientation: 'horizontal' });
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={intl.formatMessage({ id: 'search.tabs' })} className="search-tabs">
        {TABS.map((own, index) => (
          <button
            key={own}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={tab === own}
            aria-controls={controls}
            tabIndex={tab === own ? 0 : -1}
            className="search-tabs__tab"
            onClick={() => onChange(own)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {intl.formatMessage({ id: LABELS[own] })}
          </button>
        ))}
      </div>
      <label htmlFor={selectId} className="visually-hidden">
        {intl.formatMessage({ id: 'search.tabs' })}
      </label>
      <select
        id={selectId}
        className="search-tabs__select field__input"
        value={tab}
        onChange={(event) => onChange(event.target.value as SearchTab)}
      >
        {TABS.map((own) => (
          <option key={own} value={own}>
            {intl.formatMessage({ id: LABELS[own] })}
          </option>
        ))}
      </select>
    </>
  );
}
