import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpecialOffer } from '@app/shared/offers';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { specialOffer } from '../../testing/special-offer.fixture.ts';
import { OfferCard } from './offer-card.tsx';

function renderCard(offer: SpecialOffer) {
  renderWithProviders(<OfferCard offer={offer} />);
  return screen.getByRole('article');
}

describe('OfferCard', () => {
  it('shows the price per person as whole zloty, rounded to the nearest (SPECIAL-07)', () => {
    const card = renderCard(specialOffer({ price_pln: 1999.6 }));
    expect(card).toHaveTextContent('od 2 000 zł / os.');
    const price = within(card).getByText(/zł/);
    expect(price.textContent).toBe('2\u00a0000\u00a0zł');
    expect(price).toHaveClass('price');
  });

  it('leads with euro in German when the answer has the euro price, as every German price does (D13)', () => {
    appStore.set(localeAtom, 'de');
    expect(renderCard(specialOffer({ price_pln: 1999.4, price_eur: 465.4 }))).toHaveTextContent('ab 465 € / Pers.');
  });

  it('keeps zloty first in German for an answer without a euro price (D13)', () => {
    appStore.set(localeAtom, 'de');
    expect(renderCard(specialOffer({ price_pln: 1999.4 }))).toHaveTextContent('ab 1.999 PLN / Pers.');
  });

  it('keeps the price below half a zloty down', () => {
    expect(renderCard(specialOffer({ price_pln: 1999.4 }))).toHaveTextContent('od 1 999 zł / os.');
  });

  it('links the hotel name, and so the card, to description_link (SPECIAL-06)', () => {
    const card = renderCard(specialOffer());
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName('Hotel Riu Palace');
    expect(link).toHaveAttribute('href', '/hotel/hotel-riu-palace?id=H1&offer_type=A');
  });

  it('shows name, country, region, stars and one named icon per facility type (SPECIAL-08)', () => {
    const card = renderCard(
      specialOffer({}, { facilities: [{ type: 'pool' }, { type: 'aircon' }, { type: 'pool' }, { type: 'helipad' }] }),
    );
    expect(within(card).getByRole('heading', { name: 'Hotel Riu Palace' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Hiszpania, Majorka');
    expect(within(card).getByRole('img', { name: 'Kategoria hotelu: 4 gwiazdki' })).toBeInTheDocument();
    const facilities = within(card).getByRole('list', { name: 'Udogodnienia' });
    expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Basen', 'Klimatyzacja']);
    expect(facilities.querySelectorAll('svg')).toHaveLength(2);
  });

  it('reads half stars and the Polish plural of the hotel standard', () => {
    renderCard(specialOffer({}, { rating: 3.5 }));
    expect(screen.getByRole('img', { name: 'Kategoria hotelu: 3,5 gwiazdki' })).toBeInTheDocument();
  });

  it('shows the photo at 250x240, lazily', () => {
    const card = renderCard(specialOffer());
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/hotels/h1.jpg');
    expect(image).toHaveAttribute('width', '250');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a 250x240 placeholder when there is no image (SPECIAL-09)', () => {
    const card = renderCard(specialOffer({}, { image_url: null, thumbnail_url: null, image_urls: [] }));
    expect(card.querySelector('img')).toBeNull();
    const placeholder = within(card).getByRole('img', { name: 'Brak zdjęcia hotelu' });
    expect(placeholder).toHaveAttribute('width', '250');
    expect(placeholder).toHaveAttribute('height', '240');
  });

  it('marks last minute, first minute and all inclusive', () => {
    const card = renderCard(specialOffer({ is_lastminute: true, is_allinclusive: true }));
    expect(card).toHaveTextContent('Last minute');
    expect(card).toHaveTextContent('All inclusive');
    expect(card).not.toHaveTextContent('First minute');
  });

  it('leaves out what the offer does not have', () => {
    const card = renderCard(specialOffer({}, { rating: 0, facilities: [], country_name: '', region_name: 'Majorka' }));
    expect(within(card).queryByRole('img', { name: /Kategoria/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Udogodnienia' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Majorka');
    expect(card).not.toHaveTextContent(', Majorka');
  });
});
