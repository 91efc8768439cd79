import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { hotelPlace } from '@app/shared/hotel-page/hotel-place';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import './map-gallery.css';

// Leaflet touches `window` on import: the map module loads in the browser, when the tab is shown.
const PlaceMap = lazy(async () => ({ default: (await import('../../../components/map/place-map.tsx')).PlaceMap }));

/** Close enough to see the streets around one hotel. */
const MAP_ZOOM = 13;
/** OpenStreetMap's own page opens a little closer, on the building. */
const OSM_ZOOM = 15;
/** Five decimals locate a point to about a metre: more is noise, fewer moves the pin. */
const COORDINATE_DIGITS = 5;

function openStreetMapUrl(lat: number, lon: number): string {
  const [mlat, mlon] = [lat.toFixed(COORDINATE_DIGITS), lon.toFixed(COORDINATE_DIGITS)];
  return `https://www.openstreetmap.org/?mlat=${mlat}&mlon=${mlon}#map=${OSM_ZOOM}/${mlat}/${mlon}`;
}

/**
 * The map tab (spec §2, HOTEL-01): the hotel's address, coordinates and a link to OpenStreetMap come
 * first and need neither tiles nor JavaScript, so they stay useful offline and to screen readers;
 * the interactive map follows in a box of fixed height, so nothing moves when it arrives.
 */
export function MapPanel({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { name, lat, lon } = hotel;
  const degrees = (value: number) =>
    intl.formatNumber(Math.abs(value), {
      minimumFractionDigits: COORDINATE_DIGITS,
      maximumFractionDigits: COORDINATE_DIGITS,
    });
  const loading = <p className="hotel-map__loading">{intl.formatMessage({ id: 'hotel.map.loading' })}</p>;

  return (
    <div className="hotel-map">
      <div className="hotel-map__facts">
        <p className="hotel-map__address">{hotelPlace(hotel, 'narrowest-first')}</p>
        <p className="hotel-map__coordinates">
          <span className="visually-hidden">{intl.formatMessage({ id: 'hotel.map.coordinates_label' })} </span>
          {intl.formatMessage(
            { id: 'hotel.map.coordinates' },
            {
              lat: degrees(lat),
              latHemisphere: lat < 0 ? 'south' : 'north',
              lon: degrees(lon),
              lonHemisphere: lon < 0 ? 'west' : 'east',
            },
          )}
        </p>
        <a className="hotel-map__osm" href={openStreetMapUrl(lat, lon)} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage({ id: 'hotel.map.open_osm' })}
          <span className="visually-hidden"> {intl.formatMessage({ id: 'hotel.map.new_tab' })}</span>
        </a>
      </div>
      <div className="hotel-map__box">
        {hydrated ? (
          <Suspense fallback={loading}>
            <PlaceMap
              center={[lat, lon]}
              zoom={MAP_ZOOM}
              label={intl.formatMessage({ id: 'hotel.map.label' }, { name })}
              points={[{ id: 0, name, lat, lon }]}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </div>
  );
}
