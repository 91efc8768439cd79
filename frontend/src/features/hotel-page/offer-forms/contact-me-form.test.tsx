import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@app/shared/csrf';
import { csrfTokenRoute, errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ContactMeForm } from './contact-me-form.tsx';
import {
  CONSENT_REQUIRED,
  GENERIC_ERROR,
  INVALID_EMAIL,
  INVALID_PHONE,
  OFFER_LINK,
  OFFER_UUID,
  REFERENCE,
  REQUIRED,
  VALIDATION_FAILED,
  accepted,
  bareServerError,
  heldAnswer,
} from './offer-forms.fixture.ts';

const ROUTE = 'POST /contact/contact_me';

function renderForm(offerLink = OFFER_LINK) {
  const view = renderWithProviders(<ContactMeForm offerUuid={OFFER_UUID} offerLink={offerLink} />);
  return {
    ...view,
    phone: screen.getByLabelText('Telefon'),
    email: screen.getByLabelText('E-mail'),
    consent: screen.getByRole('checkbox', { name: /w celu kontaktu w sprawie tej oferty/ }),
    submit: screen.getByRole('button', { name: 'Poproś o telefon' }),
  };
}
type Form = ReturnType<typeof renderForm>;

async function fillIn(user: UserEvent, form: Form) {
  await user.type(form.phone, '+48 600 100 200');
  await user.type(form.email, 'anna@example.pl');
  await user.click(form.consent);
}

describe('ContactMeForm (API-35)', () => {
  it('needs a phone, an e-mail and the consent, and sends nothing without them', async () => {
    const fake = stubFetch({});
    const form = renderForm();
    await form.user.click(form.submit);

    await waitFor(() => expect(form.phone).toHaveAccessibleDescription(REQUIRED));
    expect(form.email).toHaveAccessibleDescription(REQUIRED);
    expect(form.consent).toHaveAccessibleDescription(CONSENT_REQUIRED);
    expect(form.consent).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls).toEqual([]);
  });

  it('refuses a phone of too few digits (VAL-06) and an invalid e-mail (VAL-03)', async () => {
    const fake = stubFetch({});
    const form = renderForm();
    await form.user.type(form.phone, '600 100');
    await form.user.type(form.email, 'anna@kowalska');
    await form.user.click(form.consent);
    await form.user.click(form.submit);

    await waitFor(() => expect(form.phone).toHaveAccessibleDescription(INVALID_PHONE));
    expect(form.email).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(fake.calls).toEqual([]);
  });

  it('sends exactly email, phone and offerLink as JSON, then names the number and the reference', async () => {
    const fake = stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    const text = `Dziękujemy! Oddzwonimy na numer +48 600 100 200. Numer zgłoszenia: ${REFERENCE}.`;
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByText(text)).toHaveFocus();
    const [call] = fake.callsTo('POST', '/contact/contact_me');
    expect(call?.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(call?.body).toEqual({ email: 'anna@example.pl', phone: '+48 600 100 200', offerLink: OFFER_LINK });
  });

  it.each(['/hotel/sol-beach?id=h1', 'javascript:alert(1)'])(
    'leaves out a page link the server would refuse (%j) instead of blocking the call-back',
    async (link) => {
      const fake = stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
      const form = renderForm(link);
      await fillIn(form.user, form);
      await form.user.click(form.submit);

      await screen.findByRole('status');
      expect(fake.callsTo('POST', '/contact/contact_me')[0]?.body).toEqual({
        email: 'anna@example.pl',
        phone: '+48 600 100 200',
      });
    },
  );

  it('starts a new request on an empty form, focus on the phone', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);
    await form.user.click(await screen.findByRole('button', { name: 'Wyślij kolejną prośbę' }));

    const phone = screen.getByLabelText('Telefon');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('disables the submit button while sending', async () => {
    const held = heldAnswer();
    stubFetch({ ...csrfTokenRoute, [ROUTE]: held.handler });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled());
    held.release(jsonResponse(201, { reference_id: REFERENCE }));
    expect(await screen.findByRole('status')).toHaveTextContent(REFERENCE);
  });

  it("puts the server's field message (400) under the phone", async () => {
    stubFetch({
      ...csrfTokenRoute,
      [ROUTE]: () => errorResponse(400, 'validation_failed', VALIDATION_FAILED, { fields: { phone: INVALID_PHONE } }),
    });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_FAILED);
    expect(form.phone).toHaveAccessibleDescription(INVALID_PHONE);
    expect(form.email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the generic error (ERR-02) on a bare 500', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: bareServerError });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(form.phone).toHaveValue('+48 600 100 200');
  });
});
