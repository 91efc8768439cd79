import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { jsonResponse, stubFetch } from '../../testing/fake-fetch.ts';
import { renderRoutes } from '../../testing/render.tsx';
import SearchFormBody from './components/search-form-body.tsx';

/** Filter data without options, and a default trip length of 7-10 days. */
export const EMPTY_FILTERS = {
  'GET /filter/airports': () => jsonResponse(200, { airports: {}, airports_list: [] }),
  'GET /filter/regions': () =>
    jsonResponse(200, { regions: {}, regions_list: [], special_regions: [], main_regions: [] }),
  'GET /filter/facilities': () => jsonResponse(200, { facilities: [] }),
  'GET /filter/operators': () => jsonResponse(200, { operators: [], virtual: {} }),
  'GET /filter/get_default_filter': () =>
    jsonResponse(200, { accommodation_list: [], duration: { default: '7-10', list: [] }, alimentations_list: [] }),
};

/** Where a search lands: shows the query it was given. */
function SearchLanding() {
  const location = useLocation();
  return <p data-testid="landing">{location.search}</p>;
}

/** The home page search form at `path` (its query string is the incoming search), with `/offers` behind it. */
export function renderSearchForm(path = '/') {
  stubFetch(EMPTY_FILTERS);
  const rendered = renderRoutes(
    [
      { path: '/', element: <SearchFormBody /> },
      { path: '/offers', element: <SearchLanding /> },
    ],
    { path },
  );
  /** Submits the form and gives the query string /offers received. */
  const submittedQuery = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Szukaj' }));
    return new URLSearchParams((await screen.findByTestId('landing')).textContent ?? '');
  };
  return { ...rendered, submittedQuery };
}
