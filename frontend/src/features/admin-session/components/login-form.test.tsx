import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@app/shared/csrf';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { csrfTokenRoute, errorResponse, jsonResponse, stubFetch } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';

const ANNA = { email: 'agent@demo-travel.pl', name: 'Anna Nowak', role: 'agents', agency_id: 'demo-agency' } as const;

function renderForm() {
  const onSignedIn = vi.fn();
  const rendered = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  const email = screen.getByLabelText('E-mail');
  const password = screen.getByLabelText('Hasło');
  const submit = screen.getByRole('button', { name: 'Zaloguj się' });
  return { ...rendered, onSignedIn, email, password, submit };
}

describe('LoginForm', () => {
  it('shows localized field errors tied to their inputs and sends nothing', async () => {
    const fake = stubFetch({});
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'anna@');
    await user.click(submit);

    expect(await screen.findByText('Podaj poprawny adres e-mail (bez polskich znaków)')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail (bez polskich znaków)');
    expect(password).toHaveAccessibleDescription('To pole jest wymagane');
    expect(fake.calls).toHaveLength(0);
  });

  it('speaks the chosen language in field errors', async () => {
    appStore.set(localeAtom, 'de');
    stubFetch({});
    const { user } = renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  });

  it("shows the server's message in an alert when the credentials are wrong", async () => {
    stubFetch({
      ...csrfTokenRoute,
      'POST /admin/api/session': () => errorResponse(401, 'invalid_credentials', 'Nieprawidłowy e-mail lub hasło.'),
    });
    const { user, email, password, submit, onSignedIn } = renderForm();
    await user.type(email, 'agent@demo-travel.pl');
    await user.type(password, 'wrong');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the wait the server asks for after too many attempts', async () => {
    stubFetch({
      ...csrfTokenRoute,
      'POST /admin/api/session': () =>
        errorResponse(
          429,
          'too_many_sign_in_attempts',
          'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 60 s.',
          {
            headers: { 'Retry-After': '60' },
          },
        ),
    });
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'agent@demo-travel.pl');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Spróbuj ponownie za 60 s.');
  });

  it("puts the server's field messages next to the fields", async () => {
    stubFetch({
      ...csrfTokenRoute,
      'POST /admin/api/session': () =>
        errorResponse(400, 'validation_failed', 'Popraw zaznaczone pola i spróbuj ponownie.', {
          fields: { email: 'Podaj poprawny adres e-mail (bez polskich znaków)' },
        }),
    });
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'agent@demo-travel.pl');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola i spróbuj ponownie.');
    expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail (bez polskich znaków)');
  });

  it('signs in with the normalized e-mail and the anti-forgery token', async () => {
    const fake = stubFetch({ ...csrfTokenRoute, 'POST /admin/api/session': () => jsonResponse(200, ANNA) });
    const { user, email, password, submit, onSignedIn } = renderForm();
    await user.type(email, '  Agent@Demo-Travel.pl ');
    await user.type(password, 'Agent!2026demo');
    await user.click(submit);

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ANNA));
    const [signIn] = fake.callsTo('POST', '/admin/api/session');
    expect(signIn?.body).toEqual({ email: 'agent@demo-travel.pl', password: 'Agent!2026demo' });
    expect(signIn?.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
