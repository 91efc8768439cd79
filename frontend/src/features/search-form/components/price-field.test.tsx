import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import SearchFormBody from './search-form-body.tsx';

/** Filter data without options: the price box needs none. */
const EMPTY_FILTERS = {
  'GET /filter/airports': () => jsonResponse(200, { airports: {}, airports_list: [] }),
  'GET /filter/regions': () =>
    jsonResponse(200, { regions: {}, regions_list: [], special_regions: [], main_regions: [] }),
  'GET /filter/facilities': () => jsonResponse(200, { facilities: [] }),
  'GET /filter/operators': () => jsonResponse(200, { operators: [], virtual: {} }),
  'GET /filter/get_default_filter': () =>
    jsonResponse(200, { accommodation_list: [], duration: { default: '7-10', list: [] }, alimentations_list: [] }),
};

function SearchLanding() {
  const location = useLocation();
  return <p data-testid="landing">{location.search}</p>;
}

async function openPriceBox() {
  stubFetch(EMPTY_FILTERS);
  const rendered = renderRoutes([
    { path: '/', element: <SearchFormBody /> },
    { path: '/offers', element: <SearchLanding /> },
  ]);
  await rendered.user.click(screen.getByRole('button', { name: 'Więcej opcji' }));
  return { ...rendered, box: screen.getByRole('spinbutton', { name: 'Maksymalna cena za osobę (EUR)' }) };
}

async function submittedQuery(user: Awaited<ReturnType<typeof openPriceBox>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Szukaj' }));
  return new URLSearchParams((await screen.findByTestId('landing')).textContent ?? '');
}

describe('the search form price box (WIDGET-20, VAL-41)', () => {
  it('keeps the digits typed one by one and sends them rounded up to the step of 50', async () => {
    const { user, box } = await openPriceBox();
    expect(box).toHaveAttribute('min', '0');
    expect(box).toHaveAttribute('step', '50');
    await user.type(box, '1234');
    expect(box).toHaveValue(1234);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect((await submittedQuery(user)).get('price_max_eur')).toBe('1250');
  });

  it('rejects a negative price: the box is marked invalid and the search has no price limit', async () => {
    const { user, box } = await openPriceBox();
    await user.type(box, '-100');
    expect(box).toHaveValue(-100);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect((await submittedQuery(user)).has('price_max_eur')).toBe(false);
  });
});
