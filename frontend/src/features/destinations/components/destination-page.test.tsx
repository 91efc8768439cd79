import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findDestination } from '@app/shared/destinations/destinations';
import type { Locale } from '@app/shared/locale';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { jsonResponse, stubFetch, type FakeCall, type FakeHandler } from '../../../testing/fake-fetch.ts';
import { renderToHtml, renderWithProviders } from '../../../testing/render.tsx';
import { listAnswer, listOffer } from '../../../testing/offers-list.fixture.ts';
import { DestinationPage } from './destination-page.tsx';

function page(country: string, region?: string) {
  const destination = findDestination(country, region);
  if (!destination) throw new Error(`no page ${country}/${region ?? ''}`);
  return destination;
}

const TAB_NAMES = { offers_list: 'Oferty', map: 'Mapa', practical: 'Informacje praktyczne', about: 'O kierunku' };

function renderPage(
  path: string,
  {
    country = 'turcja',
    region,
    locale = 'pl',
    list,
  }: { country?: string; region?: string; locale?: Locale; list?: FakeHandler } = {},
) {
  appStore.set(localeAtom, locale);
  const fake = stubFetch({
    'GET /content/site_configuration': () => jsonResponse(200, { dates_offset: 3, dates_delta: 7 }),
    'GET /offers/list': list ?? (() => jsonResponse(200, listAnswer([listOffer()]))),
  });
  const rendered = renderWithProviders(<DestinationPage destination={page(country, region)} locale={locale} />, {
    path,
  });
  return { fake, ...rendered };
}

const panelOf = (name: string) => {
  const tab = screen.getByRole('tab', { name });
  return document.getElementById(tab.getAttribute('aria-controls') ?? '');
};
const queryOf = (call: FakeCall | undefined) => new URL(call?.url ?? '', 'https://example.test').searchParams;

beforeEach(() => {
  // Only the clock: 10 July 2026, 10:00 in Warsaw.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-10T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('destination page tabs (SEO-01, SEO-02, OPEN-32)', () => {
  it('has the four tabs in a tablist and opens the offers by default', async () => {
    renderPage('/wakacje/turcja');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Oferty', 'O kierunku', 'Informacje praktyczne', 'Mapa']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/wakacje/turcja?tab=offers_list',
      '/wakacje/turcja?tab=region_information',
      '/wakacje/turcja?tab=practical_information',
      '/wakacje/turcja?tab=map',
    ]);
    expect(screen.getByRole('tab', { name: TAB_NAMES.offers_list })).toHaveAttribute('aria-selected', 'true');
    expect(panelOf(TAB_NAMES.offers_list)).toBeVisible();
    expect(panelOf(TAB_NAMES.map)).not.toBeVisible();
    expect(await screen.findByRole('link', { name: 'Hotel Słoneczny Brzeg' })).toBeInTheDocument();
  });

  it('opens the tab of ?tab=map and loads no offers for it', async () => {
    const { fake } = renderPage('/wakacje/turcja?tab=map');
    expect(screen.getByRole('tab', { name: TAB_NAMES.map })).toHaveAttribute('aria-selected', 'true');
    expect(panelOf(TAB_NAMES.map)).toBeVisible();
    expect(panelOf(TAB_NAMES.offers_list)).not.toBeVisible();
    const places = screen.getByTestId('map-places');
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Riwiera Turecka', 'Riwiera Egejska']);
    // The map module arrives with a pin per place.
    await waitFor(() => expect(document.querySelectorAll('.place-map__pin')).toHaveLength(2));
    expect(fake.callsTo('GET', '/offers/list')).toHaveLength(0);
  });

  it('opens practical_information from the URL, as a definition list', () => {
    renderPage('/wakacje/turcja?tab=practical_information');
    const panel = panelOf(TAB_NAMES.practical);
    expect(panel).toBeVisible();
    const text = panel?.textContent ?? '';
    expect(text).toContain('StolicaAnkara');
    expect(text).toContain('Walutalira turecka (TRY)');
    expect(text).toContain('Różnica czasu względem Polski+2 h zimą, +1 h latem');
    expect(text).toContain('Czas lotu z Warszawyok. 3 h 10 min');
    expect(text).toContain('Wymagany paszport ważny co najmniej 150 dni po dacie powrotu.');
    expect(text).toContain('Najlepszy czas na wyjazdmaj–październik');
  });

  it('falls back to the offers for an invalid tab', () => {
    renderPage('/wakacje/turcja?tab=pogoda');
    expect(screen.getByRole('tab', { name: TAB_NAMES.offers_list })).toHaveAttribute('aria-selected', 'true');
    expect(panelOf(TAB_NAMES.offers_list)).toBeVisible();
  });

  it('changes only ?tab= on a click, and Back returns to the previous tab', async () => {
    const { user, router } = renderPage('/wakacje/turcja');
    await user.click(screen.getByRole('tab', { name: TAB_NAMES.about }));
    expect(router.state.location.search).toBe('?tab=region_information');
    expect(router.state.location.pathname).toBe('/wakacje/turcja');
    expect(panelOf(TAB_NAMES.about)).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=practical_information');
    expect(screen.getByRole('tab', { name: TAB_NAMES.practical })).toHaveFocus();
    await router.navigate(-1);
    await waitFor(() => expect(panelOf(TAB_NAMES.about)).toBeVisible());
  });
});

describe('destination page content', () => {
  it('puts the title, description, canonical, hreflang links and JSON-LD in the page', () => {
    renderPage('/en/wakacje/turcja/riwiera-turecka', { region: 'riwiera-turecka', locale: 'en' });
    expect(document.title).toBe(
      'Turkish Riviera (Turkey) – holidays, offers and travel information | Wakacje z Niemiec',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^The Turkish Riviera: Alanya/),
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.wakacje-z-niemiec.pl/en/wakacje/turcja/riwiera-turecka',
    );
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['pl', 'https://www.wakacje-z-niemiec.pl/wakacje/turcja/riwiera-turecka'],
      ['en', 'https://www.wakacje-z-niemiec.pl/en/wakacje/turcja/riwiera-turecka'],
      ['de', 'https://www.wakacje-z-niemiec.pl/de/wakacje/turcja/riwiera-turecka'],
      ['x-default', 'https://www.wakacje-z-niemiec.pl/wakacje/turcja/riwiera-turecka'],
    ]);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': unknown[];
    };
    expect(jsonLd['@graph'][0]).toMatchObject({ '@type': 'TouristDestination', name: 'Turkish Riviera' });
    expect(screen.getByRole('heading', { level: 1, name: 'Turkish Riviera' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumb).getByRole('link', { name: 'Turkey' })).toHaveAttribute('href', '/en/wakacje/turcja');
    expect(screen.getByRole('link', { name: 'More about Turkey', hidden: true })).toHaveAttribute(
      'href',
      '/en/wakacje/turcja',
    );
  });

  it('links a country to its region pages', () => {
    renderPage('/wakacje/grecja?tab=region_information', { country: 'grecja' });
    const regions = screen.getByRole('navigation', { name: 'Regiony – Grecja' });
    expect(within(regions).getByRole('link', { name: 'Kreta' })).toHaveAttribute('href', '/wakacje/grecja/kreta');
    expect(within(regions).getAllByRole('link')).toHaveLength(6);
  });

  it('searches holidays to the destination for 2 adults on the SEO dates, 6 cheapest (SEO-03)', async () => {
    const { fake } = renderPage('/wakacje/turcja');
    await screen.findByRole('link', { name: 'Hotel Słoneczny Brzeg' });
    const query = queryOf(fake.callsTo('GET', '/offers/list')[0]);
    expect(query.get('regions')).toBe('200210');
    expect(query.get('offer_type')).toBe('A');
    expect(query.get('adults_number')).toBe('2');
    expect(query.get('limit')).toBe('6');
    expect(query.get('sort')).toBe('price');
    expect(screen.getByText(/Wyloty od 13\.07\.2026, powrót do 20\.07\.2026/)).toBeInTheDocument();
    const all = screen.getByRole('link', { name: 'Zobacz wszystkie oferty – Turcja' });
    const link = new URL(all.getAttribute('href') ?? '', 'https://example.test');
    expect(link.pathname).toBe('/offers');
    expect(link.searchParams.get('regions')).toBe('200210');
    expect(link.searchParams.get('departure_date')).toBe(query.get('departure_date'));
    expect(link.searchParams.get('return_date')).toBe(query.get('return_date'));
  });

  it('says when the dates have no offers and offers all dates instead', async () => {
    renderPage('/wakacje/turcja', { list: () => jsonResponse(200, listAnswer([])) });
    expect(await screen.findByText(/W tych dniach nie mamy wyjazdów do celu: Turcja/)).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Pokaż inne terminy' });
    expect(other.getAttribute('href')).not.toContain('departure_date');
    expect(other.getAttribute('href')).toContain('regions=200210');
  });

  it('says when the offers cannot be loaded and tries again on request', async () => {
    let calls = 0;
    const { user } = renderPage('/wakacje/turcja', {
      list: () =>
        ++calls <= 2
          ? jsonResponse(500, { error: { code: 'x', message: 'x' } })
          : jsonResponse(200, listAnswer([listOffer()])),
    });
    // The list retries once (offers-list's own rule) before it says so.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Nie udało się wczytać ofert');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Hotel Słoneczny Brzeg' })).toBeInTheDocument();
  });
});

describe('destination page before hydration', () => {
  it('renders every panel, the default one shown, whatever the query string, and fetches nothing', () => {
    const fake = stubFetch({});
    const doc = renderToHtml(<DestinationPage destination={page('kuba')} locale="pl" />, {
      path: '/wakacje/kuba?tab=map',
    });
    const panel = (tab: string) => doc.getElementById(`destination-panel-${tab}`);
    expect(panel('offers_list')?.hasAttribute('hidden')).toBe(false);
    expect(panel('map')?.hasAttribute('hidden')).toBe(true);
    expect(panel('region_information')?.textContent).toContain('Varadero ma ponad 20 kilometrów');
    expect(panel('practical_information')?.textContent).toContain('Hawana');
    expect(doc.querySelectorAll('[data-testid="list-card-skeleton"]')).toHaveLength(6);
    expect(doc.querySelector('.place-map')).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});
