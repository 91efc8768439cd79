import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecommendedRegionsResponse } from '@app/shared/content';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { setViewportWidth } from '../../../testing/match-media.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RecommendedRegions } from './recommended-regions.tsx';

const POLISH: RecommendedRegionsResponse = {
  categories: [
    {
      title: 'Najchętniej wybierane',
      regions: [
        { name: 'Turcja', link: '/wakacje/turcja', min_price_pln: 1999 },
        { name: 'Albania', link: '/wakacje/albania', min_price_pln: null },
        { name: 'Egipt', link: '/wakacje/egipt', min_price_pln: 12450 },
      ],
    },
    { title: 'Bez ceny', regions: [{ name: 'Islandia', link: '/wakacje/islandia', min_price_pln: null }] },
  ],
};
const GERMAN: RecommendedRegionsResponse = {
  categories: [
    { title: 'Am beliebtesten', regions: [{ name: 'Türkei', link: '/wakacje/turcja', min_price_pln: 1999 }] },
  ],
};

describe('RecommendedRegions', () => {
  it('shows priced regions as links with the price per person and hides the rest', async () => {
    stubFetch({ 'GET /regions/get_recommended_regions': () => jsonResponse(200, POLISH) });
    renderWithProviders(<RecommendedRegions />);

    expect(screen.getByRole('heading', { name: 'Polecane regiony' })).toBeInTheDocument();
    const turkey = await screen.findByRole('link', { name: /Turcja/ });
    expect(turkey).toHaveAttribute('href', '/wakacje/turcja');
    expect(turkey).toHaveTextContent('Turcja od 1 999 zł / os.');
    expect(screen.getByRole('link', { name: /Egipt/ })).toHaveTextContent('od 12 450 zł / os.');
    expect(screen.queryByText('Albania')).not.toBeInTheDocument();
    expect(screen.queryByText('Bez ceny')).not.toBeInTheDocument();
    const price = within(turkey).getByText(/zł/);
    expect(price).toHaveClass('price');
    expect(price.textContent).toBe('1\u00a0999\u00a0zł');
  });

  it('is an endless carousel of the categories on mobile, turned by arrows and dots (REGION-02)', async () => {
    setViewportWidth(375);
    const categories = [
      ...POLISH.categories,
      { title: 'Egzotyka', regions: [{ name: 'Kuba', link: '/wakacje/kuba', min_price_pln: 4999 }] },
    ];
    stubFetch({ 'GET /regions/get_recommended_regions': () => jsonResponse(200, { categories }) });
    renderWithProviders(<RecommendedRegions />);

    const section = screen.getByRole('region', { name: 'Polecane regiony' });
    const slider = await within(section).findByRole('group', { name: 'Polecane regiony' });
    expect(slider).toHaveAttribute('aria-roledescription', 'karuzela');
    expect(within(slider).getAllByRole('tab')).toHaveLength(2);
    expect(within(slider).getByRole('button', { name: 'Następny slajd' })).toBeInTheDocument();
    const original = slider.querySelectorAll('.splide__slide:not(.splide__slide--clone) a');
    expect([...original].map((link) => link.getAttribute('href'))).toEqual([
      '/wakacje/turcja',
      '/wakacje/egipt',
      '/wakacje/kuba',
    ]);
  });

  it('shows one category of placeholders on mobile, the size of the first slide', () => {
    setViewportWidth(375);
    stubFetch({ 'GET /regions/get_recommended_regions': () => new Promise<Response>(() => undefined) });
    const { container } = renderWithProviders(<RecommendedRegions />);
    expect(container.querySelectorAll('.skeleton--card')).toHaveLength(4);
  });

  it('shows skeletons of the final size while loading', () => {
    stubFetch({ 'GET /regions/get_recommended_regions': () => new Promise<Response>(() => undefined) });
    const { container } = renderWithProviders(<RecommendedRegions />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie polecanych regionów…');
    expect(container.querySelectorAll('.skeleton--card')).toHaveLength(12);
    expect(screen.getByRole('region', { name: 'Polecane regiony' })).toHaveAttribute('aria-busy', 'true');
  });

  it('hides itself quietly when the regions cannot be loaded', async () => {
    stubFetch({
      'GET /regions/get_recommended_regions': () => errorResponse(503, 'service_unavailable', 'Usługa niedostępna'),
    });
    renderWithProviders(<RecommendedRegions />);
    expect(screen.getByRole('heading', { name: 'Polecane regiony' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Polecane regiony' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again in the new language when the locale changes', async () => {
    const fake = stubFetch({
      'GET /regions/get_recommended_regions': ({ headers }) =>
        jsonResponse(200, headers.get('Accept-Language') === 'de' ? GERMAN : POLISH),
    });
    renderWithProviders(<RecommendedRegions />);
    await screen.findByRole('link', { name: /Turcja/ });

    act(() => appStore.set(localeAtom, 'de'));
    const turkey = await screen.findByRole('link', { name: /Türkei/ });
    expect(turkey).toHaveTextContent('Türkei ab 1.999 PLN / Pers.');
    expect(screen.getByRole('heading', { name: 'Empfohlene Reiseziele' })).toBeInTheDocument();
    expect(fake.calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['pl', 'de']);
  });
});
