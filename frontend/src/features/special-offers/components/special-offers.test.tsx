import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpecialOffer } from '@app/shared/offers';
import { errorResponse, jsonResponse, stubFetch, type FakeCall } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { specialOffer } from '../../../testing/special-offer.fixture.ts';
import { SpecialOffers } from './special-offers.tsx';

const ROUTE = 'GET /api/special_offers_list';
const TAB_NAMES = ['All inclusive', 'Last minute', 'Egzotyka', 'Bez paszportu', 'Z dziećmi', 'Wyloty z Niemiec'];

function offers(prefix: string, count = 6): SpecialOffer[] {
  return Array.from({ length: count }, (_, index) =>
    specialOffer(
      {},
      { name: `${prefix} ${index + 1}`, description_link: `/hotel/${prefix}-${index + 1}?id=H${index}` },
    ),
  );
}

function queryOf(call: FakeCall | undefined): Record<string, string> {
  return Object.fromEntries(new URL(call?.url ?? '', 'https://example.test').searchParams);
}

/** Answers the default block at once and holds each tab's answer until the test releases it. */
function stubSpecialOffers() {
  const pending = new Map<string, (response: Response) => void>();
  const fake = stubFetch({
    [ROUTE]: (call) => {
      const query = queryOf(call);
      if (query['return_date'] === undefined) return jsonResponse(200, { offers_list: offers('Domyślna') });
      const key = query['regions'] ?? query['boards'] ?? query['children_ages'] ?? query['operators'] ?? 'last_minute';
      return new Promise<Response>((resolve) => pending.set(key, resolve));
    },
  });
  return { fake, release: (key: string, body: unknown) => pending.get(key)?.(jsonResponse(200, body)) };
}

function section() {
  return screen.getByRole('region', { name: 'Oferty specjalne' });
}

describe('SpecialOffers', () => {
  it('shows six tabs, none chosen, and the default block of offers (SPECIAL-01, OPEN-37)', async () => {
    const { fake } = stubSpecialOffers();
    renderWithProviders(<SpecialOffers />);

    const tabs = within(screen.getByRole('tablist', { name: 'Rodzaj oferty specjalnej' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(tabs.every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(await within(section()).findAllByRole('article')).toHaveLength(6);
    expect(section()).toHaveTextContent('Najtańsze wakacje na 7–15 dni');
    expect(screen.getByRole('link', { name: 'Więcej ofert' }).getAttribute('href')).not.toMatch(/limit=/);
    expect(queryOf(fake.callsTo('GET', '/api/special_offers_list')[0])).not.toHaveProperty('return_date');
  });

  it('a click highlights the tab, hides the default block, shows six skeletons, then the cards (SPECIAL-02..05)', async () => {
    const { fake, release } = stubSpecialOffers();
    const { user, container } = renderWithProviders(<SpecialOffers />);
    await within(section()).findAllByRole('article');

    await user.click(screen.getByRole('tab', { name: 'Egzotyka' }));
    const tab = screen.getByRole('tab', { name: 'Egzotyka' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true')).toEqual([tab]);
    expect(screen.queryByTestId('special-offers-default')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.offer-card--skeleton')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie ofert…');
    expect(section()).toHaveAttribute('aria-busy', 'true');

    const panel = screen.getByRole('tabpanel', { name: 'Egzotyka' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    const request = queryOf(fake.callsTo('GET', '/api/special_offers_list').at(-1));
    expect(request).toMatchObject({ regions: '200253,200271,200352,200236', limit: '6', rating_min: '3' });

    release('200253,200271,200352,200236', { offers_list: offers('Egzotyka', 2) });
    expect(await within(panel).findAllByRole('article')).toHaveLength(2);
    expect(container.querySelectorAll('.offer-card--skeleton')).toHaveLength(0);
    expect(within(panel).getByRole('link', { name: 'Egzotyka 1' })).toHaveAttribute('href', '/hotel/Egzotyka-1?id=H0');
    const more = screen.getByRole('link', { name: 'Więcej ofert: Egzotyka' });
    expect(more.getAttribute('href')).toMatch(/^\/offers\?/);
    expect(more.getAttribute('href')).toContain('regions=200253,200271,200352,200236');
    expect(more.getAttribute('href')).not.toMatch(/limit=/);
  });

  it('moves between tabs with the arrow keys, Home and End, and chooses with Enter', async () => {
    stubSpecialOffers();
    const { user } = renderWithProviders(<SpecialOffers />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);

    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[5]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(tabs[4]).toHaveFocus();
    expect(tabs[4]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, -1, 0, -1]);
  });

  it('tells the visitor when a tab has no offers', async () => {
    const { release } = stubSpecialOffers();
    const { user } = renderWithProviders(<SpecialOffers />);
    await user.click(screen.getByRole('tab', { name: 'Z dziećmi' }));
    release('7', { offers_list: [] });
    expect(await screen.findByText(/W tej chwili nie mamy tu ofert/)).toBeInTheDocument();
  });

  it('hides itself quietly when a tab cannot be loaded (D4)', async () => {
    stubFetch({
      [ROUTE]: ({ url }) =>
        url.includes('return_date')
          ? errorResponse(503, 'service_unavailable', 'Usługa niedostępna')
          : jsonResponse(200, { offers_list: offers('Domyślna') }),
    });
    const { user } = renderWithProviders(<SpecialOffers />);
    await within(section()).findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Last minute' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Oferty specjalne' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides itself quietly when the default block cannot be loaded (D4)', async () => {
    stubFetch({ [ROUTE]: () => errorResponse(500, 'internal_error', 'Błąd') });
    renderWithProviders(<SpecialOffers />);
    expect(section()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Oferty specjalne' })).not.toBeInTheDocument());
  });
});
