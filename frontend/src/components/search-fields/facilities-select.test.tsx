import type { FacilitiesFilter } from '@app/shared/filters';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { FacilitiesSelect } from './facilities-select.tsx';

const NAMES = ['Basen', 'Wi-Fi', 'Spa', 'Bar', 'Siłownia', 'Sauna'];
const DATA: FacilitiesFilter = {
  facilities: NAMES.map((name, i) => ({ id: i + 1, name, category: 'Hotel' })),
};

function renderChosen(count: number) {
  const ids = DATA.facilities.slice(0, count).map((facility) => facility.id);
  renderWithProviders(<FacilitiesSelect data={DATA} selected={ids} onChange={() => undefined} />);
  return screen.getByRole('button', { name: /^Udogodnienia/ });
}

describe('the facilities multi-select', () => {
  it('shows "Dowolne" with nothing chosen', () => {
    expect(renderChosen(0)).toHaveTextContent('Dowolne');
  });

  it('names up to 4 chosen facilities (CONST-16)', () => {
    expect(renderChosen(4)).toHaveTextContent('Basen, Wi-Fi, Spa, Bar');
  });

  it('shows a count once more than 4 are chosen (CONST-16)', () => {
    expect(renderChosen(5)).toHaveTextContent('5 wybranych');
  });
});
