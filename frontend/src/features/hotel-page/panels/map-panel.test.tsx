import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS, type Locale } from '@app/shared/locale';
import type { Messages } from '../../../lib/intl/message-id.ts';
import { hotelDetails } from './hotel-details.fixture.ts';
import { hotelMapGalleryDe, hotelMapGalleryEn, hotelMapGalleryPl } from './map-gallery-messages.ts';
import { MapPanel } from './map-panel.tsx';

const CATALOGUES = { pl: hotelMapGalleryPl, en: hotelMapGalleryEn, de: hotelMapGalleryDe };

// Only this folder's texts, which react-intl types as the whole site's catalogue: the panel needs no others.
function inIntl(ui: ReactElement, locale: Locale = 'pl') {
  return (
    <IntlProvider locale={INTL_LOCALE_TAGS[locale]} messages={CATALOGUES[locale] as Messages}>
      {ui}
    </IntlProvider>
  );
}

const DURRES = hotelDetails({
  name: 'Hotel Adriatik',
  city: 'Durrës',
  region: { id: 1, name: 'Riwiera Albańska' },
  country: { id: 2, name: 'Albania' },
  lat: 41.32998,
  lon: 19.443,
});

describe('MapPanel', () => {
  it('shows the address and the coordinates before the map loads, as the server renders it (HOTEL-01)', () => {
    const doc = new DOMParser().parseFromString(renderToString(inIntl(<MapPanel hotel={DURRES} />)), 'text/html');

    expect(doc.querySelector('.hotel-map__address')?.textContent).toBe('Durrës, Riwiera Albańska, Albania');
    expect(doc.querySelector('.hotel-map__coordinates')?.textContent).toBe('Współrzędne: 41,32998° N, 19,44300° E');
    expect(doc.querySelector('.place-map')).toBeNull();
    expect(doc.querySelector('.hotel-map__loading')?.textContent).toBe('Wczytywanie mapy…');
  });

  it('links to the hotel on OpenStreetMap in a new tab', () => {
    render(inIntl(<MapPanel hotel={DURRES} />));

    const link = screen.getByRole('link', { name: /^Otwórz w OpenStreetMap/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=41.32998&mlon=19.44300#map=15/41.32998/19.44300',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveTextContent('Otwórz w OpenStreetMap (otwiera się w nowej karcie)');
  });

  it('names the hemispheres south and west, and in each language', () => {
    const rio = hotelDetails({ lat: -22.97, lon: -43.1822 });

    const { unmount } = render(inIntl(<MapPanel hotel={rio} />));
    expect(document.querySelector('.hotel-map__coordinates')).toHaveTextContent('22,97000° S, 43,18220° W');
    unmount();

    render(inIntl(<MapPanel hotel={DURRES} />, 'de'));
    expect(document.querySelector('.hotel-map__coordinates')).toHaveTextContent('41,32998° N, 19,44300° O');
  });

  it('loads the map in the browser with one pin named after the hotel', async () => {
    render(inIntl(<MapPanel hotel={DURRES} />));

    await waitFor(() => expect(document.querySelectorAll('.place-map__pin')).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Mapa: Hotel Adriatik' })).toBeInTheDocument();
    expect(document.querySelector('.place-map__pin')).toHaveAttribute('title', 'Hotel Adriatik');
  });
});
