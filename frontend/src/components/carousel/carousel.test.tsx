import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findMountedCarousel } from '../../testing/find-carousel.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Carousel, CarouselSlide } from './carousel.tsx';

const SLIDES = ['Turcja', 'Grecja', 'Hiszpania'];

function Slides({ autoplay }: { autoplay: boolean }) {
  return (
    <Carousel options={{ type: 'loop', autoplay, arrows: false }} label="Polecane" content={SLIDES}>
      {SLIDES.map((title, index) => (
        <CarouselSlide key={title}>{index === 0 ? <h1>{title}</h1> : <h2>{title}</h2>}</CarouselSlide>
      ))}
    </Carousel>
  );
}

describe('Carousel', () => {
  it('shows its slides as a static strip before Splide has loaded (prerendered HTML, first paint)', () => {
    const { container } = renderWithProviders(<Slides autoplay={false} />);
    const strip = screen.getByRole('region', { name: 'Polecane' });
    expect(strip).toHaveClass('carousel--static');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('is a labelled carousel with translated dots', async () => {
    renderWithProviders(<Slides autoplay={false} />);
    const carousel = await findMountedCarousel('Polecane');
    expect(carousel).toHaveAttribute('aria-roledescription', 'karuzela');
    const dots = within(carousel).getByRole('tablist', { name: 'Wybierz slajd' });
    expect(
      within(dots)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('aria-label')),
    ).toEqual(['Przejdź do slajdu 1', 'Przejdź do slajdu 2', 'Przejdź do slajdu 3']);
    expect(screen.queryByRole('button', { name: /automatyczne przewijanie/ })).not.toBeInTheDocument();
  });

  it('keeps one h1 although the endless loop copies slides', async () => {
    const { container } = renderWithProviders(<Slides autoplay={false} />);
    await waitFor(() => expect(container.querySelectorAll('.splide__slide--clone').length).toBeGreaterThan(0));
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('.splide__slide--clone h1')).toBeNull();
  });

  it('offers a pause button when it turns by itself', async () => {
    const { user } = renderWithProviders(<Slides autoplay />);
    const pause = await screen.findByRole('button', { name: 'Zatrzymaj automatyczne przewijanie' });
    await user.click(pause);
    expect(pause).toHaveAccessibleName('Wznów automatyczne przewijanie');
  });
});
