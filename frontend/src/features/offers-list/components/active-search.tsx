import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListPreset } from '@app/shared/offers-list/list-query';
import { todayIso } from '@app/shared/search-form/dates';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { activeFilterChips, type FilterChip } from '../active-filter-chips.ts';
import { chipLabel } from '../chip-label.ts';
import { searchSummary } from '../search-summary.ts';
import { useFilterNames } from '../use-filter-names.ts';
import './active-search.css';

interface ActiveSearchProps {
  readonly values: Partial<SearchFormValues>;
  readonly preset: ListPreset;
  /** The sidebar's own setter: a chip's removal is the same new search as unticking its filter. */
  readonly onChange: (patch: Partial<SearchFormValues>) => void;
  readonly onClear: () => void;
}

const has = (chips: readonly FilterChip[], kind: FilterChip['kind']) => chips.some((chip) => chip.kind === kind);

/**
 * Above the results (issue 22): a heading that says what was searched ("Turcja · 2 dorosłych ·
 * 01.06–30.06") and a chip for each active filter, whose × removes it, with "clear all" once there
 * are two. Both name values as the sidebar does, in the visitor's language.
 */
export function ActiveSearch({ values, preset, onChange, onClear }: ActiveSearchProps) {
  const intl = useIntl();
  const [today] = useState(() => todayIso(Date.now(), browserTimeZone()));
  const chips = useMemo(() => activeFilterChips(values, preset), [values, preset]);
  const names = useFilterNames({
    regions: (values.regions?.length ?? 0) > 0,
    airports: has(chips, 'airport'),
    defaults: has(chips, 'board') || has(chips, 'accommodation'),
    facilities: has(chips, 'facility'),
    operators: has(chips, 'operator'),
  });
  const summary = searchSummary(intl, values, names.region, today);
  const list = useRef<HTMLUListElement>(null);
  // After a removal the focus goes to the chip that took the removed one's place (or the one before),
  // not to the page's start, so a keyboard user can go on removing.
  const focusAt = useRef<number>(undefined);
  useEffect(() => {
    const index = focusAt.current;
    if (index === undefined) return;
    focusAt.current = undefined;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else document.getElementById('results-heading')?.focus();
  }, [chips]);

  if (summary.status === 'none' && chips.length === 0) return null;
  return (
    <div className="active-search">
      {summary.status === 'ready' ? (
        <h2 className="active-search__summary">{summary.text}</h2>
      ) : summary.status === 'naming' ? (
        <span className="skeleton skeleton--line active-search__skeleton" aria-hidden="true" />
      ) : null}
      {chips.length > 0 ? (
        <ul ref={list} className="filter-chips" aria-label={intl.formatMessage({ id: 'offers_list.chips' })}>
          {chips.map((chip, index) => {
            const label = chipLabel(intl, chip, values, names, today);
            return (
              <li key={chip.key}>
                <button
                  type="button"
                  className="filter-chip"
                  aria-label={intl.formatMessage({ id: 'offers_list.chips.remove' }, { label })}
                  onClick={() => {
                    focusAt.current = index;
                    onChange(chip.remove);
                  }}
                >
                  <span className="filter-chip__label">{label}</span>
                  <span className="filter-chip__remove" aria-hidden="true">
                    ×
                  </span>
                </button>
              </li>
            );
          })}
          {chips.length >= 2 ? (
            <li>
              <button
                type="button"
                className="filter-chips__clear"
                onClick={() => {
                  focusAt.current = 0;
                  onClear();
                }}
              >
                {intl.formatMessage({ id: 'offers_list.chips.clear_all' })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
