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
        <label>
          <input type="checkbox" /> Grecja
        </label>
        <label>
          <input type="checkbox" defaultChecked /> Turcja
        </label>
        <label>
          <input type="checkbox" /> Egipt
        </label>
        <ChooseButton />
      </Dropdown>
      <button type="button">Następne pole</button>
    </>,
  );
  return { ...rendered, trigger: screen.getByRole('button', { name: 'Kierunek Dowolny kierunek' }) };
}

const panel = () => screen.queryByRole('dialog', { name: 'Kierunek' });

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
    await user.click(screen.getByRole('dialog', { name: 'Kierunek' }));
    expect(panel()).toBeInTheDocument();
  });

  describe('from the keyboard (WAI-ARIA dialog popup, issue 22)', () => {
    it('is one tab stop: Tab moves past the open panel to the next field and closes it', async () => {
      const { user } = renderDropdown();
      await user.tab();
      expect(panel()).toBeInTheDocument();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Następne pole' })).toHaveFocus();
      expect(panel()).not.toBeInTheDocument();
    });

    it('Down takes focus to the chosen option, and the arrows walk the options', async () => {
      const { user } = renderDropdown();
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('checkbox', { name: 'Turcja' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('checkbox', { name: 'Egipt' })).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(screen.getByRole('checkbox', { name: 'Grecja' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('button', { name: 'Wybierz' })).toHaveFocus();
    });

    it('Space ticks an option, Enter then closes the panel and returns focus to the field', async () => {
      const { user, trigger } = renderDropdown();
      await user.tab();
      await user.keyboard('{ArrowDown}{ArrowDown} ');
      expect(screen.getByRole('checkbox', { name: 'Egipt' })).toBeChecked();
      await user.keyboard('{Enter}');
      expect(panel()).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('Enter on the field toggles the panel, opening it with focus inside', async () => {
      const { user, trigger } = renderDropdown();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(panel()).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(panel()).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Turcja' })).toHaveFocus();
    });

    it('Escape inside the panel closes it and returns focus to the field without reopening it', async () => {
      const { user, trigger } = renderDropdown();
      await user.tab();
      await user.keyboard('{ArrowDown}{Escape}');
      expect(panel()).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('tabbing out of the panel closes it', async () => {
      const { user } = renderDropdown();
      await user.tab();
      await user.keyboard('{ArrowDown}{End}');
      expect(screen.getByRole('button', { name: 'Wybierz' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Następne pole' })).toHaveFocus();
      expect(panel()).not.toBeInTheDocument();
    });
  });
});
