import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Destination } from '@app/shared/destinations/destination-types';
import type { Locale } from '@app/shared/locale';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// Leaflet touches `window` on import: the map module loads in the browser, when the tab is shown.
const PlaceMap = lazy(async () => ({ default: (await import('../../../components/map/place-map.tsx')).PlaceMap }));

/**
 * The map tab: the interactive map in a box of fixed height (nothing moves when it arrives), and the
 * same places as a plain list under it, which works without JavaScript and for screen readers.
 */
export function MapPanel({
  destination,
  locale,
  active,
}: {
  destination: Destination;
  locale: Locale;
  active: boolean;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const name = destination.name[locale];
  const { center, zoom, places } = destination.map;
  const loading = <p className="destination-map__loading">{intl.formatMessage({ id: 'destinations.map.loading' })}</p>;
  return (
    <section className="destination-map" aria-labelledby="destination-map-heading">
      <h2 id="destination-map-heading">{intl.formatMessage({ id: 'destinations.map.heading' }, { name })}</h2>
      <div className="destination-map__box">
        {hydrated && active ? (
          <Suspense fallback={loading}>
            <PlaceMap
              center={center}
              zoom={zoom}
              label={intl.formatMessage({ id: 'destinations.map.label' }, { name })}
              points={places.map((place) => ({
                id: place.id,
                name: place.name[locale],
                lat: place.lat,
                lon: place.lon,
              }))}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
      <h3 className="destination-map__places-heading">{intl.formatMessage({ id: 'destinations.map.places' })}</h3>
      <ul className="destination-map__places" data-testid="map-places">
        {places.map((place) => (
          <li key={place.id}>{place.name[locale]}</li>
        ))}
      </ul>
    </section>
  );
}
