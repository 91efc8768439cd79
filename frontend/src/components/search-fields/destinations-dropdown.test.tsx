import type { RegionsFilter } from '@app/shared/filters';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { DestinationsDropdown } from './destinations-dropdown.tsx';

const COUNTRIES = ['Grecja', 'Hiszpania', 'Kuba', 'Turcja', 'Włochy', 'Egipt'].map((name, i) => ({
  id: 200100 + i,
  name,
  unicodeName: name,
  subregions: [],
}));
const DATA: RegionsFilter = {
  regions: Object.fromEntries(COUNTRIES.map((country) => [String(country.id), country])),
  regions_list: COUNTRIES,
  special_regions: [],
  main_regions: COUNTRIES.map((country) => country.id),
};

function renderChosen(count: number) {
  const ids = COUNTRIES.slice(0, count).map((country) => country.id);
  renderWithProviders(<DestinationsDropdown data={DATA} selected={ids} onChange={() => undefined} />);
  return screen.getByRole('button', { name: /^Kierunek/ });
}

describe('the destinations dropdown', () => {
  it('names up to 4 chosen destinations (CONST-16)', () => {
    expect(renderChosen(4)).toHaveTextContent('Grecja, Hiszpania, Kuba, Turcja');
  });

  it('shows a count once more than 4 are chosen (CONST-16)', () => {
    expect(renderChosen(5)).toHaveTextContent('5 kierunków');
  });
});
