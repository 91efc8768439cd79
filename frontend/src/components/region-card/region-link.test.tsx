import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/locale';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { appStore } from '../../lib/store.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RegionLink, type PricedRegion } from './region-link.tsx';

function renderTile(locale: Locale, region: PricedRegion) {
  appStore.set(localeAtom, locale);
  renderWithProviders(<RegionLink region={region} />);
  return screen.getByRole('link', { name: new RegExp(`^${region.name}`) });
}

const TURKEY = { name: 'Türkei', link: '/wakacje/turcja', min_price_pln: 1999.4 };

describe('a recommended region tile (D13)', () => {
  it('shows the euro price in German where the API gives it', () => {
    expect(renderTile('de', { ...TURKEY, min_price_eur: 470.45 })).toHaveTextContent('Türkei ab 470 € / Pers.');
  });

  it('keeps the zloty price in German where the API gives no euro price', () => {
    expect(renderTile('de', TURKEY)).toHaveTextContent('Türkei ab 1.999 PLN / Pers.');
    expect(renderTile('de', { ...TURKEY, name: 'Ägypten', min_price_eur: null })).toHaveTextContent(
      'Ägypten ab 1.999 PLN / Pers.',
    );
  });

  it('leads with zloty in Polish and English even with a euro price', () => {
    expect(renderTile('pl', { ...TURKEY, name: 'Turcja', min_price_eur: 470 })).toHaveTextContent(
      'Turcja od 1 999 zł / os.',
    );
  });
});
