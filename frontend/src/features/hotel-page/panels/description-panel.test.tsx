import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DescriptionResponse } from '@app/shared/offers';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { appStore } from '../../../lib/store.ts';
import { errorResponse, jsonResponse, stubFetch, type FakeCall } from '../../../testing/fake-fetch.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DescriptionPanel } from './description-panel.tsx';
import { hotelDetails } from './hotel-details.fixture.ts';

const ROUTE = 'GET /offers/description';
const ERROR = 'Wystąpił nieoczekiwany błąd opisu. Prosimy odświeżyć stronę.';

const TEXTS: Record<string, string> = {
  de: 'Das Hotel liegt direkt am Strand.\nGroßer Pool mit Bar.',
  pl: 'Hotel leży tuż przy plaży.\nDuży basen z barem.',
  en: 'The hotel is right on the beach.',
};

/** Answers as the server does: the asked language where it has it, the original otherwise. */
function describeHotel(call: FakeCall): Response {
  const asked = new URL(call.url, 'https://example.test').searchParams.get('lang') ?? 'original';
  const language = asked === 'original' ? 'de' : (asked as DescriptionResponse['language']);
  const body: DescriptionResponse = {
    original_language: 'de',
    language,
    translated: language !== 'de',
    text: TEXTS[language] ?? '',
  };
  return jsonResponse(200, body);
}

function askedLanguages(fake: ReturnType<typeof stubFetch>): (string | null)[] {
  return fake
    .callsTo('GET', '/offers/description')
    .map((call) => new URL(call.url, 'https://example.test').searchParams.get('lang'));
}

describe('DescriptionPanel', () => {
  it('shows placeholders, then the translation into the visitor language, marked as machine-made (HOTEL-02)', async () => {
    const fake = stubFetch({ [ROUTE]: describeHotel });
    const { container } = renderWithProviders(<DescriptionPanel hotel={hotelDetails()} />);

    expect(screen.getByRole('status')).toHaveTextContent('Wczytywanie opisu…');
    expect(container.querySelectorAll('.hotel-description__skeleton').length).toBeGreaterThan(0);

    const polish = await screen.findByText('Hotel leży tuż przy plaży.');
    expect(polish.closest('.hotel-description__text')).toHaveAttribute('lang', 'pl');
    expect(screen.getByText('Duży basen z barem.').tagName).toBe('P');
    expect(screen.getByText(/przetłumaczony automatycznie/)).toBeInTheDocument();
    expect(askedLanguages(fake)).toEqual(['pl']);
    expect(new URL(fake.calls[0]?.url ?? '', 'https://example.test').searchParams.get('id')).toBe('H1');
  });

  it('toggles between the translation and the original (HOTEL-02)', async () => {
    const fake = stubFetch({ [ROUTE]: describeHotel });
    const { user } = renderWithProviders(<DescriptionPanel hotel={hotelDetails()} />);
    const versions = screen.getByRole('group', { name: 'Wersja opisu' });
    const translation = within(versions).getByRole('button', { name: 'Tłumaczenie' });
    const original = within(versions).getByRole('button', { name: 'Oryginał (niemiecki)' });
    expect(translation).toHaveAttribute('aria-pressed', 'true');
    expect(original).toHaveAttribute('aria-pressed', 'false');
    await screen.findByText('Hotel leży tuż przy plaży.');

    await user.click(original);
    const german = await screen.findByText('Das Hotel liegt direkt am Strand.');
    expect(german.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(original).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Hotel leży tuż przy plaży.')).not.toBeInTheDocument();
    expect(screen.queryByText(/przetłumaczony automatycznie/)).not.toBeInTheDocument();

    await user.click(translation);
    expect(await screen.findByText('Hotel leży tuż przy plaży.')).toBeInTheDocument();
    // Both versions were already loaded: going back asks nothing more.
    expect(askedLanguages(fake)).toEqual(['pl', 'original']);
  });

  it('names the original language in the visitor language', async () => {
    appStore.set(localeAtom, 'en');
    stubFetch({ [ROUTE]: describeHotel });
    renderWithProviders(<DescriptionPanel hotel={hotelDetails()} />);

    expect(screen.getByRole('button', { name: 'Original (German)' })).toBeInTheDocument();
    expect(await screen.findByText('The hotel is right on the beach.')).toBeInTheDocument();
  });

  it('has no toggle when the visitor reads the original language', async () => {
    appStore.set(localeAtom, 'de');
    const fake = stubFetch({ [ROUTE]: describeHotel });
    renderWithProviders(<DescriptionPanel hotel={hotelDetails()} />);

    expect(await screen.findByText('Das Hotel liegt direkt am Strand.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(askedLanguages(fake)).toEqual(['original']);
  });

  it('has no toggle, and shows the original, when there is no translation into the visitor language', async () => {
    const fake = stubFetch({ [ROUTE]: describeHotel });
    renderWithProviders(<DescriptionPanel hotel={hotelDetails({ description_languages: ['de'] })} />);

    expect(await screen.findByText('Das Hotel liegt direkt am Strand.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(askedLanguages(fake)).toEqual(['original']);
  });

  it('sanitises HTML: formatting stays, scripts and on… handlers go', async () => {
    stubFetch({
      [ROUTE]: () =>
        jsonResponse(200, {
          original_language: 'pl',
          language: 'pl',
          translated: false,
          text: '<h3>Pokoje</h3><p onclick="steal()">Z <strong>widokiem</strong></p><script>window.hacked = true</script><img src="x" onerror="steal()">',
        }),
    });
    const { container } = renderWithProviders(
      <DescriptionPanel hotel={hotelDetails({ original_language: 'pl', description_languages: ['pl'] })} />,
    );

    expect(await screen.findByRole('heading', { name: 'Pokoje' })).toBeInTheDocument();
    const text = container.querySelector('.hotel-description__text');
    expect(text?.innerHTML).toBe('<h3>Pokoje</h3><p>Z <strong>widokiem</strong></p>');
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
  });

  it('shows the description error of spec §8 and tries again on request', async () => {
    let fail = true;
    stubFetch({
      [ROUTE]: (call) => (fail ? errorResponse(500, 'internal', 'Błąd serwera.') : describeHotel(call)),
    });
    const { user } = renderWithProviders(<DescriptionPanel hotel={hotelDetails()} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Hotel leży tuż przy plaży.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the hotel has no description, without asking, when it has none in any language', () => {
    const fake = stubFetch({ [ROUTE]: describeHotel });
    renderWithProviders(<DescriptionPanel hotel={hotelDetails({ description_languages: [] })} />);

    expect(screen.getByText('Ten hotel nie ma jeszcze opisu.')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });
});
