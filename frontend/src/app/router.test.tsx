import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@app/shared/csrf';
import { allowConsoleError } from '../testing/console.ts';
import { csrfTokenRoute, errorResponse, jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { createTestQueryClient, renderRoutes } from '../testing/render.tsx';
import { appRoutes } from './router.tsx';
import { RouteError } from './routes/route-error.tsx';

const ANNA = { email: 'agent@demo-travel.pl', name: 'Anna Nowak', role: 'agents', agency_id: 'demo-agency' } as const;
const PIOTR = { email: 'office@demo-travel.pl', name: 'Piotr Kowalski', role: 'office', agency_id: null } as const;
const REGIONS = {
  categories: [
    { title: 'Najchętniej wybierane', regions: [{ name: 'Grecja', link: '/wakacje/grecja', min_price_pln: 2249 }] },
  ],
};
const HEADLINES = {
  headlines: [
    {
      key: 'taniej',
      intro: 'Ponad 860 tys. ofert',
      main_header: 'Wakacje z Niemiec nawet o 40% taniej',
      sub_header: 'Obsługa po polsku',
      is_main: true,
      url: '/offers',
    },
  ],
};
const UNAUTHORIZED = () => errorResponse(401, 'unauthorized', 'Zaloguj się, aby kontynuować.');

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(appRoutes(queryClient), { path, queryClient });
}

describe('app routes', () => {
  it('home: the main headline as the only h1, the search form and the recommended regions', async () => {
    stubFetch({
      'GET /regions/get_recommended_regions': () => jsonResponse(200, REGIONS),
      'GET /content/headlines': () => jsonResponse(200, HEADLINES),
    });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wakacje z Niemiec nawet o 40% taniej' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Szukaj wakacji' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Grecja od 2\s249\szł \/ os\.$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('Ponad 860 tys. ofert')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Wakacje z Niemiec/));
  });

  it('an unknown page says so and links home', async () => {
    stubFetch({});
    renderApp('/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { name: 'Nie znaleźliśmy tej strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  });

  it('/admin sends a signed-out visitor to the login page', async () => {
    stubFetch({ 'GET /admin/api/me': UNAUTHORIZED });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Logowanie do panelu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('signing in opens the admin shell with who is signed in', async () => {
    const fake = stubFetch({
      ...csrfTokenRoute,
      'POST /admin/api/session': () => jsonResponse(200, ANNA),
      'GET /admin/api/me': UNAUTHORIZED,
    });
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('E-mail'), ANNA.email);
    await user.type(screen.getByLabelText('Hasło'), 'Agent!2026demo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('heading', { name: 'Witaj, Anna Nowak!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    const rows = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Imię i nazwisko: Anna Nowak',
      'E-mail: agent@demo-travel.pl',
      'Rola: Agent',
      'Agencja: demo-agency',
    ]);
    // The shell trusts the answer of the sign-in instead of asking again.
    expect(fake.callsTo('GET', '/admin/api/me')).toHaveLength(0);
  });

  it('office staff see their role; signing out returns to the login page', async () => {
    const fake = stubFetch({
      ...csrfTokenRoute,
      'GET /admin/api/me': () => jsonResponse(200, PIOTR),
      'DELETE /admin/api/session': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Witaj, Piotr Kowalski!' })).toBeInTheDocument();
    expect(screen.getByText('Pracownik biura')).toBeInTheDocument();
    expect(screen.queryByText('Agencja')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(await screen.findByRole('heading', { name: 'Logowanie do panelu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(fake.callsTo('DELETE', '/admin/api/session')[0]?.headers.get(CSRF_HEADER)).toBe('token-1');
  });

  it('a failing page shows the generic error text', async () => {
    allowConsoleError(/Broken page/);
    function Broken(): never {
      throw new Error('Broken page');
    }
    renderRoutes([{ path: '/', ErrorBoundary: RouteError, Component: Broken }]);
    expect(
      await screen.findByText('Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeInTheDocument();
  });
});
