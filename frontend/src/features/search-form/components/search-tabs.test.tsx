import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SearchTabs } from './search-tabs.tsx';

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('SearchTabs', () => {
  it('moves the focus with Left and Right, wrapping around, without choosing a tab (FORM-01)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SearchTabs tab="A" controls="panel" onChange={onChange} />);

    await user.click(tab('Wakacje'));
    onChange.mockClear();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Rezerwacje grupowe')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Tylko hotele')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves the focus to the first and last tab with Home and End; leaves Up and Down to the page', async () => {
    const { user } = renderWithProviders(<SearchTabs tab="S" controls="panel" onChange={() => undefined} />);

    await user.click(tab('Tylko hotele'));
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(tab('Tylko hotele')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Rezerwacje grupowe')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Wakacje')).toHaveFocus();
  });
});
