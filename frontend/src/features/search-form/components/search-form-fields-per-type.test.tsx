import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearchForm } from '../search-form.fixture.tsx';

const heading = () => screen.getByRole('heading', { level: 2 });
const field = {
  airports: () => screen.queryByRole('button', { name: /Wylot z/ }),
  hotelName: () => screen.queryByRole('textbox', { name: 'Nazwa hotelu' }),
  tripLength: () => screen.queryByRole('button', { name: /Długość pobytu/ }),
  boards: () => screen.queryByRole('group', { name: 'Wyżywienie' }),
};

describe('the search form shows only the fields of the chosen kind of trip (spec §4, issue 22)', () => {
  it('holidays: every field, under "Szukaj wakacji"', async () => {
    const { user } = renderSearchForm();
    await user.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    expect(heading()).toHaveTextContent('Szukaj wakacji');
    for (const find of Object.values(field)) expect(find()).toBeInTheDocument();
  });

  it('hotels only: no departure airports, under "Szukaj hotelu"', async () => {
    const { user } = renderSearchForm();
    await user.click(screen.getByRole('tab', { name: 'Tylko hotele' }));
    expect(heading()).toHaveTextContent('Szukaj hotelu');
    expect(field.airports()).not.toBeInTheDocument();
    expect(field.hotelName()).toBeInTheDocument();
    expect(field.tripLength()).toBeInTheDocument();
  });

  it('flights: no hotel name nor hotel options, no trip length one way, under "Szukaj lotu"', async () => {
    const { user } = renderSearchForm();
    await user.click(screen.getByRole('tab', { name: 'Bilety lotnicze' }));
    await user.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    expect(heading()).toHaveTextContent('Szukaj lotu');
    expect(field.airports()).toBeInTheDocument();
    expect(field.hotelName()).not.toBeInTheDocument();
    expect(field.boards()).not.toBeInTheDocument();
    expect(field.tripLength()).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'W jedną stronę' }));
    expect(field.tripLength()).not.toBeInTheDocument();
  });
});
