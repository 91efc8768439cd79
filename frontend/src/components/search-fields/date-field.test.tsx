import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { DateField } from './date-field.tsx';

describe('the search form date field', () => {
  it('disables the days before a supplied minimum and lets it be chosen (VAL-32, WIDGET-04)', async () => {
    let chosen = '';
    const { user } = renderWithProviders(
      <DateField label="Wyjazd od" value="" min="2031-03-10" onChange={(iso) => (chosen = iso)} />,
    );
    await user.click(screen.getByRole('button', { name: /Wyjazd od/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Wyjazd od' });
    // The calendar's code loads on first opening (slowly under test); it opens on the minimum's month.
    await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    const day = (date: string) => within(calendar).getByRole('button', { name: new RegExp(`\\b${date}$`) });

    expect(day('9 marca 2031')).toBeDisabled();
    expect(day('1 marca 2031')).toBeDisabled();
    expect(day('10 marca 2031')).toBeEnabled();
    await user.click(day('10 marca 2031'));
    expect(chosen).toBe('2031-03-10');
  });

  it.each(['pl', 'en', 'de'] as const)('shows the chosen day as DD.MM.YYYY in %s (CONST-06)', (locale) => {
    act(() => appStore.set(localeAtom, locale));
    renderWithProviders(<DateField label="Departure" value="2026-07-04" min="2026-07-01" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /Departure/ })).toHaveTextContent('04.07.2026');
  });

  it.each([
    ['pl', 'pon. wt. śr. czw. pt. sob. niedz.'],
    ['de', 'Mo Di Mi Do Fr Sa So'],
  ] as const)('heads the weeks with the weekday abbreviations of %s (issue 22)', async (locale, names) => {
    act(() => appStore.set(localeAtom, locale));
    const { user } = renderWithProviders(
      <DateField label="Wyjazd od" value="" min="2031-03-10" onChange={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: /Wyjazd od/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Wyjazd od' });
    const grid = await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    // The picker hides its heading row from assistive technology (each day's name says the weekday).
    const headings = [...grid.querySelectorAll('.rdp-weekday')].map((cell) => cell.textContent);
    expect(headings.join(' ')).toBe(names);
  });

  it('takes focus on opening, moves by the arrows, chooses with Enter and gives focus back (issue 22)', async () => {
    let chosen = '';
    const { user } = renderWithProviders(
      <DateField label="Wyjazd od" value="2031-03-12" min="2031-03-10" onChange={(iso) => (chosen = iso)} />,
    );
    const trigger = screen.getByRole('button', { name: /Wyjazd od/ });
    await user.click(trigger);
    const calendar = await screen.findByRole('dialog', { name: 'Wyjazd od' });
    await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /12 marca 2031/ })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: /20 marca 2031/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toBe('2031-03-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape with focus back on the field, and when focus leaves it', async () => {
    const { user } = renderWithProviders(
      <>
        <DateField label="Wyjazd od" value="" min="2031-03-10" onChange={() => undefined} />
        <button type="button">Dalej</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: /Wyjazd od/ });
    await user.click(trigger);
    const calendar = await screen.findByRole('dialog', { name: 'Wyjazd od' });
    await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    // Nothing chosen and today not in reach: the first day that can be chosen has focus.
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /10 marca 2031/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Wyjazd od' });
    await waitFor(() => expect(within(again).getByRole('button', { name: /10 marca 2031/ })).toHaveFocus());
    act(() => screen.getByRole('button', { name: 'Dalej' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shades the stay between departure and return in either calendar (issue 22)', async () => {
    const stay = {
      start: '2031-03-12',
      end: '2031-03-15',
      startMin: '2031-03-10',
      endMin: '2031-03-13',
      startLabel: 'Wyjazd od',
      endLabel: 'Powrót do',
      onStart: () => undefined,
      onEnd: () => undefined,
    };
    const { user } = renderWithProviders(
      <DateField
        label="Powrót do"
        value="2031-03-15"
        min="2031-03-13"
        onChange={() => undefined}
        range={{ ...stay, edge: 'end' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Powrót do/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Powrót do' });
    await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    const shaded = [...calendar.querySelectorAll('.rdp-stay:not(.rdp-outside)')].map((cell) => cell.textContent);
    expect(shaded).toEqual(['12', '13', '14', '15']);
    expect(calendar.querySelector('.rdp-stay-start')?.textContent).toBe('12');
    expect(calendar.querySelector('.rdp-stay-end')?.textContent).toBe('15');
  });
});
