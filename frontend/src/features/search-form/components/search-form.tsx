import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// The form's widgets and rules are not part of the first paint (below), so they load in parallel
// with hydration instead of in the page's first script (issue 5 JavaScript budget).
const SearchFormBody = lazy(() => import('./search-form-body.tsx'));

/**
 * Today's dates, the query string and the filter data kept in this browser fill the form, and none
 * of them is known to a page prerendered at build time: until React has adopted that HTML and the
 * form has loaded, a placeholder of the form's size stands in (no layout shift).
 */
function SearchFormPlaceholder() {
  const intl = useIntl();
  return (
    <section className="search-form search-form--placeholder" aria-labelledby="search-heading" aria-busy="true">
      <h2 id="search-heading" className="search-form__heading">
        {intl.formatMessage({ id: 'search.heading' })}
      </h2>
      <span className="skeleton search-form__skeleton" aria-hidden="true" />
    </section>
  );
}

/** The home page's search form (spec §2, §4). */
export function SearchForm() {
  if (!useHydrated()) return <SearchFormPlaceholder />;
  return (
    <Suspense fallback={<SearchFormPlaceholder />}>
      <SearchFormBody />
    </Suspense>
  );
}
