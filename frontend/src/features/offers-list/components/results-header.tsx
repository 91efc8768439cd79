import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_SORTS } from '@app/shared/search-criteria';
import type { ListSort } from '@app/shared/offers-list/list-query';
import { formatCount } from '../../../lib/intl/formats.ts';

interface ResultsHeaderProps {
  /** Totals of the answer on screen; undefined while the first one loads. */
  readonly totals: { hotels: number; offers: number } | undefined;
  readonly flights: boolean;
  readonly sort: ListSort;
  readonly onSort: (sort: ListSort) => void;
  /** The phone's filter button. */
  readonly filtersButton?: ReactNode;
}

/**
 * "1 234 hotele, 5 678 ofert" (Polish plurals through ICU) and the sort. The totals are the results'
 * heading and a polite live region, so a screen reader hears the new count after each filter change.
 * Flights are sorted by price only: rating and stars mean nothing for them (decision 008).
 */
export function ResultsHeader({ totals, flights, sort, onSort, filtersButton }: ResultsHeaderProps) {
  const intl = useIntl();
  const sortId = useId();
  return (
    <div className="results-header">
      <h2
        id="results-heading"
        className="results-header__totals"
        aria-live="polite"
        aria-atomic="true"
        // Focus lands here when the last filter chip is removed, rather than on the page's start.
        tabIndex={-1}
      >
        {totals === undefined ? (
          <>
            <span className="visually-hidden">{intl.formatMessage({ id: 'offers_list.loading' })}</span>
            <span className="skeleton skeleton--line results-header__skeleton" aria-hidden="true" />
          </>
        ) : (
          intl.formatMessage(
            { id: flights ? 'offers_list.totals.flights' : 'offers_list.totals' },
            {
              hotels: totals.hotels,
              hotelsText: formatCount(intl, totals.hotels),
              offers: totals.offers,
              offersText: formatCount(intl, totals.offers),
            },
          )
        )}
      </h2>
      <div className="results-header__tools">
        {filtersButton}
        {flights ? null : (
          <div className="results-header__sort">
            <label htmlFor={sortId}>{intl.formatMessage({ id: 'offers_list.sort' })}</label>
            <select
              id={sortId}
              className="field__input results-header__select"
              value={sort}
              onChange={(event) => onSort(SEARCH_SORTS.find((item) => item === event.target.value) ?? 'price')}
            >
              {SEARCH_SORTS.map((item) => (
                <option key={item} value={item}>
                  {intl.formatMessage({ id: `offers_list.sort.${item}` })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </div>
  );
}
