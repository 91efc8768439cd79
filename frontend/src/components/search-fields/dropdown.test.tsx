import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Dropdown, useCloseDropdown } from './dropdown.tsx';

/** A widget's own "choose" button, which closes the dropdown it sits in. */
function ChooseButton() {
  const close = useCloseDropdown();
  return (
    <button type="button" onClick={close}>
      Wybierz
    </button>
  );
}

function renderDropdown() {
  const rendered = renderWithProviders(
    <>
      <p>Poza listą</p>
      <Dropdown label="Kierunek" summary="Dowolny kierunek">
        <ChooseButton />
      </Dropdown>
    </>,
  );
  return { ...rendered, trigger: screen.getByRole('button', { name: 'Kierunek Dowolny kierunek' }) };
}

const panel = () => screen.queryByRole('group', { name: 'Kierunek' });

describe('the search form dropdown', () => {
  it('opens on focus, as when tabbing into the field (STATE-21)', async () => {
    const { user, trigger } = renderDropdown();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(panel()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on a click, also when the field already has focus (STATE-21)', async () => {
    const { user, trigger } = renderDropdown();
    await user.tab();
    // Escape closes the panel and leaves the focus on the field, so only the click can open it.
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(panel()).toBeInTheDocument();
  });

  it.each([
    ['the choose button', 'Wybierz'],
    ['the close icon', 'Zamknij'],
  ])('closes on %s, giving focus back to the field without opening it again (STATE-22)', async (_, button) => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: button }));
    expect(panel()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside (STATE-22)', async () => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    await user.click(screen.getByText('Poza listą'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('stays open on a click inside its panel', async () => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    await user.click(screen.getByRole('group', { name: 'Kierunek' }));
    expect(panel()).toBeInTheDocument();
  });
});
