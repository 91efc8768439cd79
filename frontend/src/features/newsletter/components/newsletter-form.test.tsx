import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { csrfTokenRoute, errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { Newsletter } from './newsletter.tsx';

const INVALID = 'Podaj poprawny adres e-mail (bez polskich znaków), aby zapisać się do newslettera.';
const NOTICE = /Adres e-mail wykorzystamy wyłącznie do wysyłania newslettera/;
const AFTER_SIGN_UP = 'Dziękujemy! Sprawdź skrzynkę i potwierdź zapis, klikając link w wiadomości od nas.';

function renderNewsletter() {
  const view = renderWithProviders(<Newsletter />);
  return {
    ...view,
    field: screen.getByLabelText('Twój adres e-mail'),
    submit: screen.getByRole('button', { name: 'Zapisz się' }),
  };
}

afterEach(() => {
  delete window.analyticsEnabled;
  delete window.dataLayer;
});

describe('Newsletter', () => {
  it('has one e-mail field and an empty message area until the field gets focus', async () => {
    const { field, user, container } = renderNewsletter();
    expect(screen.getByRole('heading', { name: 'Zapisz się do newslettera' })).toBeInTheDocument();
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(field).toHaveAttribute('type', 'email');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    await user.click(field);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(NOTICE);
  });

  it('says the field is required when sent empty, and sends nothing (issue 22)', async () => {
    const fake = stubFetch({});
    const { field, submit, user } = renderNewsletter();
    await user.click(submit);

    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it.each(['jan@kowalski', 'żaneta@example.pl', 'jan@example.travel1'])(
    'refuses %j with invalid_email_message and sends nothing',
    async (address) => {
      const fake = stubFetch({});
      window.analyticsEnabled = true;
      const { field, submit, user } = renderNewsletter();
      await user.type(field, address);
      await user.click(submit);

      expect(await screen.findByText(INVALID)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(INVALID);
      expect(fake.calls).toEqual([]);
      expect(window.dataLayer).toBeUndefined();
    },
  );

  it('signs up with newsletter[email] in the query and the anti-forgery header, then clears the field', async () => {
    const fake = stubFetch({
      ...csrfTokenRoute,
      'POST /newsletter/sign_up': () => jsonResponse(200, { accepted: true }),
    });
    window.analyticsEnabled = true;
    const { field, submit, user } = renderNewsletter();
    await user.type(field, ' jan.kowalski@example.pl');
    await user.click(submit);

    expect(await screen.findByText(AFTER_SIGN_UP)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    const [call] = fake.callsTo('POST', '/newsletter/sign_up');
    expect(call?.url).toBe('/newsletter/sign_up?newsletter%5Bemail%5D=jan.kowalski%40example.pl');
    expect(call?.headers.get('X-CSRF-Token')).toBe('token-1');
    expect(window.dataLayer).toEqual([
      { event: 'conversion', conversion: 'newsletter_sign_up' },
      { event: 'newsletter_sign_up' },
    ]);
  });

  it('shows the message the server gives when the sign-up fails, keeping the address', async () => {
    stubFetch({
      ...csrfTokenRoute,
      'POST /newsletter/sign_up': () =>
        errorResponse(429, 'too_many_messages', 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za 5 min.'),
    });
    const { field, submit, user } = renderNewsletter();
    await user.type(field, 'jan@example.pl');
    await user.click(submit);

    expect(await screen.findByText('Wysłano zbyt wiele wiadomości. Spróbuj ponownie za 5 min.')).toBeInTheDocument();
    expect(field).toHaveValue('jan@example.pl');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // Editing the address clears the old result; the notice comes back.
    await user.type(field, 'x');
    await waitFor(() => expect(screen.queryByText(/zbyt wiele/)).not.toBeInTheDocument());
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('speaks German after switching the language', async () => {
    stubFetch({});
    const { user, field } = renderNewsletter();
    act(() => appStore.set(localeAtom, 'de'));
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    await user.type(field, 'jan@kowalski');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(
      await screen.findByText(
        'Geben Sie eine gültige E-Mail-Adresse (ohne Sonderzeichen) ein, um den Newsletter zu abonnieren.',
      ),
    ).toBeInTheDocument();
  });
});
