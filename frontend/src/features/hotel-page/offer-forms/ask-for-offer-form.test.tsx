import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@app/shared/csrf';
import { csrfTokenRoute, errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AskForOfferForm } from './ask-for-offer-form.tsx';
import {
  CONSENT_REQUIRED,
  GENERIC_ERROR,
  INVALID_EMAIL,
  INVALID_PHONE,
  OFFER_GONE,
  OFFER_LINK,
  OFFER_UUID,
  REFERENCE,
  REQUIRED,
  VALIDATION_FAILED,
  accepted,
  bareServerError,
  heldAnswer,
} from './offer-forms.fixture.ts';

const ROUTE = 'POST /offers/ask_for_offer';
const SUCCESS = `Dziękujemy, pytanie zostało przyjęte. Odpowiemy na podany adres e-mail. Numer zgłoszenia: ${REFERENCE}.`;

function renderForm() {
  const view = renderWithProviders(<AskForOfferForm offerUuid={OFFER_UUID} offerLink={OFFER_LINK} />);
  return {
    ...view,
    fullName: screen.getByLabelText('Imię i nazwisko'),
    email: screen.getByLabelText('E-mail'),
    phone: screen.getByLabelText('Telefon'),
    people: screen.getByLabelText('Liczba osób (opcjonalnie)'),
    airport: screen.getByLabelText('Preferowane lotnisko wylotu (opcjonalnie)'),
    message: screen.getByLabelText('Twoje pytanie'),
    consent: screen.getByRole('checkbox', { name: /w celu odpowiedzi na pytanie o tę ofertę/ }),
    submit: screen.getByRole('button', { name: 'Wyślij pytanie' }),
  };
}
type Form = ReturnType<typeof renderForm>;

/** A complete question; `phone: ''` leaves the phone out. */
async function fillIn(user: UserEvent, form: Form, { phone = '+48 600 100 200', email = 'jan@example.pl' } = {}) {
  await user.type(form.fullName, 'Jan Kowalski');
  await user.type(form.email, email);
  if (phone) await user.type(form.phone, phone);
  await user.type(form.message, 'Czy jest pokój z widokiem na morze?');
  await user.click(form.consent);
}

describe('AskForOfferForm (ASK-01..03)', () => {
  it('refuses an empty question under each required field and the consent, and sends nothing', async () => {
    const fake = stubFetch({});
    const form = renderForm();
    await form.user.click(form.submit);

    await waitFor(() => expect(form.fullName).toHaveAccessibleDescription(REQUIRED));
    for (const field of [form.email, form.phone, form.message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(REQUIRED);
    }
    expect(form.consent).toHaveAccessibleDescription(CONSENT_REQUIRED);
    expect(form.people).not.toHaveAttribute('aria-invalid');
    expect(form.airport).not.toHaveAttribute('aria-invalid');
    expect(fake.calls).toEqual([]);
  });

  it('requires the phone here, unlike the no-offers contact form (spec §5), and refuses national characters in the e-mail (VAL-04)', async () => {
    const fake = stubFetch({});
    const form = renderForm();
    await fillIn(form.user, form, { phone: '', email: 'żaneta@example.pl' });
    await form.user.click(form.submit);

    await waitFor(() => expect(form.phone).toHaveAccessibleDescription(REQUIRED));
    expect(form.email).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(form.consent).not.toHaveAttribute('aria-invalid');

    await form.user.type(form.phone, '600 100');
    await form.user.click(form.submit);
    await waitFor(() => expect(form.phone).toHaveAccessibleDescription(INVALID_PHONE));
    expect(fake.calls).toEqual([]);
  });

  it('sends the question as JSON with the offer, the page link as a comment and the consent, then shows the reference', async () => {
    const fake = stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await fillIn(form.user, form, { email: ' jan.kowalski@example.pl ' });
    await form.user.type(form.people, '3');
    await form.user.type(form.airport, 'Katowice');
    await form.user.click(form.submit);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SUCCESS);
    expect(screen.getByText(SUCCESS)).toHaveFocus();
    const [call] = fake.callsTo('POST', '/offers/ask_for_offer');
    expect(call?.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({
      full_name: 'Jan Kowalski',
      email: 'jan.kowalski@example.pl',
      phone: '+48 600 100 200',
      number_of_people: 3,
      preferred_airport: 'Katowice',
      message: 'Czy jest pokój z widokiem na morze?',
      comments: `Strona oferty: ${OFFER_LINK}`,
      offer_uuid: OFFER_UUID,
      consents: { data_protection: true },
    });
  });

  it('leaves empty optional fields out of the body', async () => {
    const fake = stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    await screen.findByRole('status');
    const body = fake.callsTo('POST', '/offers/ask_for_offer')[0]?.body;
    expect(Object.keys(body as object).sort()).toEqual(
      ['comments', 'consents', 'email', 'full_name', 'message', 'offer_uuid', 'phone'].sort(),
    );
  });

  it('asks another question with the contact details kept and the question cleared', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: accepted });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);
    await form.user.click(await screen.findByRole('button', { name: 'Zadaj kolejne pytanie' }));

    const message = screen.getByLabelText('Twoje pytanie');
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveValue('');
    expect(screen.getByLabelText('Imię i nazwisko')).toHaveValue('Jan Kowalski');
    expect(screen.getByLabelText('Telefon')).toHaveValue('+48 600 100 200');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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

  it("puts the server's field messages (400) under their fields, the consent's under the box", async () => {
    stubFetch({
      ...csrfTokenRoute,
      [ROUTE]: () =>
        errorResponse(400, 'validation_failed', VALIDATION_FAILED, {
          fields: {
            phone: INVALID_PHONE,
            'consents.data_protection': CONSENT_REQUIRED,
            offer_uuid: 'Niedozwolona wartość',
          },
        }),
    });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_FAILED);
    expect(form.phone).toHaveAccessibleDescription(INVALID_PHONE);
    expect(form.consent).toHaveAccessibleDescription(CONSENT_REQUIRED);
    expect(form.fullName).not.toHaveAttribute('aria-invalid');
  });

  it('says the offer is gone when the server no longer has it (ERR-01)', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: () => errorResponse(404, 'offer_not_available', OFFER_GONE) });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_GONE);
  });

  it('shows the generic error (ERR-02) on a bare 500, keeping what was typed', async () => {
    stubFetch({ ...csrfTokenRoute, [ROUTE]: bareServerError });
    const form = renderForm();
    await fillIn(form.user, form);
    await form.user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(form.message).toHaveValue('Czy jest pokój z widokiem na morze?');
    expect(form.submit).toBeEnabled();
  });
});
