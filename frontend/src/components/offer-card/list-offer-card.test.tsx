import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/locale';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import { listOffer } from '../../testing/offers-list.fixture.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ListOfferCard } from './list-offer-card.tsx';

/** A card of the offers list in a language; the offer costs 1 999,40 zł or 470,45 € per person. */
function renderCard(locale: Locale, overrides: Parameters<typeof listOffer>[0] = {}) {
  appStore.set(localeAtom, locale);
  renderWithProviders(<ListOfferCard offer={listOffer(overrides)} linkParams={{}} />);
  return screen.getByRole('article');
}

/** The card's price block as read: the leading price, then the other currency. */
function priceTexts(card: HTMLElement): string[] {
  const block = card.querySelector('.list-card__offer');
  return [...(block?.querySelectorAll('p') ?? [])].slice(0, 2).map((p) => p.textContent.replace(/\s/g, ' '));
}

describe('the price of a list card per language (D13)', () => {
  it('leads with the per-person price in EUR in German, PLN after it', () => {
    const card = renderCard('de');
    expect(priceTexts(card)).toEqual(['ab 470 € / Pers.', '1.999 PLN / Pers.']);
    expect(within(card).getByText(/€/, { selector: 'strong' })).toHaveClass('price');
  });

  it('leads with PLN in Polish, EUR after it', () => {
    expect(priceTexts(renderCard('pl'))).toEqual(['od 1 999 zł / os.', '470 € / os.']);
  });

  it('leads with PLN in English, EUR after it', () => {
    expect(priceTexts(renderCard('en'))).toEqual(['from PLN 1,999 / person', '€470 / person']);
  });

  it('puts the leading price on the photo for phones too', () => {
    const card = renderCard('de');
    expect(card.querySelector('.list-card__price-badge')?.textContent.replace(/\s/g, ' ')).toBe('ab 470 € / Pers.');
  });

  it('shows a flight from a virtual airport by its name, never its code (D14)', () => {
    const card = renderCard('de', {
      departure_airport: { iata: 'ALL_GER', name: 'Alle Flughäfen in Deutschland' },
      arrival_airport: { iata: 'AYT', name: 'Antalya' },
    });
    expect(card).toHaveTextContent('Flug: Alle Flughäfen in Deutschland → Antalya (AYT)');
    expect(card).not.toHaveTextContent('ALL_GER');
  });
});
