import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import { listOffer } from '../../testing/offers-list.fixture.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { PartyTotal } from './party-total.tsx';

describe('the party’s total beside the price per person', () => {
  it('gives what the adults pay together, in the card’s leading currency', () => {
    const offer = { ...listOffer(), price_per_person_pln: 1999.4, price_per_person_eur: 470 };
    renderWithProviders(<PartyTotal offer={offer} party={{ adults: 2, childrenAges: [] }} />);
    expect(screen.getByText(/^Razem za 2 osoby: 3\s999\szł$/u)).toBeInTheDocument();
  });

  it('leads with euro in German', () => {
    appStore.set(localeAtom, 'de');
    const offer = { ...listOffer(), price_per_person_pln: 1999.4, price_per_person_eur: 470 };
    renderWithProviders(<PartyTotal offer={offer} party={{ adults: 3, childrenAges: [] }} />);
    expect(screen.getByText(/^Gesamt für 3 Personen: 1\.410\s€$/u)).toBeInTheDocument();
  });

  it('shows nothing for one traveller, nor for children the answer does not price', () => {
    const { container } = renderWithProviders(
      <>
        <PartyTotal offer={listOffer()} party={{ adults: 1, childrenAges: [] }} />
        <PartyTotal offer={listOffer()} party={{ adults: 2, childrenAges: [6] }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
