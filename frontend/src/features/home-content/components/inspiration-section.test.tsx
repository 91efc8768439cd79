import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomeTilesResponse } from '@app/shared/content';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { InspirationSection } from './inspiration-section.tsx';

const picture = { thumb: { url: '/p/t.svg' }, retina_thumb: { url: '/p/t.svg' } };
const TILES: HomeTilesResponse = {
  tiles: [
    { key: 'recommended', title: 'Polecane przez specjalistów', url: '/offers?rating_min=4', picture },
    { key: 'from_germany', title: 'Wyloty z Niemiec', url: '/offers?departure_airports=ALL_GER', picture },
    { key: 'exotic', title: 'Egzotyka', url: '/offers?regions=200253', picture },
    { key: 'with_children', title: 'Wakacje z dziećmi', url: '/offers?children_ages=7', picture },
    { key: 'no_passport', title: 'Bez paszportu', url: '/offers?regions=200217', picture },
  ],
};

describe('InspirationSection', () => {
  it('shows the inspiration title and the five category tiles as links (HOME-09/10)', async () => {
    stubFetch({ 'GET /content/home_tiles': () => jsonResponse(200, TILES) });
    renderWithProviders(<InspirationSection />);
    const section = screen.getByRole('region', { name: 'Szukasz inspiracji?' });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(5));
    expect(within(section).getByRole('link', { name: 'Wakacje z dziećmi' })).toHaveAttribute(
      'href',
      '/offers?children_ages=7',
    );
    expect(within(section).getByRole('link', { name: 'Egzotyka' }).querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows five placeholder tiles while loading', () => {
    stubFetch({ 'GET /content/home_tiles': () => new Promise<Response>(() => undefined) });
    const { container } = renderWithProviders(<InspirationSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie inspiracji…');
    expect(container.querySelectorAll('.tile--skeleton')).toHaveLength(5);
  });

  it('hides itself quietly when the tiles cannot be loaded (D4)', async () => {
    stubFetch({ 'GET /content/home_tiles': () => errorResponse(503, 'service_unavailable', 'Usługa niedostępna') });
    renderWithProviders(<InspirationSection />);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Szukasz inspiracji?' })).not.toBeInTheDocument());
  });
});
