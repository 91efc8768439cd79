import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import './place-map.css';

export interface MapPoint {
  readonly id: number;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

interface PlaceMapProps {
  readonly center: readonly [number, number];
  readonly zoom: number;
  readonly points: readonly MapPoint[];
  /** Names the map for screen readers. */
  readonly label: string;
}

/*
 * A drawn pin instead of Leaflet's default marker image, whose URL bundlers break; it follows the
 * brand colour and needs no request.
 */
const PIN = divIcon({ className: 'place-map__pin', iconSize: [22, 22], iconAnchor: [11, 11], tooltipAnchor: [0, -12] });

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The one wrapper of Leaflet (heavy vendor UI is wrapped once, style rule 7): OpenStreetMap tiles and a named pin per place. Leaflet
 * reads `window` when imported, so this module is only ever loaded with a dynamic import in the
 * browser; its stylesheets (Leaflet's and ours) come with it. The wheel does not zoom, so the page
 * still scrolls over it.
 */
export function PlaceMap({ center, zoom, points, label }: PlaceMapProps) {
  return (
    <div className="place-map" role="region" aria-label={label}>
      <MapContainer
        // Several places are fitted to the box's real width (a phone is narrower than `zoom` assumes);
        // react-leaflet fits bounds only when no centre is given.
        {...(points.length > 1
          ? { bounds: points.map((point): [number, number] => [point.lat, point.lon]) }
          : { center: [center[0], center[1]], zoom })}
        boundsOptions={{ padding: [36, 36], maxZoom: zoom + 1 }}
        scrollWheelZoom={false}
        className="place-map__canvas"
      >
        <TileLayer url={TILES} attribution={ATTRIBUTION} />
        {points.map((point) => (
          <Marker key={point.id} position={[point.lat, point.lon]} icon={PIN} title={point.name} alt={point.name}>
            <Tooltip>{point.name}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
