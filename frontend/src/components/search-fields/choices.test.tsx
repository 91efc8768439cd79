import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { StarsChoice, TransferChoice } from './choices.tsx';

function Transfer() {
  const [value, setValue] = useState<'' | '1' | '2'>('');
  return (
    <>
      <TransferChoice value={value} onChange={setValue} />
      <output aria-label="transfer">{value}</output>
    </>
  );
}

describe('the transfer checkboxes', () => {
  it('exclude each other: ticking one unticks the other (STATE-18)', async () => {
    const { user } = renderWithProviders(<Transfer />);
    const withTransfer = screen.getByRole('checkbox', { name: 'Z transferem' });
    const without = screen.getByRole('checkbox', { name: 'Bez transferu' });

    await user.click(withTransfer);
    expect(withTransfer).toBeChecked();
    expect(screen.getByRole('status', { name: 'transfer' })).toHaveTextContent('2');

    await user.click(without);
    expect(without).toBeChecked();
    expect(withTransfer).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'transfer' })).toHaveTextContent('1');
  });

  it('clear the transfer filter when the ticked one is clicked (STATE-19)', async () => {
    const { user } = renderWithProviders(<Transfer />);
    const without = screen.getByRole('checkbox', { name: 'Bez transferu' });
    await user.click(without);
    await user.click(without);
    expect(without).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Z transferem' })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'transfer' })).toBeEmptyDOMElement();
  });
});

describe('the hotel standard choice', () => {
  it('offers any (0) and 1 to 5 stars, one at a time (VAL-42, CONST-14)', async () => {
    let chosen: number | undefined;
    const { user } = renderWithProviders(<StarsChoice value={3} onChange={(stars) => (chosen = stars)} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Dowolny',
      '1 gwiazdka',
      '2 gwiazdki',
      '3 gwiazdki',
      '4 gwiazdki',
      '5 gwiazdek',
    ]);
    expect(screen.getByRole('radio', { name: '3 gwiazdki' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dowolny' }));
    expect(chosen).toBe(0);
  });
});
