import type { Airport } from '@app/shared/reference-data';
import { foldDiacritics } from '@app/shared/text';
import { namesOf, type Names } from './tree-builders.ts';

/**
 * Airports of the feed. Departure airports are the ones the form offers (spec §2: Popularne,
 * Polska, Niemcy, Inne); destination airports are where the flights land. Names are Polish,
 * English and German, each the exonym its language uses (Monachium, Munich, München; decision D14);
 * one string where all three agree. Positions and time zones are real and feed the flight times of
 * the generator; they are not part of `reference.json`.
 */
export type TimeZoneRule = 'EU' | 'EG' | 'US' | null;
export interface TimeZone {
  /** Standard offset from UTC in minutes. */
  offset: number;
  /** Daylight-saving rule: EU (last Sunday of March–October), Egypt, US/Cuba, or none. */
  dst: TimeZoneRule;
}
export interface AirportGeo {
  lat: number;
  lon: number;
  tz: TimeZone;
}

const TZ = {
  WET: { offset: 0, dst: 'EU' },
  CET: { offset: 60, dst: 'EU' },
  EET: { offset: 120, dst: 'EU' },
  TRT: { offset: 180, dst: null },
  EGY: { offset: 120, dst: 'EG' },
  AFR1: { offset: 60, dst: null },
  CVT: { offset: -60, dst: null },
  AST: { offset: -240, dst: null },
  CUB: { offset: -300, dst: 'US' },
  EST: { offset: -300, dst: null },
  MX6: { offset: -360, dst: null },
  MX7: { offset: -420, dst: null },
  ICT: { offset: 420, dst: null },
  GST: { offset: 240, dst: null },
  AST3: { offset: 180, dst: null },
  MVT: { offset: 300, dst: null },
  IST: { offset: 330, dst: null },
} as const satisfies Record<string, TimeZone>;
type Zone = keyof typeof TZ;

interface AirportRow {
  iata: string;
  names: Names;
  country: string;
  lat: number;
  lon: number;
  zone: Zone;
  popular?: boolean;
}

const dep = (
  iata: string,
  names: Names,
  country: string,
  lat: number,
  lon: number,
  zone: Zone,
  popular = false,
): AirportRow => ({
  iata,
  names,
  country,
  lat,
  lon,
  zone,
  popular,
});

const DEPARTURES: readonly AirportRow[] = [
  dep('WAW', ['Warszawa Chopin', 'Warsaw Chopin', 'Warschau Chopin'], 'PL', 52.166, 20.967, 'CET', true),
  dep('KTW', ['Katowice Pyrzowice', 'Katowice Pyrzowice', 'Kattowitz'], 'PL', 50.474, 19.08, 'CET', true),
  dep('KRK', ['Kraków Balice', 'Krakow Balice', 'Krakau-Balice'], 'PL', 50.078, 19.785, 'CET', true),
  dep('WMI', ['Warszawa Modlin', 'Warsaw Modlin', 'Warschau-Modlin'], 'PL', 52.451, 20.652, 'CET'),
  dep('GDN', ['Gdańsk', 'Gdansk', 'Danzig'], 'PL', 54.378, 18.466, 'CET'),
  dep('WRO', ['Wrocław', 'Wroclaw', 'Breslau'], 'PL', 51.103, 16.886, 'CET'),
  dep('POZ', ['Poznań Ławica', 'Poznan', 'Posen'], 'PL', 52.421, 16.826, 'CET'),
  dep('RZE', ['Rzeszów-Jasionka', 'Rzeszow-Jasionka', 'Rzeszów-Jasionka'], 'PL', 50.11, 22.019, 'CET'),
  dep('LUZ', 'Lublin', 'PL', 51.24, 22.714, 'CET'),
  dep('SZZ', ['Szczecin-Goleniów', 'Szczecin-Goleniow', 'Stettin-Goleniów'], 'PL', 53.585, 14.902, 'CET'),
  dep('BZG', 'Bydgoszcz', 'PL', 53.097, 17.978, 'CET'),
  dep('LCJ', ['Łódź', 'Lodz', 'Lodz'], 'PL', 51.722, 19.398, 'CET'),
  dep('SZY', 'Olsztyn-Mazury', 'PL', 53.482, 20.938, 'CET'),
  dep('RDO', 'Radom', 'PL', 51.389, 21.213, 'CET'),
  dep('IEG', ['Zielona Góra-Babimost', 'Zielona Gora-Babimost', 'Zielona Góra-Babimost'], 'PL', 52.139, 15.799, 'CET'),
  dep('BER', 'Berlin Brandenburg', 'DE', 52.366, 13.503, 'CET', true),
  dep('LEJ', ['Lipsk/Halle', 'Leipzig/Halle', 'Leipzig/Halle'], 'DE', 51.432, 12.242, 'CET', true),
  dep('DRS', ['Drezno', 'Dresden', 'Dresden'], 'DE', 51.133, 13.767, 'CET', true),
  dep('HAM', 'Hamburg', 'DE', 53.63, 9.988, 'CET'),
  dep('HAJ', ['Hanower', 'Hanover', 'Hannover'], 'DE', 52.461, 9.685, 'CET'),
  dep('DUS', 'Düsseldorf', 'DE', 51.289, 6.767, 'CET'),
  dep('CGN', ['Kolonia/Bonn', 'Cologne/Bonn', 'Köln/Bonn'], 'DE', 50.866, 7.143, 'CET'),
  dep('FRA', ['Frankfurt nad Menem', 'Frankfurt', 'Frankfurt am Main'], 'DE', 50.033, 8.571, 'CET'),
  dep('MUC', ['Monachium', 'Munich', 'München'], 'DE', 48.354, 11.786, 'CET'),
  dep('STR', 'Stuttgart', 'DE', 48.69, 9.222, 'CET'),
  dep('NUE', ['Norymberga', 'Nuremberg', 'Nürnberg'], 'DE', 49.499, 11.078, 'CET'),
  dep('DTM', 'Dortmund', 'DE', 51.518, 7.612, 'CET'),
  dep('PAD', 'Paderborn/Lippstadt', 'DE', 51.614, 8.616, 'CET'),
  dep('FMO', 'Münster/Osnabrück', 'DE', 52.135, 7.685, 'CET'),
  dep('BRE', ['Brema', 'Bremen', 'Bremen'], 'DE', 53.047, 8.787, 'CET'),
  dep('HHN', 'Frankfurt-Hahn', 'DE', 49.949, 7.264, 'CET'),
  dep('FKB', 'Karlsruhe/Baden-Baden', 'DE', 48.779, 8.081, 'CET'),
  dep('NRN', 'Weeze', 'DE', 51.602, 6.142, 'CET'),
  dep('SCN', 'Saarbrücken', 'DE', 49.215, 7.11, 'CET'),
  dep('FDH', 'Friedrichshafen', 'DE', 47.671, 9.511, 'CET'),
  dep('RLG', 'Rostock-Laage', 'DE', 53.918, 12.278, 'CET'),
  dep('ERF', 'Erfurt-Weimar', 'DE', 50.98, 10.958, 'CET'),
  dep('PRG', ['Praga', 'Prague', 'Prag'], 'CZ', 50.101, 14.26, 'CET'),
  dep('VIE', ['Wiedeń', 'Vienna', 'Wien'], 'AT', 48.11, 16.57, 'CET'),
  dep('ZRH', ['Zurych', 'Zurich', 'Zürich'], 'CH', 47.458, 8.548, 'CET'),
];

const DESTINATIONS: readonly AirportRow[] = [
  dep('AYT', 'Antalya', 'TR', 36.899, 30.8, 'TRT'),
  dep('DLM', 'Dalaman', 'TR', 36.713, 28.793, 'TRT'),
  dep('BJV', 'Bodrum', 'TR', 37.25, 27.664, 'TRT'),
  dep('ADB', 'Izmir', 'TR', 38.292, 27.157, 'TRT'),
  dep('HER', 'Heraklion', 'GR', 35.34, 25.18, 'EET'),
  dep('CHQ', 'Chania', 'GR', 35.532, 24.15, 'EET'),
  dep('RHO', ['Rodos', 'Rhodes', 'Rhodos'], 'GR', 36.405, 28.086, 'EET'),
  dep('KGS', 'Kos', 'GR', 36.793, 27.092, 'EET'),
  dep('CFU', ['Korfu', 'Corfu', 'Korfu'], 'GR', 39.602, 19.912, 'EET'),
  dep('ZTH', 'Zakynthos', 'GR', 37.751, 20.884, 'EET'),
  dep('SKG', ['Saloniki', 'Thessaloniki', 'Thessaloniki'], 'GR', 40.52, 22.971, 'EET'),
  dep('PMI', 'Palma de Mallorca', 'ES', 39.552, 2.739, 'CET'),
  dep('IBZ', 'Ibiza', 'ES', 38.873, 1.373, 'CET'),
  dep('MAH', ['Minorka (Mahón)', 'Menorca (Mahón)', 'Menorca (Mahón)'], 'ES', 39.863, 4.219, 'CET'),
  dep('TFS', ['Teneryfa Południe', 'Tenerife South', 'Teneriffa Süd'], 'ES', 28.044, -16.573, 'WET'),
  dep('LPA', 'Gran Canaria', 'ES', 27.932, -15.387, 'WET'),
  dep('FUE', 'Fuerteventura', 'ES', 28.453, -13.864, 'WET'),
  dep('ACE', 'Lanzarote', 'ES', 28.945, -13.605, 'WET'),
  dep('AGP', ['Malaga', 'Malaga', 'Málaga'], 'ES', 36.675, -4.499, 'CET'),
  dep('BCN', 'Barcelona', 'ES', 41.297, 2.078, 'CET'),
  dep('REU', 'Reus', 'ES', 41.147, 1.167, 'CET'),
  dep('ALC', 'Alicante', 'ES', 38.282, -0.558, 'CET'),
  dep('HRG', 'Hurghada', 'EG', 27.178, 33.799, 'EGY'),
  dep('SSH', ['Szarm el-Szejk', 'Sharm El Sheikh', 'Scharm El-Scheich'], 'EG', 27.977, 34.395, 'EGY'),
  dep('RMF', 'Marsa Alam', 'EG', 25.557, 34.584, 'EGY'),
  dep('BOJ', 'Burgas', 'BG', 42.57, 27.515, 'EET'),
  dep('VAR', ['Warna', 'Varna', 'Warna'], 'BG', 43.232, 27.825, 'EET'),
  dep('SPU', 'Split', 'HR', 43.539, 16.298, 'CET'),
  dep('DBV', ['Dubrownik', 'Dubrovnik', 'Dubrovnik'], 'HR', 42.561, 18.268, 'CET'),
  dep('ZAD', 'Zadar', 'HR', 44.108, 15.347, 'CET'),
  dep('PUY', 'Pula', 'HR', 44.894, 13.922, 'CET'),
  dep('CTA', ['Katania', 'Catania', 'Catania'], 'IT', 37.467, 15.066, 'CET'),
  dep('PMO', 'Palermo', 'IT', 38.176, 13.091, 'CET'),
  dep('SUF', 'Lamezia Terme', 'IT', 38.905, 16.242, 'CET'),
  dep('NAP', ['Neapol', 'Naples', 'Neapel'], 'IT', 40.886, 14.291, 'CET'),
  dep('OLB', 'Olbia', 'IT', 40.899, 9.518, 'CET'),
  dep('CAG', 'Cagliari', 'IT', 39.251, 9.054, 'CET'),
  dep('LCA', ['Larnaka', 'Larnaca', 'Larnaka'], 'CY', 34.875, 33.625, 'EET'),
  dep('PFO', ['Pafos', 'Paphos', 'Paphos'], 'CY', 34.718, 32.486, 'EET'),
  dep('ECN', 'Ercan', 'CY', 35.155, 33.496, 'EET'),
  dep('NBE', 'Enfidha-Hammamet', 'TN', 36.076, 10.439, 'AFR1'),
  dep('MIR', ['Monastyr', 'Monastir', 'Monastir'], 'TN', 35.758, 10.755, 'AFR1'),
  dep('DJE', ['Dżerba', 'Djerba', 'Djerba'], 'TN', 33.875, 10.776, 'AFR1'),
  dep('RAK', ['Marrakesz', 'Marrakesh', 'Marrakesch'], 'MA', 31.607, -8.036, 'AFR1'),
  dep('AGA', 'Agadir', 'MA', 30.325, -9.413, 'AFR1'),
  dep('FAO', 'Faro', 'PT', 37.014, -7.966, 'WET'),
  dep('FNC', ['Madera (Funchal)', 'Madeira (Funchal)', 'Madeira (Funchal)'], 'PT', 32.698, -16.775, 'WET'),
  dep('LIS', ['Lizbona', 'Lisbon', 'Lissabon'], 'PT', 38.774, -9.134, 'WET'),
  dep('TGD', 'Podgorica', 'ME', 42.359, 19.252, 'CET'),
  dep('TIV', 'Tivat', 'ME', 42.405, 18.723, 'CET'),
  dep('TIA', 'Tirana', 'AL', 41.415, 19.721, 'CET'),
  dep('PUJ', 'Punta Cana', 'DO', 18.567, -68.363, 'AST'),
  dep('LRM', 'La Romana', 'DO', 18.451, -68.912, 'AST'),
  dep('POP', 'Puerto Plata', 'DO', 19.758, -70.57, 'AST'),
  dep('AZS', 'Samaná El Catey', 'DO', 19.267, -69.742, 'AST'),
  dep('VRA', 'Varadero', 'CU', 23.034, -81.435, 'CUB'),
  dep('HAV', ['Hawana', 'Havana', 'Havanna'], 'CU', 22.989, -82.409, 'CUB'),
  dep('CCC', 'Cayo Coco', 'CU', 22.461, -78.328, 'CUB'),
  dep('SNU', 'Santa Clara', 'CU', 22.492, -79.944, 'CUB'),
  dep('HOG', 'Holguín', 'CU', 20.785, -76.315, 'CUB'),
  dep('CUN', 'Cancún', 'MX', 21.037, -86.877, 'EST'),
  dep('PVR', 'Puerto Vallarta', 'MX', 20.68, -105.254, 'MX6'),
  dep('SJD', 'Los Cabos', 'MX', 23.152, -109.721, 'MX7'),
  dep('BKK', 'Bangkok Suvarnabhumi', 'TH', 13.69, 100.75, 'ICT'),
  dep('HKT', 'Phuket', 'TH', 8.113, 98.317, 'ICT'),
  dep('KBV', 'Krabi', 'TH', 8.099, 98.986, 'ICT'),
  dep('USM', 'Koh Samui', 'TH', 9.548, 100.062, 'ICT'),
  dep('DXB', ['Dubaj', 'Dubai', 'Dubai'], 'AE', 25.253, 55.365, 'GST'),
  dep('AUH', ['Abu Zabi', 'Abu Dhabi', 'Abu Dhabi'], 'AE', 24.433, 54.651, 'GST'),
  dep('RKT', ['Ras al-Chajma', 'Ras Al Khaimah', 'Ras Al Khaimah'], 'AE', 25.613, 55.939, 'GST'),
  dep('SHJ', ['Szardża', 'Sharjah', 'Schardscha'], 'AE', 25.329, 55.517, 'GST'),
  dep('MLA', 'Malta', 'MT', 35.857, 14.478, 'CET'),
  dep('SID', 'Sal', 'CV', 16.741, -22.949, 'CVT'),
  dep('BVC', 'Boa Vista', 'CV', 16.137, -22.889, 'CVT'),
  dep('MCT', ['Maskat', 'Muscat', 'Maskat'], 'OM', 23.593, 58.284, 'GST'),
  dep('SLL', ['Salala', 'Salalah', 'Salalah'], 'OM', 17.039, 54.091, 'GST'),
  dep('AQJ', ['Akaba', 'Aqaba', 'Akaba'], 'JO', 29.612, 35.018, 'AST3'),
  dep('AMM', 'Amman', 'JO', 31.723, 35.993, 'AST3'),
  dep('MLE', ['Male', 'Malé', 'Malé'], 'MV', 4.192, 73.529, 'MVT'),
  dep('CMB', ['Kolombo', 'Colombo', 'Colombo'], 'LK', 7.181, 79.884, 'IST'),
  dep('ZNZ', ['Zanzibar', 'Zanzibar', 'Sansibar'], 'TZ', -6.222, 39.225, 'AST3'),
  dep('MRU', 'Mauritius', 'MU', -20.43, 57.683, 'GST'),
  dep('MBJ', 'Montego Bay', 'JM', 18.504, -77.913, 'EST'),
];

function toAirport(row: AirportRow, role: Airport['role']): Airport {
  const { name, names } = namesOf(row.names);
  return {
    iata: row.iata,
    name,
    names,
    unicodeName: foldDiacritics(name),
    country: row.country,
    role,
    popular: row.popular ?? false,
    virtual: false,
  };
}

const virtualAirport = (iata: 'ALL_GER' | 'ALL_POL', country: string, names: Names): Airport => {
  const { name, names: translated } = namesOf(names);
  return {
    iata,
    name,
    names: translated,
    unicodeName: foldDiacritics(name),
    country,
    role: 'departure',
    popular: false,
    virtual: true,
  };
};

/**
 * The virtual airports (spec §3): choosing one means every airport of its country. Their codes are
 * internal (decision D14): the names say what they mean in each language.
 */
export const VIRTUAL_AIRPORTS: readonly Airport[] = [
  virtualAirport('ALL_GER', 'DE', [
    'Wszystkie lotniska w Niemczech',
    'All airports in Germany',
    'Alle Flughäfen in Deutschland',
  ]),
  virtualAirport('ALL_POL', 'PL', ['Wszystkie lotniska w Polsce', 'All airports in Poland', 'Alle Flughäfen in Polen']),
];

export const AIRPORTS: readonly Airport[] = [
  ...VIRTUAL_AIRPORTS,
  ...DEPARTURES.map((row) => toAirport(row, 'departure')),
  ...DESTINATIONS.map((row) => toAirport(row, 'destination')),
];

export const AIRPORT_GEO: ReadonlyMap<string, AirportGeo> = new Map(
  [...DEPARTURES, ...DESTINATIONS].map((row) => [row.iata, { lat: row.lat, lon: row.lon, tz: TZ[row.zone] }]),
);
