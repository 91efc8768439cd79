import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FacilitiesPanel, groupFacilities } from './facilities-panel.tsx';
import { hotelDetails } from './hotel-details.fixture.ts';

const FACILITIES = [
  { id: 1, name: 'Recepcja 24h', category: 'Hotel', icon: 'reception' },
  { id: 16, name: 'Basen zewnętrzny', category: 'Basen', icon: 'pool' },
  { id: 5, name: 'Restauracja à la carte', category: 'Hotel' },
  { id: 19, name: 'Zjeżdżalnie wodne', category: 'Basen', icon: 'helipad' },
  { id: 30, name: 'Sejf', category: 'Pokój', icon: 'safe' },
];

describe('groupFacilities', () => {
  it('groups by category, categories in the order first named, facilities in their own order', () => {
    expect(groupFacilities(FACILITIES).map((group) => [group.category, group.facilities.map((f) => f.id)])).toEqual([
      ['Hotel', [1, 5]],
      ['Basen', [16, 19]],
      ['Pokój', [30]],
    ]);
  });
});

describe('FacilitiesPanel', () => {
  it('shows a headed list per category with an icon for each facility', () => {
    renderWithProviders(<FacilitiesPanel hotel={hotelDetails({ facilities: FACILITIES })} />);

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Hotel',
      'Basen',
      'Pokój',
    ]);
    const hotel = screen.getByRole('region', { name: 'Hotel' });
    const items = within(within(hotel).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Recepcja 24h', 'Restauracja à la carte']);
    for (const item of items) expect(item.querySelectorAll('svg')).toHaveLength(1);
  });

  it('draws a check mark where the facility has no icon type or one outside spec §3', () => {
    renderWithProviders(<FacilitiesPanel hotel={hotelDetails({ facilities: FACILITIES })} />);

    const checks = document.querySelectorAll('svg[data-icon="check"]');
    expect(Array.from(checks, (svg) => svg.closest('li')?.textContent)).toEqual([
      'Restauracja à la carte',
      'Zjeżdżalnie wodne',
    ]);
  });

  it('says so when the hotel listed no facilities', () => {
    renderWithProviders(<FacilitiesPanel hotel={hotelDetails({ facilities: [] })} />);

    expect(screen.getByText('Ten hotel nie podał listy udogodnień.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
