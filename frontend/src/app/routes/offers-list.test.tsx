import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlySearch } from '../../features/offers-list/early-search.ts';
import { appRoutes } from '../router.tsx';
import { listRoute } from './offers-list.tsx';
import { allowConsoleError } from '../../testing/console.ts';
import {
  csrfTokenRoute,
  errorResponse,
  jsonResponse,
  stubFetch,
  type FakeCall,
  type FakeHandler,
} from '../../testing/fake-fetch.ts';
import { createTestQueryClient, renderRoutes } from '../../testing/render.tsx';
import { listAnswer, listOffer } from '../../testing/offers-list.fixture.ts';

const DEFAULT_FILTER = {
  accommodation_list: [{ id: 1, name: 'Pokój 2-osobowy' }],
  duration: { default: '7-10', list: ['7-10'] },
  alimentations_list: [
    { id: 2, name: 'Śniadania' },
    { id: 12, name: 'All inclusive' },
  ],
};
const FACETS = {
  boards: [
    { value: 2, count: 4544 },
    { value: 12, count: 1234 },
  ],
  stars: [{ value: 4, count: 1500 }],
};

function queryOf(call: FakeCall | undefined): Record<string, string> {
  return Object.fromEntries(new URL(call?.url ?? '', 'https://example.test').searchParams);
}

function renderList(path: string, list: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  const fake = stubFetch({
    'GET /offers/list': list,
    'GET /filter/get_default_filter': () => jsonResponse(200, DEFAULT_FILTER),
    ...extra,
  });
  const queryClient = createTestQueryClient();
  return { fake, ...renderRoutes(appRoutes(queryClient), { path, queryClient }) };
}

describe('the offers list', () => {
  it('shows the totals with Polish plurals and cards with the display fields of spec §3 (LIST-16)', async () => {
    renderList('/offers', () => jsonResponse(200, listAnswer([listOffer()], { hotels: 1234, offers: 5678 }, FACETS)));
    expect(await screen.findByRole('heading', { level: 2, name: /^1\s234 hotele, 5\s678 ofert$/ })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Hotel Słoneczny Brzeg' })).toHaveAttribute(
      'href',
      '/hotel/hotel-sloneczny-brzeg?id=280628&offer_type=A',
    );
    expect(card).toHaveTextContent('Turcja, Riwiera Turecka, Alanya');
    expect(within(card).getByRole('img', { name: 'Kategoria hotelu: 4 gwiazdki' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Ocena gości: 4,1 / 6');
    expect(card).toHaveTextContent('od 1 999 zł / os.');
    expect(card).toHaveTextContent('470 € / os.');
    expect(card).toHaveTextContent('Termin: 28.09.2027 – 05.10.2027 (8 dni)');
    expect(card).toHaveTextContent('Wyżywienie: All inclusive');
    expect(card).toHaveTextContent('Zakwaterowanie: Pokój 2-osobowy');
    expect(card).toHaveTextContent('Przelot: Monachium (MUC) → Antalya (AYT)');
    expect(card).toHaveTextContent('Transfer: w cenie');
    expect(card).toHaveTextContent('Pociąg na lotnisko: w cenie');
    expect(card).toHaveTextContent('Dostępność: dostępna');
    expect(card).toHaveTextContent('30 ofert w tym hotelu');
    expect(screen.getByText(/1 € = 4,25 zł/)).toBeInTheDocument();
  });

  it('shows each board with its live count; ticking one searches again and puts it in the URL (LIST-05)', async () => {
    const { fake, user, router } = renderList('/offers?offer_type=A', (call) =>
      jsonResponse(
        200,
        listAnswer([listOffer()], { hotels: queryOf(call)['boards'] ? 1234 : 9000, offers: 1 }, FACETS),
      ),
    );
    const board = await screen.findByRole('checkbox', { name: /^All inclusive \(1\s234\)$/ });
    expect(screen.getByRole('checkbox', { name: /^Śniadania \(4\s544\)$/ })).toBeInTheDocument();
    await user.click(board);

    expect(await screen.findByRole('heading', { level: 2, name: /^1\s234 hotele/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?offer_type=A&boards=12');
    expect(queryOf(fake.callsTo('GET', '/offers/list').at(-1))).toMatchObject({
      offer_type: 'A',
      boards: '12',
      page: '0',
      limit: '20',
      sort: 'price',
    });
    expect(screen.getByRole('checkbox', { name: /^All inclusive \(1\s234\)/ })).toBeChecked();
  });

  it('Back shows the previous search again (ROUTE-01)', async () => {
    const { user, router } = renderList('/offers', (call) =>
      jsonResponse(
        200,
        listAnswer([listOffer()], { hotels: queryOf(call)['boards'] ? 1234 : 9000, offers: 1 }, FACETS),
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: /^All inclusive \(1\s234\)$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: /^1\s234 hotele/ })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 2, name: /^9\s000 hoteli/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^All inclusive \(1\s234\)$/ })).not.toBeChecked();
  });

  it('the all-inclusive filter chooses the all-inclusive boards (LIST-14)', async () => {
    const { router, user } = renderList('/offers', () =>
      jsonResponse(200, listAnswer([listOffer()], undefined, FACETS)),
    );
    await user.click(
      await screen.findByRole('checkbox', { name: 'All inclusive', description: 'wszystkie posiłki i napoje w cenie' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?offer_type=A&boards=12'));
  });

  it('sorting and paging are in the URL; a page link keeps the filters (ROUTE-01)', async () => {
    const { router, user, fake } = renderList('/offers?boards=12&sort=rating', () =>
      jsonResponse(200, listAnswer([listOffer()], { hotels: 95, offers: 300 })),
    );
    expect(await screen.findByRole('combobox', { name: 'Sortuj' })).toHaveValue('rating');
    await user.click(screen.getByRole('link', { name: 'Strona 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?offer_type=A&boards=12&sort=rating&page=2'));
    await waitFor(() => expect(queryOf(fake.callsTo('GET', '/offers/list').at(-1))['page']).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortuj' }), 'stars');
    await waitFor(() => expect(router.state.location.search).toBe('?offer_type=A&boards=12&sort=stars'));
  });

  it('an error says to refresh the page (LIST-20, ERR-03)', async () => {
    allowConsoleError(/./);
    renderList('/offers', () => errorResponse(500, 'internal_error', 'Przepraszamy, wystąpił błąd.'));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Prosimy odświeżyć stronę.');
    expect(within(alert).getByRole('button', { name: 'Odśwież stronę' })).toBeInTheDocument();
  });

  it('with nothing found: the hint, five popular destinations and a contact form (LIST-17 to LIST-19)', async () => {
    const { fake, user } = renderList('/offers?hotel_name=zzz', () => jsonResponse(200, listAnswer([])), {
      ...csrfTokenRoute,
      'POST /contact/send_message': () => jsonResponse(201, { reference_id: '7KQ2M-X9D4R' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Nie znaleźliśmy ofert dla wybranych filtrów' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Spróbuj zmienić filtry/)).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popularne kierunki' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/wakacje/dominikana', '/wakacje/turcja', '/wakacje/grecja', '/wakacje/hiszpania', '/wakacje/kuba']);

    const form = screen.getByRole('region', { name: /Napisz do nas/ });
    // The form loads when nothing is found.
    await user.type(await within(form).findByLabelText('Imię i nazwisko'), 'Anna Nowak');
    await user.type(within(form).getByLabelText('Wiadomość'), 'Szukam wakacji w Turcji w maju.');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await within(form).findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/contact/send_message')).toHaveLength(0);

    await user.type(within(form).getByLabelText('E-mail'), 'anna@example.pl');
    await user.click(within(form).getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Numer zgłoszenia: 7KQ2M-X9D4R');
    const body = fake.callsTo('POST', '/contact/send_message')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      full_name: 'Anna Nowak',
      email: 'anna@example.pl',
      message: 'Szukam wakacji w Turcji w maju.',
      consents: { data_protection: true },
    });
    expect(body['phone']).toBeUndefined();
    expect(body['comments']).toMatch(/^Wyszukiwanie klienta: .*hotel_name=zzz/);
  });

  it('shows the server’s field errors under their fields', async () => {
    allowConsoleError(/./);
    const { user } = renderList('/offers?hotel_name=zzz', () => jsonResponse(200, listAnswer([])), {
      ...csrfTokenRoute,
      'POST /contact/send_message': () =>
        errorResponse(400, 'validation_failed', 'Popraw zaznaczone pola i spróbuj ponownie.', {
          fields: { email: 'Podaj poprawny adres e-mail (bez polskich znaków)' },
        }),
    });
    const form = await screen.findByRole('region', { name: /Napisz do nas/ });
    // The form loads when nothing is found.
    await user.type(await within(form).findByLabelText('Imię i nazwisko'), 'Anna Nowak');
    await user.type(within(form).getByLabelText('E-mail'), 'anna@example.pl');
    await user.type(within(form).getByLabelText('Wiadomość'), 'Szukam wakacji.');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await within(form).findByText('Podaj poprawny adres e-mail (bez polskich znaków)')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a listing page fixes its offer type and has its own title (ROUTE-02 to ROUTE-05)', async () => {
    const { fake } = renderList('/tylko-hotele?offer_type=C1', () =>
      jsonResponse(200, listAnswer([listOffer({ offer_type: 'S', departure_airport: null, arrival_airport: null })])),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tylko hotele' })).toBeInTheDocument();
    await waitFor(() => expect(queryOf(fake.callsTo('GET', '/offers/list')[0])['offer_type']).toBe('S'));
    expect(screen.queryByRole('radiogroup', { name: 'Rodzaj oferty' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article')).not.toHaveTextContent('Przelot');
  });
});

describe("the list route's loader", () => {
  const ANSWER = listAnswer([listOffer()]);

  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__earlyRequests;
    window.history.replaceState(null, '', '/');
  });

  /** The test's window at a path, its network answering every request with ANSWER. */
  function openPage(path: string) {
    window.history.replaceState(null, '', path);
    const fetch = vi.fn(() => Promise.resolve(Response.json(ANSWER)));
    vi.stubGlobal('fetch', fetch);
    window.fetch = fetch;
    return fetch;
  }

  it("is the one request of the route's loader: the list's query takes its answer", async () => {
    const fetch = openPage('/tylko-hotele?adults_number=1');
    startEarlySearch(window);
    const queryClient = new QueryClient();
    const route = listRoute(queryClient, 'hotelsOnly');
    const request = new Request(window.location.href);
    route.loader({ request, url: new URL(request.url), params: {}, context: undefined, pattern: '/tylko-hotele' });
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()[0]?.state.data).toEqual(ANSWER);
  });
});
