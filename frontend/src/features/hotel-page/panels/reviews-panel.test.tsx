import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { hotelDetails } from './hotel-details.fixture.ts';
import { ReviewsPanel } from './reviews-panel.tsx';

const REVIEWS = {
  overall: 4.83,
  accommodation: 5,
  board: 4.25,
  price_quality: 3.96,
  service: 6,
  attractions: 0,
  location: 5.5,
  count: 123,
};

/** Each detail score as [label, number], in the order shown. */
function scores(): [string, string][] {
  return Array.from(document.querySelectorAll('.hotel-reviews__scores dt'), (term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

describe('ReviewsPanel', () => {
  it('shows the overall score large with one decimal and the review count in Polish (HOTEL-06)', () => {
    const { container } = renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: REVIEWS })} />);

    expect(container.querySelector('.hotel-reviews__overall-score')).toHaveTextContent('4,8 / 6');
    expect(screen.getByText('na podstawie 123 opinii')).toBeInTheDocument();
  });

  it('lists the six other scores in the order of spec §3, each with a bar of score / 6 (HOTEL-06)', () => {
    const { container } = renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: REVIEWS })} />);

    expect(scores()).toEqual([
      ['Zakwaterowanie', '5,0'],
      ['Wyżywienie', '4,3'],
      ['Stosunek jakości do ceny', '4,0'],
      ['Obsługa', '6,0'],
      ['Atrakcje', '0,0'],
      ['Położenie', '5,5'],
    ]);
    const bars = Array.from(container.querySelectorAll<HTMLElement>('.hotel-reviews__bar'), (bar) =>
      Number(bar.style.getPropertyValue('--score-share')),
    );
    expect(bars).toEqual([5 / 6, 4.25 / 6, 3.96 / 6, 1, 0, 5.5 / 6]);
  });

  it('uses the plural forms and number format of each language', () => {
    const one = { ...REVIEWS, count: 1 };
    const many = { ...REVIEWS, count: 1234 };

    const { unmount } = renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: many })} />);
    expect(screen.getByText('na podstawie 1234 opinii')).toBeInTheDocument();
    unmount();

    appStore.set(localeAtom, 'en');
    const english = renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: one })} />);
    expect(screen.getByText('4.8 / 6')).toBeInTheDocument();
    expect(screen.getByText('based on 1 review')).toBeInTheDocument();
    english.unmount();

    appStore.set(localeAtom, 'de');
    renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: many })} />);
    expect(screen.getByText('4,8 / 6')).toBeInTheDocument();
    expect(screen.getByText('basierend auf 1.234 Bewertungen')).toBeInTheDocument();
    expect(scores()).toContainEqual(['Lage', '5,5']);
  });

  it('says the hotel has no reviews yet when there are none, or none counted', () => {
    const { unmount } = renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: null })} />);
    expect(screen.getByText('Ten hotel nie ma jeszcze opinii')).toBeInTheDocument();
    unmount();

    renderWithProviders(<ReviewsPanel hotel={hotelDetails({ reviews: { ...REVIEWS, count: 0 } })} />);
    expect(screen.getByText('Ten hotel nie ma jeszcze opinii')).toBeInTheDocument();
    expect(screen.queryByText(/\/ 6/)).not.toBeInTheDocument();
  });
});
