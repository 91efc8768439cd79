import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@app/shared/content';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { setViewportWidth } from '../../../testing/match-media.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CategoriesSection } from './categories-section.tsx';

const picture = (name: string) => ({ thumb: { url: `/p/${name}.svg` }, retina_thumb: { url: `/p/${name}@2x.svg` } });
const CATEGORIES: CategoriesResponse = {
  categories: [
    {
      title: 'All inclusive',
      description: 'Wszystko w cenie.',
      short_url: '/offers?boards=12',
      picture: picture('ai'),
    },
    { title: 'Turcja', description: 'Ciepłe morze.', short_url: '/wakacje/turcja', picture: picture('tr') },
    { title: 'Grecja', description: 'Białe domy.', short_url: '/wakacje/grecja', picture: picture('gr') },
  ],
};

const route = { 'GET /content/categories': () => jsonResponse(200, CATEGORIES) };

describe('CategoriesSection on desktop', () => {
  it('lists the titles as tabs with the first one chosen and its picture shown (CAT-01/02)', async () => {
    stubFetch(route);
    const { container } = renderWithProviders(<CategoriesSection />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All inclusive', 'Turcja', 'Grecja']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('All inclusive');
    expect(panel.querySelector('img')).toHaveAttribute('srcset', '/p/ai.svg 1x, /p/ai@2x.svg 2x');
    expect(within(panel).getByRole('link', { name: 'Zobacz oferty – All inclusive' })).toHaveAttribute(
      'href',
      '/offers?boards=12',
    );
    // One picture at a time: the other panels are hidden.
    const shown = [...container.querySelectorAll('img')].filter((img) => img.closest('[hidden]') === null);
    expect(shown).toHaveLength(1);
  });

  it('shows another category when its title is clicked or reached with the arrow keys', async () => {
    stubFetch(route);
    const { user } = renderWithProviders(<CategoriesSection />);
    await user.click(await screen.findByRole('tab', { name: 'Turcja' }));
    expect(screen.getByRole('tab', { name: 'Turcja' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute('href', '/wakacje/turcja');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Grecja' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Grecja');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'All inclusive' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('CategoriesSection on mobile', () => {
  it('is an accordion: a click opens an item, another click on it closes it (CAT-03/04)', async () => {
    setViewportWidth(375);
    stubFetch(route);
    const { user } = renderWithProviders(<CategoriesSection />);
    const turkey = await screen.findByRole('button', { name: 'Turcja' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(turkey).toHaveAttribute('aria-expanded', 'false');

    await user.click(turkey);
    expect(turkey).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Zobacz oferty – Turcja' })).toHaveAttribute('href', '/wakacje/turcja');

    await user.click(screen.getByRole('button', { name: 'Grecja' }));
    expect(turkey).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Grecja' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Grecja' }));
    expect(screen.getByRole('button', { name: 'Grecja' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('CategoriesSection while loading or failing', () => {
  it('shows placeholders of the final size while loading', () => {
    stubFetch({ 'GET /content/categories': () => new Promise<Response>(() => undefined) });
    const { container } = renderWithProviders(<CategoriesSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie kategorii…');
    expect(container.querySelectorAll('.category-tabs__tab-skeleton')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Wybierz swój styl wakacji' })).toHaveAttribute('aria-busy', 'true');
  });

  it('hides itself quietly when the categories cannot be loaded (D4)', async () => {
    stubFetch({ 'GET /content/categories': () => errorResponse(503, 'service_unavailable', 'Usługa niedostępna') });
    renderWithProviders(<CategoriesSection />);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Wybierz swój styl wakacji' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
