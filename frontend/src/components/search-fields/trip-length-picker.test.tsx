import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { TripLengthPicker } from './trip-length-picker.tsx';

const PRESETS = [
  { value: '7-10', min: 7, max: 10 },
  { value: '13-15', min: 13, max: 15 },
];

describe('the trip-length presets (issue 22)', () => {
  it('offers the default filter’s lengths as one tap each and marks the chosen one', async () => {
    let chosen: { min: string; max: string } | undefined;
    const { user } = renderWithProviders(
      <TripLengthPicker min="7" max="10" presets={PRESETS} onChange={(range) => (chosen = range)} />,
    );
    await user.click(screen.getByRole('button', { name: /Długość pobytu/ }));
    expect(screen.getByRole('button', { name: '7-10 dni' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '13-15 dni' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '13-15 dni' }));
    expect(chosen).toEqual({ min: '13', max: '15' });
  });

  it('shows no preset row without presets', async () => {
    const { user } = renderWithProviders(<TripLengthPicker min="" max="" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Długość pobytu/ }));
    expect(screen.queryByRole('group', { name: 'Popularne długości' })).not.toBeInTheDocument();
  });
});
