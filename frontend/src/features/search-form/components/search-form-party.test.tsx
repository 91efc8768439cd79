import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearchForm } from '../search-form.fixture.tsx';

async function openParty(path = '/') {
  const rendered = renderSearchForm(path);
  await rendered.user.click(screen.getByRole('button', { name: /Uczestnicy/ }));
  return {
    ...rendered,
    fewerAdults: screen.getByRole('button', { name: 'Dorośli: mniej' }),
    moreAdults: screen.getByRole('button', { name: 'Dorośli: więcej' }),
    fewerChildren: screen.getByRole('button', { name: 'Dzieci: mniej' }),
    moreChildren: screen.getByRole('button', { name: 'Dzieci: więcej' }),
  };
}

describe('the search form party picker', () => {
  it('starts at 2 adults, cannot go below 1 or above 8, and searches with the number (VAL-29, CONST-12)', async () => {
    const { user, fewerAdults, moreAdults, submittedQuery } = await openParty();
    const party = screen.getByRole('button', { name: /Uczestnicy/ });
    expect(party).toHaveTextContent('Dorośli: 2, dzieci: 0');

    await user.click(fewerAdults);
    expect(party).toHaveTextContent('Dorośli: 1');
    expect(fewerAdults).toBeDisabled();

    for (let i = 0; i < 7; i += 1) await user.click(moreAdults);
    expect(party).toHaveTextContent('Dorośli: 8');
    expect(moreAdults).toBeDisabled();
    expect((await submittedQuery()).get('adults_number')).toBe('8');
  });

  it('takes 0 to 8 children, each with an age slider from 0 to 17 starting at 7 (VAL-30, VAL-31, CONST-12)', async () => {
    const { user, fewerChildren, moreChildren, submittedQuery } = await openParty();
    expect(fewerChildren).toBeDisabled();

    for (let i = 0; i < 8; i += 1) await user.click(moreChildren);
    expect(moreChildren).toBeDisabled();
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(8);
    for (const slider of sliders) {
      expect(slider).toHaveValue('7');
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', '17');
    }

    await user.click(fewerChildren);
    expect(screen.getAllByRole('slider')).toHaveLength(7);
    expect((await submittedQuery()).get('children_ages')).toBe('7,7,7,7,7,7,7');
  });

  it('reset sets adults back to 2, children to 0 with the ages cleared and empties the airports, keeping the rest (STATE-31, OPEN-38)', async () => {
    const { user, submittedQuery } = renderSearchForm(
      '/?adults_number=5&children_ages=4,9&departure_airports=WAW,KTW&hotel_name=Palace',
    );
    expect(screen.getByRole('button', { name: /Uczestnicy/ })).toHaveTextContent('Dorośli: 5, dzieci: 2');

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(screen.getByRole('button', { name: /Uczestnicy/ })).toHaveTextContent('Dorośli: 2, dzieci: 0');
    const query = await submittedQuery();
    expect(query.get('adults_number')).toBe('2');
    expect(query.has('children_ages')).toBe(false);
    expect(query.has('departure_airports')).toBe(false);
    expect(query.get('hotel_name')).toBe('Palace');
  });
});
