import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@app/shared/csrf';
import { csrfTokenRoute, errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import {
  GENERIC_ERROR,
  INVALID_EMAIL,
  INVALID_FULL_NAME,
  OFFER_LINK,
  OFFER_UUID,
  REFERENCE,
  REQUIRED,
  VALIDATION_FAILED,
  accepted,
  bareServerError,
  heldAnswer,
} from './offer-forms.fixture.ts';
import { SendOfferForm } from './send-offer-form.tsx';

const ROUTE = 'POST /offers/send_on_email';

function renderForm() {
  const view = renderWithProviders(<SendOfferForm offerUuid={OFFER_UUID} offerLink={OFFER_LINK} />);
  return {
    ...view,
    email: screen.getByLabelText('E-mail odbiorcy'),
    senderName: screen.getByLabelText('Twoje imię i nazwisko (opcjonalnie)'),
    note: screen.getByLabelText('Wiadomość do odbiorcy (opcjonalnie)'),
    submit: screen.getByRole('button', { name: 'Wyślij ofertę' }),
  };
}

describe('SendOfferForm (API-38, VAL-28)', () => {
  it('needs an address and sends nothing without one', async () => {
    const fake = stubFetch({});
    const form = renderForm();
    await form.user.click(form.submit);

    await waitFor(() => expect(form.email).toHaveAccessibleDescription(REQUIRED));
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(form.senderName).not.toHaveAttribute('aria-invalid');
    expect(form.note).not.toHaveAttribute('aria-invalid');
    expect(fake.calls).toEqual([]);
  });

  it.each(['anna@kowalska', 'anna@example.travel', 'żaneta@example.pl'])(
    'refuses the invalid address %j (VAL-28) and sends nothing',
    async (address) => {
      const fake = stubFetch({});
      const form = renderForm();
      await form.user.type(form.email, address);
      await form.user.click(form.submit);

      await waitFor(() => expect(form.email).toHaveAccessibleDescription(INVALID_EMAIL));
      expect(fake.calls).toEqual([]);
    },
  );

  it("checks the sender's name by the full-name rule when one is given (VAL-01, VAL-02)", async () => {
    const fake = stubFetch({});
    const form = renderForm();
    await form.user.type(form.email, 'ola@example.pl');
    await form.user.type(form.senderName, 'Al');
    await form.user.click(form.submit);

    await waitFor(() => expect(form.senderName).toHaveAccessibleDescription(INVALID_FULL_NAME));
    expect(fake.calls).toEqual([]);
  });

  it('sends the offer id, the address, the name and the note as JSON, then names the address and the reference', async () => {
    const fake = stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await form.user.type(form.email, ' ola@example.pl ');
    await form.user.type(form.senderName, 'Anna Nowak');
    await form.user.type(form.note, 'Zobacz, jaki hotel!');
    await form.user.click(form.submit);

    const text = `Gotowe! Oferta zostanie wysłana na adres ola@example.pl. Numer zgłoszenia: ${REFERENCE}.`;
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByText(text)).toHaveFocus();
    const [call] = fake.callsTo('POST', '/offers/send_on_email');
    expect(call?.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(call?.body).toEqual({
      offer_uuid: OFFER_UUID,
      email: 'ola@example.pl',
      sender_name: 'Anna Nowak',
      note: 'Zobacz, jaki hotel!',
    });
  });

  it('sends only the offer id and the address when nothing else is given', async () => {
    const fake = stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await form.user.type(form.email, 'ola@example.pl');
    await form.user.click(form.submit);

    await screen.findByRole('status');
    expect(fake.callsTo('POST', '/offers/send_on_email')[0]?.body).toEqual({
      offer_uuid: OFFER_UUID,
      email: 'ola@example.pl',
    });
  });

  it('sends to another address with the name and the note kept', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await form.user.type(form.email, 'ola@example.pl');
    await form.user.type(form.senderName, 'Anna Nowak');
    await form.user.type(form.note, 'Zobacz!');
    await form.user.click(form.submit);
    await form.user.click(await screen.findByRole('button', { name: 'Wyślij na inny adres' }));

    const email = screen.getByLabelText('E-mail odbiorcy');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('');
    expect(screen.getByLabelText('Twoje imię i nazwisko (opcjonalnie)')).toHaveValue('Anna Nowak');
    expect(screen.getByLabelText('Wiadomość do odbiorcy (opcjonalnie)')).toHaveValue('Zobacz!');
  });

  it('disables the submit button while sending', async () => {
    const held = heldAnswer();
    stubFetch({ ...csrfTokenRoute, [ROUTE]: held.handler });
    const form = renderForm();
    await form.user.type(form.email, 'ola@example.pl');
    await form.user.click(form.submit);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled());
    held.release(jsonResponse(201, { reference_id: REFERENCE }));
    expect(await screen.findByRole('status')).toHaveTextContent(REFERENCE);
  });

  it("puts the server's field message (400) under the address", async () => {
    stubFetch({
      ...csrfTokenRoute,
      [ROUTE]: () => errorResponse(400, 'validation_failed', VALIDATION_FAILED, { fields: { email: INVALID_EMAIL } }),
    });
    const form = renderForm();
    await form.user.type(form.email, 'ola@example.pl');
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_FAILED);
    expect(form.email).toHaveAccessibleDescription(INVALID_EMAIL);
  });

  it('shows the generic error (ERR-02) on a bare 500', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: bareServerError });
    const form = renderForm();
    await form.user.type(form.email, 'ola@example.pl');
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(form.email).toHaveValue('ola@example.pl');
  });
});
