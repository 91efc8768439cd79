/**
 * The hotel page's map and gallery tabs (spec §2). pl is the reference; en and de are typed against
 * it, so a missing key does not compile. Hemispheres are letters of each language (German writes
 * east as "O"); the spec gives no wording for these tabs.
 */
export const hotelMapGalleryPl = {
  'hotel.map.label': 'Mapa: {name}',
  'hotel.map.loading': 'Wczytywanie mapy…',
  'hotel.map.coordinates_label': 'Współrzędne:',
  'hotel.map.coordinates':
    '{lat}° {latHemisphere, select, north {N} other {S}}, {lon}° {lonHemisphere, select, east {E} other {W}}',
  'hotel.map.open_osm': 'Otwórz w OpenStreetMap',
  'hotel.map.new_tab': '(otwiera się w nowej karcie)',
  'hotel.gallery.empty': 'Ten hotel nie ma jeszcze zdjęć.',
  'hotel.gallery.alt': 'Zdjęcie {n} z {total}: {name}',
  'hotel.gallery.enlarge': 'Powiększ',
  'hotel.gallery.thumbnails': 'Miniatury zdjęć',
  'hotel.gallery.strip_prev': 'Poprzednie miniatury',
  'hotel.gallery.strip_next': 'Następne miniatury',
  'hotel.gallery.viewer': 'Galeria zdjęć: {name}',
  'hotel.gallery.prev': 'Poprzednie zdjęcie',
  'hotel.gallery.next': 'Następne zdjęcie',
  'hotel.gallery.close': 'Zamknij galerię',
  'hotel.gallery.counter': '{n} / {total}',
} satisfies Record<string, string>;

type Keys = keyof typeof hotelMapGalleryPl;

export const hotelMapGalleryEn: Record<Keys, string> = {
  'hotel.map.label': 'Map: {name}',
  'hotel.map.loading': 'Loading the map…',
  'hotel.map.coordinates_label': 'Coordinates:',
  'hotel.map.coordinates':
    '{lat}° {latHemisphere, select, north {N} other {S}}, {lon}° {lonHemisphere, select, east {E} other {W}}',
  'hotel.map.open_osm': 'Open in OpenStreetMap',
  'hotel.map.new_tab': '(opens in a new tab)',
  'hotel.gallery.empty': 'This hotel has no photos yet.',
  'hotel.gallery.alt': 'Photo {n} of {total}: {name}',
  'hotel.gallery.enlarge': 'Enlarge',
  'hotel.gallery.thumbnails': 'Photo thumbnails',
  'hotel.gallery.strip_prev': 'Previous thumbnails',
  'hotel.gallery.strip_next': 'Next thumbnails',
  'hotel.gallery.viewer': 'Photo gallery: {name}',
  'hotel.gallery.prev': 'Previous photo',
  'hotel.gallery.next': 'Next photo',
  'hotel.gallery.close': 'Close the gallery',
  'hotel.gallery.counter': '{n} / {total}',
};

export const hotelMapGalleryDe: Record<Keys, string> = {
  'hotel.map.label': 'Karte: {name}',
  'hotel.map.loading': 'Karte wird geladen…',
  'hotel.map.coordinates_label': 'Koordinaten:',
  'hotel.map.coordinates':
    '{lat}° {latHemisphere, select, north {N} other {S}}, {lon}° {lonHemisphere, select, east {O} other {W}}',
  'hotel.map.open_osm': 'In OpenStreetMap öffnen',
  'hotel.map.new_tab': '(öffnet sich in einem neuen Tab)',
  'hotel.gallery.empty': 'Für dieses Hotel gibt es noch keine Fotos.',
  'hotel.gallery.alt': 'Foto {n} von {total}: {name}',
  'hotel.gallery.enlarge': 'Vergrößern',
  'hotel.gallery.thumbnails': 'Miniaturansichten der Fotos',
  'hotel.gallery.strip_prev': 'Vorherige Miniaturansichten',
  'hotel.gallery.strip_next': 'Nächste Miniaturansichten',
  'hotel.gallery.viewer': 'Fotogalerie: {name}',
  'hotel.gallery.prev': 'Vorheriges Foto',
  'hotel.gallery.next': 'Nächstes Foto',
  'hotel.gallery.close': 'Galerie schließen',
  'hotel.gallery.counter': '{n} / {total}',
};
