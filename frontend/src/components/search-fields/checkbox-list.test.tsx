import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { CheckboxList } from './checkbox-list.tsx';

const OPTIONS = [
  { value: 1, label: 'All inclusive', count: 12 },
  { value: 2, label: 'Śniadanie', count: 0 },
  { value: 3, label: 'Bez wyżywienia', count: 0 },
];

describe('CheckboxList', () => {
  it('cannot tick an option whose count is 0, but one already ticked can be taken back (issue 22)', () => {
    renderWithProviders(
      <CheckboxList legend="Wyżywienie" options={OPTIONS} selected={[3]} onChange={() => undefined} />,
    );
    expect(screen.getByRole('checkbox', { name: 'All inclusive (12)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Śniadanie (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Bez wyżywienia (0)' })).toBeEnabled();
  });

  it('leaves every option enabled where no counts are known (the home search form)', () => {
    renderWithProviders(
      <CheckboxList
        legend="Wyżywienie"
        options={OPTIONS.map(({ value, label }) => ({ value, label }))}
        selected={[]}
        onChange={() => undefined}
      />,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeEnabled();
  });
});
