import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { csrfTokenRoute, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { OfferForms } from './offer-forms.tsx';
import { OFFER_LINK, OFFER_UUID, accepted } from './offer-forms.fixture.ts';

const LABELS = ['Zapytaj o ofertę', 'Wyślij ofertę e-mailem', 'Zadzwoń do mnie'] as const;

function renderBlock() {
  const view = renderWithProviders(<OfferForms offerUuid={OFFER_UUID} offerLink={OFFER_LINK} />);
  const [ask, send, call] = LABELS.map((name) => screen.getByRole('button', { name }));
  if (!ask || !send || !call) throw new Error('a button is missing');
  return { ...view, ask, send, call };
}

describe('OfferForms', () => {
  it('shows "Masz pytania?" with three closed buttons, each controlling its own hidden panel', () => {
    const { ask, send, call } = renderBlock();
    expect(screen.getByRole('region', { name: 'Masz pytania?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Masz pytania?' })).toBeInTheDocument();
    const panels = [ask, send, call].map((button) => {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      return panel;
    });
    expect(new Set(panels).size).toBe(3);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens a form below its button and moves focus to its first field', async () => {
    const { user, ask, send } = renderBlock();
    await user.click(ask);

    expect(ask).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Zapytaj o ofertę' });
    expect(panel).toHaveAttribute('id', ask.getAttribute('aria-controls'));
    expect(panel).toBeVisible();
    await waitFor(() => expect(within(panel).getByLabelText('Imię i nazwisko')).toHaveFocus());

    await user.click(send);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Wyślij ofertę e-mailem' })).getByLabelText('E-mail odbiorcy'),
      ).toHaveFocus(),
    );
  });

  it('keeps one form open at a time', async () => {
    const { user, ask, call } = renderBlock();
    await user.click(ask);
    await user.click(call);

    expect(ask).toHaveAttribute('aria-expanded', 'false');
    expect(call).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: 'Zapytaj o ofertę' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(2);
    const panel = screen.getByRole('region', { name: 'Zadzwoń do mnie' });
    await waitFor(() => expect(within(panel).getByLabelText('Telefon')).toHaveFocus());
    expect(document.getElementById(ask.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('closes with the same button', async () => {
    const { user, send } = renderBlock();
    await user.click(send);
    await user.click(send);

    expect(send).toHaveAttribute('aria-expanded', 'false');
    expect(send).toHaveFocus();
    expect(screen.getByLabelText('E-mail odbiorcy')).not.toBeVisible();
  });

  it('closes with Escape from inside the form, focus going back to its button', async () => {
    const { user, call } = renderBlock();
    await user.click(call);
    const phone = await within(screen.getByRole('region', { name: 'Zadzwoń do mnie' })).findByLabelText('Telefon');
    await user.type(phone, '600');
    await user.keyboard('{Escape}');

    expect(call).toHaveAttribute('aria-expanded', 'false');
    expect(call).toHaveFocus();
    expect(phone).not.toBeVisible();
  });

  it('opens and closes from the keyboard alone', async () => {
    const { user, ask } = renderBlock();
    ask.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Imię i nazwisko')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(ask).toHaveFocus();
    expect(ask).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps what was typed when the visitor switches forms and comes back', async () => {
    const { user, ask, send } = renderBlock();
    await user.click(ask);
    await user.type(await screen.findByLabelText('Twoje pytanie'), 'Czy są pokoje rodzinne?');
    await user.click(send);
    await user.click(ask);

    expect(screen.getByLabelText('Twoje pytanie')).toHaveValue('Czy są pokoje rodzinne?');
  });

  it("keeps a sent form's reference when reopened, focus on its send-another button", async () => {
    stubFetch({ ...csrfTokenRoute, 'POST /offers/send_on_email': accepted });
    const { user, send } = renderBlock();
    await user.click(send);
    await user.type(await screen.findByLabelText('E-mail odbiorcy'), 'ola@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij ofertę' }));
    await screen.findByRole('status');

    await user.click(send);
    await user.click(send);
    expect(screen.getByRole('status')).toHaveTextContent('ola@example.pl');
    expect(screen.getByRole('button', { name: 'Wyślij na inny adres' })).toHaveFocus();
  });

  it('speaks German after switching the language', async () => {
    const { user } = renderBlock();
    act(() => appStore.set(localeAtom, 'de'));
    expect(screen.getByRole('heading', { name: 'Haben Sie Fragen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rufen Sie mich an' }));
    await user.click(screen.getByRole('button', { name: 'Rückruf anfordern' }));
    const panel = screen.getByRole('region', { name: 'Rufen Sie mich an' });
    expect(await within(panel).findByLabelText('Telefon')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  });

  it('opens the question form on a request from the page, writing in its message but never over the visitor’s', async () => {
    function Page() {
      const [request, setRequest] = useState({ kind: 'ask' as const, message: 'Proszę o rezerwację.', at: 1 });
      return (
        <>
          <button type="button" onClick={() => setRequest({ kind: 'ask', message: 'Inna prośba', at: 2 })}>
            Zarezerwuj
          </button>
          <OfferForms offerUuid={OFFER_UUID} offerLink={OFFER_LINK} request={request} />
        </>
      );
    }
    const { user } = renderWithProviders(<Page />);
    const panel = screen.getByRole('region', { name: 'Zapytaj o ofertę' });
    expect(panel).toBeVisible();
    const message = await within(panel).findByLabelText('Twoje pytanie');
    expect(message).toHaveValue('Proszę o rezerwację.');
    await waitFor(() => expect(within(panel).getByLabelText('Imię i nazwisko')).toHaveFocus());

    await user.clear(message);
    await user.type(message, 'Moje pytanie');
    await user.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(message).toHaveValue('Moje pytanie');
  });
});
