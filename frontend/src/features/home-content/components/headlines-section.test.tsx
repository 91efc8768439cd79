import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeadlinesResponse } from '@app/shared/content';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { setViewportWidth } from '../../../testing/match-media.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { HeadlinesSection } from './headlines-section.tsx';
import { findMountedCarousel } from '../../../testing/find-carousel.ts';

const POLISH: HeadlinesResponse = {
  headlines: [
    {
      key: 'taniej',
      intro: 'Ponad 860 tys. ofert',
      main_header: 'Wakacje z Niemiec nawet o 40% taniej',
      sub_header: 'Obsługa po polsku',
      is_main: true,
      url: '/offers',
    },
    {
      key: 'karaiby',
      intro: 'Egzotyka zimą',
      main_header: 'Słońce Karaibów',
      sub_header: 'Loty z Frankfurtu',
      is_main: false,
      url: '/offers?regions=200253',
    },
  ],
};

const headlinesRoute = (body: HeadlinesResponse) => ({ 'GET /content/headlines': () => jsonResponse(200, body) });

describe('HeadlinesSection', () => {
  it('shows each headline as a link with intro, header and sub-header; the main one is the only h1 (HEAD-05/06)', async () => {
    stubFetch(headlinesRoute(POLISH));
    const { container } = renderWithProviders(<HeadlinesSection />);

    const main = await screen.findByRole('heading', { level: 1, name: 'Wakacje z Niemiec nawet o 40% taniej' });
    const link = main.closest('a');
    expect(link).toHaveAttribute('href', '/offers');
    expect(link).toHaveTextContent('Ponad 860 tys. ofert');
    expect(link).toHaveTextContent('Obsługa po polsku');
    expect(container.querySelectorAll('h1')).toHaveLength(1);

    const other = container.querySelector('.splide__slide:not(.splide__slide--clone) h2');
    expect(other).toHaveTextContent('Słońce Karaibów');
    expect(other?.closest('a')).toHaveAttribute('href', '/offers?regions=200253');
  });

  it('turns by itself on desktop, with dots, no arrows and a pause button (HEAD-01)', async () => {
    stubFetch(headlinesRoute(POLISH));
    renderWithProviders(<HeadlinesSection />);
    const slider = await findMountedCarousel('Najważniejsze oferty');
    expect(within(slider).getAllByRole('tab')).toHaveLength(2);
    expect(within(slider).getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' })).toBeInTheDocument();
    expect(within(slider).queryByRole('button', { name: /slajd/ })).not.toBeInTheDocument();
  });

  it('is turned by the visitor on mobile: dots, no autoplay and no pause button (HEAD-04)', async () => {
    setViewportWidth(375);
    stubFetch(headlinesRoute(POLISH));
    renderWithProviders(<HeadlinesSection />);
    const carousel = await findMountedCarousel('Najważniejsze oferty');
    expect(within(carousel).getAllByRole('tab')).toHaveLength(2);
    expect(within(carousel).queryByRole('button', { name: /przewijanie/ })).not.toBeInTheDocument();
  });

  it('holds the place with a placeholder while loading', () => {
    stubFetch({ 'GET /content/headlines': () => new Promise<Response>(() => undefined) });
    const { container } = renderWithProviders(<HeadlinesSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie najważniejszych ofert…');
    expect(container.querySelector('.headlines__skeleton')).toBeInTheDocument();
  });

  it('disappears quietly when the headlines cannot be loaded, keeping a hidden h1 (D4)', async () => {
    stubFetch({ 'GET /content/headlines': () => errorResponse(503, 'service_unavailable', 'Usługa niedostępna') });
    renderWithProviders(<HeadlinesSection />);
    const fallback = await screen.findByRole('heading', { level: 1 });
    expect(fallback).toHaveTextContent('Wakacje z Niemiec – wakacje u niemieckich touroperatorów');
    expect(fallback).toHaveClass('visually-hidden');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('supplies the hidden h1 when no headline is main', async () => {
    stubFetch(headlinesRoute({ headlines: POLISH.headlines.map((headline) => ({ ...headline, is_main: false })) }));
    const { container } = renderWithProviders(<HeadlinesSection />);
    await screen.findByRole('region', { name: 'Najważniejsze oferty' });
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')).toHaveClass('visually-hidden');
  });

  it('asks again in the new language and shows its texts', async () => {
    const fake = stubFetch({
      'GET /content/headlines': ({ headers }) =>
        jsonResponse(
          200,
          headers.get('Accept-Language') === 'de'
            ? { headlines: [{ ...POLISH.headlines[0], main_header: 'Urlaub bis zu 40% günstiger' }] }
            : POLISH,
        ),
    });
    renderWithProviders(<HeadlinesSection />);
    await screen.findByRole('heading', { level: 1, name: 'Wakacje z Niemiec nawet o 40% taniej' });

    act(() => appStore.set(localeAtom, 'de'));
    await screen.findByRole('heading', { level: 1, name: 'Urlaub bis zu 40% günstiger' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Top-Angebote' })).toBeInTheDocument());
    expect(fake.calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['pl', 'de']);
  });
});
