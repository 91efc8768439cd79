import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { GroupEnquiryForm } from './group-enquiry-form.tsx';

const PREFILL = { regions: [], destination: 'Majorka', dateFrom: '2031-03-20', dateTo: '2031-03-10' };

describe('the group enquiry dates (GROUP-01, issue 22)', () => {
  it("are the site's calendar fields, showing DD.MM.YYYY", () => {
    renderWithProviders(<GroupEnquiryForm prefill={PREFILL} earliest="2031-03-01" />);
    expect(screen.getByRole('button', { name: 'Data wyjazdu' })).toHaveTextContent('20.03.2031');
    expect(screen.getByRole('button', { name: 'Data powrotu' })).toHaveTextContent('10.03.2031');
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('show their error under the field, tied to it, until a valid day is picked in the calendar', async () => {
    const { user } = renderWithProviders(<GroupEnquiryForm prefill={PREFILL} earliest="2031-03-01" />);
    await user.click(screen.getByRole('button', { name: 'Wyślij zapytanie' }));

    const returnDate = screen.getByRole('button', { name: 'Data powrotu' });
    const message = 'Data powrotu nie może być wcześniejsza niż data wyjazdu';
    await waitFor(() => expect(returnDate).toHaveAccessibleDescription(message));
    expect(returnDate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Data wyjazdu' })).not.toHaveAttribute('aria-invalid');

    await user.click(returnDate);
    const calendar = await screen.findByRole('dialog', { name: 'Data powrotu' });
    await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    // The return may not be before the departure: the calendar starts at the departure day.
    expect(within(calendar).getByRole('button', { name: /\b19 marca 2031$/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /\b27 marca 2031$/ }));

    await waitFor(() => expect(returnDate).not.toHaveAttribute('aria-invalid'));
    expect(returnDate).toHaveTextContent('27.03.2031');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('check the return again when the departure moves before it', async () => {
    const { user } = renderWithProviders(<GroupEnquiryForm prefill={PREFILL} earliest="2031-03-01" />);
    await user.click(screen.getByRole('button', { name: 'Wyślij zapytanie' }));
    const returnDate = screen.getByRole('button', { name: 'Data powrotu' });
    await waitFor(() => expect(returnDate).toHaveAttribute('aria-invalid', 'true'));

    await user.click(screen.getByRole('button', { name: 'Data wyjazdu' }));
    const calendar = await screen.findByRole('dialog', { name: 'Data wyjazdu' });
    await within(calendar).findByRole('grid', {}, { timeout: 5000 });
    await user.click(within(calendar).getByRole('button', { name: /\b5 marca 2031$/ }));

    await waitFor(() => expect(returnDate).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Data powrotu nie może być wcześniejsza niż data wyjazdu')).not.toBeInTheDocument();
  });
});
