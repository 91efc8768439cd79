import type { Region, SpecialRegionGroup } from '@app/shared/reference-data';
import type { ClimateKey } from './climate.ts';
import { toUnicodeName } from './unicode-name.ts';

/**
 * The destination tree (spec §3): countries → regions → subregions (resorts). Ids are fixed by hand
 * and never reused, so a feed keeps them across versions; the spec pins eight of them (the exotic and
 * no-passport tabs of §9). Block layout: countries 2002xx–2003xx, regions 201000 + 10·n + k,
 * subregions 202000 + 30·n + k, n being the country's number below. Coordinates, serving airports and
 * towns are the real ones; `weight` is the resort's share of its country's hotels.
 */
type Names = string | readonly [pl: string, en: string, de: string];

/** Where hotels of a leaf region sit: its centre, the airport transfers run from, and towns. */
export interface Place {
  lat: number;
  lon: number;
  airport: string;
  weight: number;
  cities: readonly string[];
}
interface Node {
  id: number;
  names: Names;
  climate?: ClimateKey;
  place?: Place;
  children: Node[];
}
interface CountryNode extends Node {
  code: string;
  climate: ClimateKey;
}

const at = (lat: number, lon: number, airport: string, weight = 1, cities: readonly string[] = []): Place => ({
  lat,
  lon,
  airport,
  weight,
  cities,
});
const sub = (id: number, names: Names, place: Place): Node => ({ id, names, place, children: [] });
function region(id: number, names: Names, content: Place | Node[], climate?: ClimateKey): Node {
  return Array.isArray(content)
    ? { id, names, climate, children: content }
    : { id, names, climate, place: content, children: [] };
}
const country = (id: number, code: string, names: Names, climate: ClimateKey, children: Node[]): CountryNode => ({
  id,
  code,
  names,
  climate,
  children,
});

export const DESTINATION_TREE: readonly CountryNode[] = [
  country(200210, 'TR', ['Turcja', 'Turkey', 'Türkei'], 'TR_SOUTH', [
    region(
      201011,
      ['Riwiera Turecka', 'Turkish Riviera', 'Türkische Riviera'],
      [
        sub(
          202031,
          'Alanya',
          at(36.544, 31.999, 'AYT', 3, ['Alanya', 'Konaklı', 'Avsallar', 'Mahmutlar', 'Okurcalar']),
        ),
        sub(202032, 'Side', at(36.767, 31.389, 'AYT', 3, ['Side', 'Manavgat', 'Kızılağaç', 'Çolaklı', 'Evrenseki'])),
        sub(202033, 'Belek', at(36.862, 31.055, 'AYT', 2, ['Belek', 'Kadriye', 'Boğazkent'])),
        sub(202034, 'Kemer', at(36.598, 30.56, 'AYT', 2, ['Kemer', 'Beldibi', 'Göynük', 'Çamyuva', 'Tekirova'])),
        sub(202035, 'Antalya', at(36.897, 30.713, 'AYT', 1.5, ['Antalya', 'Lara', 'Kundu'])),
      ],
    ),
    region(
      201012,
      ['Riwiera Egejska', 'Turkish Aegean', 'Türkische Ägäis'],
      [
        sub(202036, 'Bodrum', at(37.035, 27.43, 'BJV', 1.5, ['Bodrum', 'Gümbet', 'Turgutreis', 'Torba', 'Bitez'])),
        sub(202037, 'Marmaris', at(36.855, 28.274, 'DLM', 1.2, ['Marmaris', 'İçmeler', 'Turunç'])),
        sub(202038, ['Kuşadası', 'Kuşadası', 'Kuşadası'], at(37.857, 27.261, 'ADB', 1)),
        sub(202039, 'Fethiye', at(36.622, 29.116, 'DLM', 0.8, ['Fethiye', 'Ölüdeniz', 'Çalış'])),
        sub(202040, 'Didim', at(37.375, 27.267, 'BJV', 0.6, ['Didim', 'Altınkum'])),
        sub(202041, ['Çeşme', 'Çeşme', 'Çeşme'], at(38.323, 26.303, 'ADB', 0.4)),
      ],
      'TR_AEGEAN',
    ),
  ]),
  country(200217, 'GR', ['Grecja', 'Greece', 'Griechenland'], 'GR_SOUTH', [
    region(
      201021,
      ['Kreta', 'Crete', 'Kreta'],
      [
        sub(202061, 'Heraklion', at(35.339, 25.144, 'HER', 1.2, ['Heraklion', 'Amoudara', 'Gouves'])),
        sub(202062, 'Chersonissos', at(35.316, 25.39, 'HER', 1.5, ['Chersonissos', 'Anissaras', 'Stalis'])),
        sub(202063, 'Malia', at(35.285, 25.462, 'HER', 0.8)),
        sub(202064, 'Agios Nikolaos', at(35.19, 25.716, 'HER', 1, ['Agios Nikolaos', 'Elounda', 'Istron'])),
        sub(202065, 'Rethymno', at(35.366, 24.482, 'CHQ', 1, ['Rethymno', 'Adelianos Kampos', 'Bali'])),
        sub(202066, 'Chania', at(35.514, 24.018, 'CHQ', 1, ['Chania', 'Platanias', 'Agia Marina', 'Kolymbari'])),
      ],
    ),
    region(
      201022,
      ['Rodos', 'Rhodes', 'Rhodos'],
      [
        sub(202067, 'Faliraki', at(36.34, 28.205, 'RHO', 1, ['Faliraki', 'Kalithea'])),
        sub(202068, 'Lindos', at(36.091, 28.088, 'RHO', 0.8, ['Lindos', 'Pefkos', 'Lardos'])),
        sub(202069, 'Ixia', at(36.42, 28.21, 'RHO', 0.8, ['Ixia', 'Ialysos', 'Rodos'])),
        sub(202070, 'Kolymbia', at(36.25, 28.16, 'RHO', 0.7, ['Kolymbia', 'Afandou'])),
      ],
    ),
    region(201023, 'Kos', [
      sub(202071, 'Kardamena', at(36.781, 27.142, 'KGS', 0.8)),
      sub(202072, 'Kefalos', at(36.745, 26.96, 'KGS', 0.6)),
      sub(202073, 'Tigaki', at(36.89, 27.2, 'KGS', 0.8, ['Tigaki', 'Marmari', 'Mastichari'])),
      sub(202074, 'Kos', at(36.893, 27.288, 'KGS', 0.8, ['Kos', 'Psalidi', 'Lambi'])),
    ]),
    region(
      201024,
      ['Korfu', 'Corfu', 'Korfu'],
      [
        sub(202075, 'Sidari', at(39.79, 19.7, 'CFU', 0.8, ['Sidari', 'Roda', 'Acharavi'])),
        sub(202076, 'Dassia', at(39.686, 19.84, 'CFU', 0.8, ['Dassia', 'Ipsos', 'Gouvia'])),
        sub(202077, 'Kavos', at(39.385, 20.11, 'CFU', 0.6, ['Kavos', 'Moraitika', 'Messonghi'])),
      ],
      'GR_WEST',
    ),
    region(
      201025,
      'Zakynthos',
      [
        sub(202078, 'Laganas', at(37.728, 20.868, 'ZTH', 0.8, ['Laganas', 'Kalamaki'])),
        sub(202079, 'Tsilivi', at(37.81, 20.86, 'ZTH', 0.6, ['Tsilivi', 'Planos', 'Alykes'])),
      ],
      'GR_WEST',
    ),
    region(
      201026,
      ['Chalkidiki', 'Halkidiki', 'Chalkidiki'],
      [
        sub(202080, 'Kassandra', at(40.05, 23.43, 'SKG', 1, ['Kallithea', 'Pefkochori', 'Hanioti', 'Kassandra'])),
        sub(202081, 'Sithonia', at(40.05, 23.82, 'SKG', 0.7, ['Nikiti', 'Neos Marmaras', 'Sarti'])),
      ],
      'GR_NORTH',
    ),
  ]),
  country(200220, 'ES', ['Hiszpania', 'Spain', 'Spanien'], 'ES_SOUTH', [
    region(
      201031,
      ['Baleary', 'Balearic Islands', 'Balearen'],
      [
        sub(
          202091,
          ['Majorka', 'Majorca', 'Mallorca'],
          at(39.57, 2.65, 'PMI', 3, [
            'Palma de Mallorca',
            'Playa de Palma',
            'Alcúdia',
            'Cala Millor',
            'Santa Ponsa',
            "Cala d'Or",
            'Can Picafort',
          ]),
        ),
        sub(202092, 'Ibiza', at(38.98, 1.43, 'IBZ', 1, ['Ibiza', 'Sant Antoni de Portmany', 'Santa Eulària des Riu'])),
        sub(202093, ['Minorka', 'Menorca', 'Menorca'], at(39.95, 4.11, 'MAH', 0.7, ['Mahón', 'Ciutadella', 'Son Bou'])),
      ],
      'ES_BALEARIC',
    ),
    region(
      201032,
      ['Wyspy Kanaryjskie', 'Canary Islands', 'Kanarische Inseln'],
      [
        sub(
          202094,
          ['Teneryfa', 'Tenerife', 'Teneriffa'],
          at(28.07, -16.72, 'TFS', 2, ['Costa Adeje', 'Playa de las Américas', 'Los Cristianos', 'Puerto de la Cruz']),
        ),
        sub(
          202095,
          'Gran Canaria',
          at(27.76, -15.58, 'LPA', 2, ['Playa del Inglés', 'Maspalomas', 'Puerto Rico', 'San Agustín', 'Meloneras']),
        ),
        sub(
          202096,
          'Fuerteventura',
          at(28.36, -14.05, 'FUE', 1.5, ['Corralejo', 'Costa Calma', 'Caleta de Fuste', 'Jandía']),
        ),
        sub(202097, 'Lanzarote', at(28.96, -13.55, 'ACE', 1.2, ['Puerto del Carmen', 'Costa Teguise', 'Playa Blanca'])),
      ],
      'ES_CANARY',
    ),
    region(201033, 'Costa del Sol', [
      sub(202098, 'Torremolinos', at(36.622, -4.5, 'AGP', 1, ['Torremolinos', 'Benalmádena'])),
      sub(202099, 'Marbella', at(36.51, -4.883, 'AGP', 0.8, ['Marbella', 'Estepona', 'Puerto Banús'])),
      sub(202100, 'Fuengirola', at(36.54, -4.625, 'AGP', 0.7, ['Fuengirola', 'Mijas'])),
    ]),
    region(
      201034,
      'Costa Brava',
      [
        sub(202101, 'Lloret de Mar', at(41.7, 2.845, 'BCN', 1.2)),
        sub(202102, 'Tossa de Mar', at(41.72, 2.93, 'BCN', 0.5)),
        sub(202103, 'Blanes', at(41.674, 2.792, 'BCN', 0.5)),
      ],
      'ES_NORTH_EAST',
    ),
    region(
      201035,
      ['Costa Dorada', 'Costa Daurada', 'Costa Dorada'],
      [
        sub(202104, 'Salou', at(41.077, 1.131, 'REU', 1, ['Salou', 'La Pineda'])),
        sub(202105, 'Cambrils', at(41.067, 1.06, 'REU', 0.5)),
      ],
      'ES_NORTH_EAST',
    ),
    region(201036, 'Costa Blanca', [
      sub(202106, 'Benidorm', at(38.54, -0.131, 'ALC', 1.2)),
      sub(202107, 'Alicante', at(38.345, -0.481, 'ALC', 0.6, ['Alicante', 'Playa de San Juan'])),
    ]),
  ]),
  country(200230, 'EG', ['Egipt', 'Egypt', 'Ägypten'], 'EG', [
    region(201041, 'Hurghada', [
      sub(202121, 'Hurghada', at(27.257, 33.812, 'HRG', 3, ['Hurghada', 'Sakkala', 'El Mamsha'])),
      sub(202122, 'Makadi Bay', at(26.99, 33.9, 'HRG', 1.2)),
      sub(202123, 'Sahl Hasheesh', at(27.05, 33.88, 'HRG', 1)),
      sub(202124, 'El Gouna', at(27.395, 33.678, 'HRG', 1)),
      sub(202125, 'Soma Bay', at(26.85, 33.99, 'HRG', 0.6)),
      sub(202126, 'Safaga', at(26.73, 33.94, 'HRG', 0.6)),
    ]),
    region(201042, 'Marsa Alam', [
      sub(202127, 'Marsa Alam', at(25.07, 34.89, 'RMF', 1.5)),
      sub(202128, 'El Quseir', at(26.1, 34.28, 'RMF', 0.8)),
      sub(202129, 'Port Ghalib', at(25.53, 34.64, 'RMF', 0.6)),
    ]),
    region(
      201043,
      ['Szarm el-Szejk', 'Sharm El Sheikh', 'Scharm El-Scheich'],
      [
        sub(202130, ['Zatoka Naama', 'Naama Bay', 'Naama Bay'], at(27.915, 34.33, 'SSH', 1.2, ['Szarm el-Szejk'])),
        sub(202131, 'Nabq Bay', at(28.03, 34.43, 'SSH', 1, ['Szarm el-Szejk'])),
        sub(202132, ['Zatoka Rekinów', 'Sharks Bay', 'Sharks Bay'], at(27.96, 34.4, 'SSH', 0.8, ['Szarm el-Szejk'])),
      ],
    ),
  ]),
  country(200206, 'BG', ['Bułgaria', 'Bulgaria', 'Bulgarien'], 'BG', [
    region(
      201051,
      ['Okolice Warny', 'Varna Region', 'Region Varna'],
      [
        sub(202151, ['Złote Piaski', 'Golden Sands', 'Goldstrand'], at(43.284, 28.042, 'VAR', 2, ['Złote Piaski'])),
        sub(202152, 'Albena', at(43.368, 28.08, 'VAR', 1)),
        sub(
          202153,
          ['Święty Konstanty i Helena', 'St. Constantine and Helena', 'St. Konstantin und Helena'],
          at(43.231, 28.01, 'VAR', 0.7, ['Święty Konstanty i Helena']),
        ),
        sub(202154, ['Warna', 'Varna', 'Warna'], at(43.214, 27.915, 'VAR', 0.5, ['Warna'])),
      ],
    ),
    region(
      201052,
      ['Okolice Burgas', 'Burgas Region', 'Region Burgas'],
      [
        sub(
          202155,
          ['Słoneczny Brzeg', 'Sunny Beach', 'Sonnenstrand'],
          at(42.695, 27.71, 'BOJ', 3, ['Słoneczny Brzeg']),
        ),
        sub(202156, ['Nesebyr', 'Nessebar', 'Nessebar'], at(42.659, 27.736, 'BOJ', 1, ['Nesebyr'])),
        sub(202157, 'Sozopol', at(42.418, 27.696, 'BOJ', 0.8)),
        sub(202158, ['Obzor', 'Obzor', 'Obsor'], at(42.818, 27.88, 'BOJ', 0.6, ['Obzor'])),
        sub(202159, 'Pomorie', at(42.555, 27.64, 'BOJ', 0.5)),
      ],
    ),
  ]),
  country(200200, 'HR', ['Chorwacja', 'Croatia', 'Kroatien'], 'HR', [
    region(
      201061,
      ['Dalmacja Środkowa', 'Central Dalmatia', 'Mitteldalmatien'],
      [
        sub(202181, 'Split', at(43.508, 16.44, 'SPU', 1)),
        sub(202182, 'Makarska', at(43.297, 17.017, 'SPU', 1.5, ['Makarska', 'Baška Voda', 'Tučepi', 'Brela'])),
        sub(202183, 'Trogir', at(43.516, 16.251, 'SPU', 0.8, ['Trogir', 'Seget Donji', 'Okrug Gornji'])),
        sub(202184, 'Brač', at(43.262, 16.654, 'SPU', 0.6, ['Bol', 'Supetar'])),
        sub(
          202185,
          ['Szybenik', 'Šibenik', 'Šibenik'],
          at(43.735, 15.89, 'SPU', 0.6, ['Šibenik', 'Vodice', 'Primošten']),
        ),
      ],
    ),
    region(
      201062,
      ['Dalmacja Południowa', 'Southern Dalmatia', 'Süddalmatien'],
      [
        sub(202186, ['Dubrownik', 'Dubrovnik', 'Dubrovnik'], at(42.65, 18.094, 'DBV', 1, ['Dubrovnik'])),
        sub(202187, 'Cavtat', at(42.581, 18.218, 'DBV', 0.4)),
      ],
    ),
    region(
      201063,
      ['Dalmacja Północna', 'Northern Dalmatia', 'Norddalmatien'],
      [
        sub(202188, 'Zadar', at(44.119, 15.231, 'ZAD', 0.8)),
        sub(202189, 'Biograd na Moru', at(43.943, 15.451, 'ZAD', 0.5)),
      ],
    ),
    region(
      201064,
      ['Istria', 'Istria', 'Istrien'],
      [
        sub(202190, 'Poreč', at(45.227, 13.595, 'PUY', 0.8)),
        sub(202191, 'Rovinj', at(45.081, 13.639, 'PUY', 0.6)),
        sub(202192, 'Pula', at(44.866, 13.85, 'PUY', 0.6, ['Pula', 'Medulin'])),
      ],
    ),
  ]),
  country(200205, 'IT', ['Włochy', 'Italy', 'Italien'], 'IT', [
    region(
      201071,
      ['Sycylia', 'Sicily', 'Sizilien'],
      [
        sub(202211, 'Taormina', at(37.852, 15.288, 'CTA', 1.2, ['Taormina', 'Giardini-Naxos', 'Letojanni'])),
        sub(202212, 'Cefalù', at(38.039, 14.023, 'PMO', 0.6)),
        sub(202213, 'Palermo', at(38.116, 13.361, 'PMO', 0.6, ['Palermo', 'Terrasini'])),
        sub(202214, ['Syrakuzy', 'Syracuse', 'Syrakus'], at(37.075, 15.286, 'CTA', 0.5, ['Siracusa'])),
      ],
    ),
    region(
      201072,
      ['Kalabria', 'Calabria', 'Kalabrien'],
      [
        sub(202215, 'Tropea', at(38.677, 15.898, 'SUF', 1, ['Tropea', 'Capo Vaticano', 'Pizzo'])),
        sub(202216, 'Scalea', at(39.814, 15.79, 'SUF', 0.4)),
      ],
    ),
    region(
      201073,
      ['Kampania', 'Campania', 'Kampanien'],
      [
        sub(202217, 'Sorrento', at(40.626, 14.376, 'NAP', 0.8, ['Sorrento', 'Massa Lubrense'])),
        sub(202218, 'Ischia', at(40.731, 13.897, 'NAP', 0.8, ['Ischia', 'Forio', 'Lacco Ameno'])),
        sub(
          202219,
          ['Wybrzeże Amalfitańskie', 'Amalfi Coast', 'Amalfiküste'],
          at(40.634, 14.603, 'NAP', 0.5, ['Amalfi', 'Positano', 'Maiori']),
        ),
      ],
    ),
    region(
      201074,
      ['Sardynia', 'Sardinia', 'Sardinien'],
      [
        sub(202220, 'Costa Smeralda', at(41.1, 9.53, 'OLB', 0.5, ['Porto Cervo', 'Baja Sardinia', 'Cannigione'])),
        sub(202221, 'Olbia', at(40.923, 9.498, 'OLB', 0.6, ['Olbia', 'San Teodoro', 'Budoni'])),
        sub(202222, 'Cagliari', at(39.223, 9.121, 'CAG', 0.5, ['Cagliari', 'Villasimius'])),
      ],
    ),
  ]),
  country(200240, 'CY', ['Cypr', 'Cyprus', 'Zypern'], 'CY', [
    region(
      201081,
      ['Cypr Południowy', 'Southern Cyprus', 'Südzypern'],
      [
        sub(202241, 'Ayia Napa', at(34.989, 34.0, 'LCA', 1.5)),
        sub(202242, 'Protaras', at(35.012, 34.058, 'LCA', 1)),
        sub(202243, ['Larnaka', 'Larnaca', 'Larnaka'], at(34.917, 33.63, 'LCA', 0.8, ['Larnaka'])),
        sub(202244, 'Limassol', at(34.684, 33.038, 'LCA', 1)),
        sub(202245, ['Pafos', 'Paphos', 'Paphos'], at(34.772, 32.423, 'PFO', 1.2, ['Pafos', 'Coral Bay', 'Polis'])),
      ],
    ),
    region(
      201082,
      ['Cypr Północny', 'Northern Cyprus', 'Nordzypern'],
      [
        sub(
          202246,
          ['Kyrenia', 'Kyrenia', 'Kyrenia'],
          at(35.34, 33.318, 'ECN', 0.8, ['Kyrenia', 'Alsancak', 'Esentepe']),
        ),
        sub(202247, ['Famagusta', 'Famagusta', 'Famagusta'], at(35.125, 33.941, 'ECN', 0.5, ['Famagusta', 'Bafra'])),
      ],
    ),
  ]),
  country(200245, 'TN', ['Tunezja', 'Tunisia', 'Tunesien'], 'TN', [
    region(
      201091,
      ['Dżerba i Zarzis', 'Djerba and Zarzis', 'Djerba & Zarzis'],
      [
        sub(202271, ['Midun', 'Midoun', 'Midoun'], at(33.808, 10.992, 'DJE', 1.5, ['Midoun'])),
        sub(202272, 'Houmt Souk', at(33.875, 10.858, 'DJE', 0.5)),
        sub(202273, 'Zarzis', at(33.504, 11.112, 'DJE', 0.5)),
      ],
    ),
    region(
      201092,
      ['Zatoka Hammamet', 'Gulf of Hammamet', 'Golf von Hammamet'],
      [
        sub(202274, 'Hammamet', at(36.4, 10.616, 'NBE', 1.5)),
        sub(202275, 'Yasmine Hammamet', at(36.37, 10.545, 'NBE', 1)),
        sub(202276, 'Nabeul', at(36.456, 10.735, 'NBE', 0.5)),
      ],
    ),
    region(
      201093,
      ['Monastyr i Sousse', 'Monastir and Sousse', 'Monastir & Sousse'],
      [
        sub(202277, 'Sousse', at(35.828, 10.64, 'NBE', 1.2)),
        sub(202278, 'Port El Kantaoui', at(35.892, 10.598, 'NBE', 0.8)),
        sub(202279, ['Monastyr', 'Monastir', 'Monastir'], at(35.777, 10.826, 'MIR', 1, ['Monastir', 'Skanes'])),
        sub(202280, 'Mahdia', at(35.504, 11.062, 'MIR', 0.8)),
      ],
    ),
  ]),
  country(200250, 'MA', ['Maroko', 'Morocco', 'Marokko'], 'MA_COAST', [
    region(201101, 'Agadir', [
      sub(202301, 'Agadir', at(30.42, -9.598, 'AGA', 2)),
      sub(202302, 'Taghazout', at(30.544, -9.709, 'AGA', 0.5)),
    ]),
    region(201102, ['Marrakesz', 'Marrakesh', 'Marrakesch'], at(31.63, -7.99, 'RAK', 1.5, ['Marrakesz']), 'MA_INLAND'),
  ]),
  country(200260, 'PT', ['Portugalia', 'Portugal', 'Portugal'], 'PT_ALGARVE', [
    region(201111, 'Algarve', [
      sub(202331, 'Albufeira', at(37.089, -8.25, 'FAO', 2, ['Albufeira', 'Olhos de Água'])),
      sub(202332, 'Portimão', at(37.138, -8.537, 'FAO', 1, ['Portimão', 'Praia da Rocha', 'Alvor'])),
      sub(202333, 'Lagos', at(37.102, -8.673, 'FAO', 0.8)),
      sub(202334, 'Vilamoura', at(37.078, -8.118, 'FAO', 0.8, ['Vilamoura', 'Quarteira'])),
    ]),
    region(
      201112,
      ['Madera', 'Madeira', 'Madeira'],
      [sub(202335, 'Funchal', at(32.65, -16.908, 'FNC', 1.5)), sub(202336, 'Caniço', at(32.65, -16.84, 'FNC', 0.5))],
      'PT_MADEIRA',
    ),
    region(
      201113,
      ['Riwiera Lizbońska', 'Lisbon Coast', 'Lissabon-Küste'],
      [
        sub(202337, ['Lizbona', 'Lisbon', 'Lissabon'], at(38.722, -9.139, 'LIS', 0.8, ['Lisboa'])),
        sub(202338, 'Cascais', at(38.697, -9.421, 'LIS', 0.5, ['Cascais', 'Estoril'])),
      ],
      'PT_LISBON',
    ),
  ]),
  country(200262, 'ME', ['Czarnogóra', 'Montenegro', 'Montenegro'], 'ADRIATIC_SOUTH', [
    region(
      201121,
      ['Riwiera Budwańska', 'Budva Riviera', 'Budva-Riviera'],
      [
        sub(202361, 'Budva', at(42.286, 18.84, 'TIV', 1.5)),
        sub(202362, 'Bečići', at(42.282, 18.87, 'TIV', 0.8)),
        sub(202363, 'Petrovac', at(42.206, 18.942, 'TGD', 0.6)),
        sub(202364, 'Sveti Stefan', at(42.256, 18.892, 'TIV', 0.4)),
      ],
    ),
    region(
      201122,
      ['Zatoka Kotorska', 'Bay of Kotor', 'Bucht von Kotor'],
      [
        sub(202365, 'Kotor', at(42.425, 18.771, 'TIV', 0.6)),
        sub(202366, 'Herceg Novi', at(42.453, 18.531, 'TIV', 0.5)),
      ],
    ),
    region(
      201123,
      ['Bar i Ulcinj', 'Bar and Ulcinj', 'Bar und Ulcinj'],
      [sub(202367, 'Bar', at(42.093, 19.1, 'TGD', 0.5)), sub(202368, 'Ulcinj', at(41.929, 19.224, 'TGD', 0.5))],
    ),
  ]),
  country(200264, 'AL', ['Albania', 'Albania', 'Albanien'], 'ADRIATIC_SOUTH', [
    region(
      201131,
      ['Durrës i okolice', 'Durrës Region', 'Region Durrës'],
      [sub(202391, 'Durrës', at(41.323, 19.441, 'TIA', 1.5)), sub(202392, 'Golem', at(41.245, 19.517, 'TIA', 1))],
    ),
    region(
      201132,
      ['Riwiera Albańska', 'Albanian Riviera', 'Albanische Riviera'],
      [
        sub(202393, ['Wlora', 'Vlorë', 'Vlora'], at(40.466, 19.489, 'TIA', 0.8, ['Vlorë'])),
        sub(202394, ['Saranda', 'Sarandë', 'Saranda'], at(39.875, 20.005, 'TIA', 0.8, ['Sarandë'])),
        sub(202395, 'Ksamil', at(39.77, 20.0, 'TIA', 0.5)),
      ],
    ),
  ]),
  country(200253, 'DO', ['Dominikana', 'Dominican Republic', 'Dominikanische Republik'], 'CARIBBEAN', [
    region(201141, 'Punta Cana', [
      sub(202421, ['Bávaro', 'Bavaro', 'Bávaro'], at(18.68, -68.45, 'PUJ', 2, ['Bávaro'])),
      sub(202422, 'Punta Cana', at(18.582, -68.405, 'PUJ', 1)),
      sub(202423, 'Uvero Alto', at(18.8, -68.58, 'PUJ', 0.8)),
      sub(202424, 'Cap Cana', at(18.465, -68.4, 'PUJ', 0.4)),
    ]),
    region(201142, 'La Romana', [
      sub(202425, 'Bayahibe', at(18.369, -68.838, 'LRM', 1)),
      sub(202426, 'La Romana', at(18.427, -68.972, 'LRM', 0.5)),
    ]),
    region(201143, 'Puerto Plata', [
      sub(202427, 'Playa Dorada', at(19.792, -70.64, 'POP', 0.6, ['Puerto Plata'])),
      sub(202428, 'Sosúa', at(19.752, -70.518, 'POP', 0.5)),
      sub(202429, 'Cabarete', at(19.75, -70.41, 'POP', 0.4)),
    ]),
    region(
      201144,
      ['Półwysep Samaná', 'Samaná Peninsula', 'Halbinsel Samaná'],
      [
        sub(202430, 'Las Terrenas', at(19.311, -69.542, 'AZS', 0.4)),
        sub(202431, 'Las Galeras', at(19.283, -69.197, 'AZS', 0.2)),
      ],
    ),
  ]),
  country(200236, 'CU', ['Kuba', 'Cuba', 'Kuba'], 'CU', [
    region(201151, 'Varadero', at(23.155, -81.245, 'VRA', 2.5)),
    region(201152, ['Hawana', 'Havana', 'Havanna'], at(23.136, -82.359, 'HAV', 0.8, ['La Habana'])),
    region(201153, 'Jardines del Rey', [
      sub(202451, 'Cayo Coco', at(22.511, -78.4, 'CCC', 0.8)),
      sub(202452, 'Cayo Guillermo', at(22.6, -78.66, 'CCC', 0.5)),
    ]),
    region(
      201154,
      ['Cayo Santa María', 'Cayo Santa Maria', 'Cayo Santa María'],
      at(22.655, -79.0, 'SNU', 0.8, ['Cayo Santa María']),
    ),
    region(201155, 'Holguín', at(21.121, -75.828, 'HOG', 0.6, ['Guardalavaca', 'Playa Pesquero', 'Playa Esmeralda'])),
  ]),
  country(200271, 'MX', ['Meksyk', 'Mexico', 'Mexiko'], 'MX_CARIBBEAN', [
    region(
      201161,
      ['Riwiera Majów', 'Riviera Maya', 'Riviera Maya'],
      [
        sub(202481, ['Cancún', 'Cancun', 'Cancún'], at(21.161, -86.851, 'CUN', 2, ['Cancún'])),
        sub(202482, 'Playa del Carmen', at(20.629, -87.074, 'CUN', 1.5)),
        sub(202483, 'Tulum', at(20.211, -87.466, 'CUN', 0.8)),
        sub(202484, 'Puerto Morelos', at(20.847, -86.875, 'CUN', 0.6)),
        sub(202485, 'Akumal', at(20.396, -87.314, 'CUN', 0.5)),
        sub(202486, 'Costa Mujeres', at(21.24, -86.805, 'CUN', 0.5)),
      ],
    ),
    region(201162, 'Puerto Vallarta', at(20.653, -105.225, 'PVR', 0.6), 'MX_PACIFIC'),
    region(201163, 'Los Cabos', at(22.89, -109.912, 'SJD', 0.5, ['Cabo San Lucas', 'San José del Cabo']), 'MX_PACIFIC'),
  ]),
  country(200352, 'TH', ['Tajlandia', 'Thailand', 'Thailand'], 'TH_WEST', [
    region(201171, 'Phuket', [
      sub(202511, 'Patong', at(7.896, 98.296, 'HKT', 1.5)),
      sub(202512, 'Kata', at(7.82, 98.298, 'HKT', 0.8)),
      sub(202513, 'Karon', at(7.846, 98.294, 'HKT', 0.8)),
      sub(202514, 'Kamala', at(7.952, 98.283, 'HKT', 0.6)),
    ]),
    region(201172, 'Khao Lak', at(8.636, 98.248, 'HKT', 1)),
    region(201173, 'Krabi', [
      sub(202515, 'Ao Nang', at(8.032, 98.823, 'KBV', 0.8)),
      sub(202516, ['Ko Lanta', 'Koh Lanta', 'Koh Lanta'], at(7.624, 99.041, 'KBV', 0.5, ['Ko Lanta'])),
    ]),
    region(
      201174,
      ['Ko Samui', 'Koh Samui', 'Koh Samui'],
      [
        sub(202517, 'Chaweng', at(9.531, 100.062, 'USM', 0.8)),
        sub(202518, 'Lamai', at(9.47, 100.047, 'USM', 0.5)),
        sub(202519, 'Bophut', at(9.552, 100.027, 'USM', 0.4)),
      ],
      'TH_EAST',
    ),
    region(201175, 'Bangkok', at(13.756, 100.502, 'BKK', 0.6), 'TH_INLAND'),
    region(201176, ['Pattaya', 'Pattaya', 'Pattaya'], at(12.928, 100.877, 'BKK', 0.8), 'TH_EAST'),
    region(201177, 'Hua Hin', at(12.568, 99.958, 'BKK', 0.5), 'TH_EAST'),
  ]),
  country(
    200280,
    'AE',
    ['Zjednoczone Emiraty Arabskie', 'United Arab Emirates', 'Vereinigte Arabische Emirate'],
    'AE',
    [
      region(
        201181,
        ['Dubaj', 'Dubai', 'Dubai'],
        [
          sub(202541, 'Dubai Marina', at(25.08, 55.14, 'DXB', 1, ['Dubaj'])),
          sub(202542, 'Jumeirah', at(25.205, 55.24, 'DXB', 1, ['Dubaj'])),
          sub(202543, 'Deira', at(25.27, 55.31, 'DXB', 0.6, ['Dubaj'])),
          sub(202544, 'Palm Jumeirah', at(25.112, 55.139, 'DXB', 0.6, ['Dubaj'])),
        ],
      ),
      region(201182, ['Abu Zabi', 'Abu Dhabi', 'Abu Dhabi'], at(24.453, 54.377, 'AUH', 1, ['Abu Zabi'])),
      region(
        201183,
        ['Ras al-Chajma', 'Ras Al Khaimah', 'Ras Al Khaimah'],
        at(25.79, 55.943, 'RKT', 0.8, ['Ras al-Chajma']),
      ),
      region(201184, ['Fudżajra', 'Fujairah', 'Fujairah'], at(25.128, 56.326, 'DXB', 0.5, ['Fudżajra'])),
      region(201185, ['Szardża', 'Sharjah', 'Schardscha'], at(25.346, 55.421, 'SHJ', 0.4, ['Szardża'])),
    ],
  ),
  country(200285, 'MT', ['Malta', 'Malta', 'Malta'], 'MT', [
    region(
      201191,
      ['Malta (wyspa)', 'Malta Island', 'Insel Malta'],
      [
        sub(202571, "St. Julian's", at(35.919, 14.489, 'MLA', 1)),
        sub(202572, 'Sliema', at(35.912, 14.502, 'MLA', 0.8)),
        sub(202573, 'Buġibba', at(35.951, 14.415, 'MLA', 0.8, ['Buġibba', 'Qawra'])),
        sub(202574, 'Mellieħa', at(35.957, 14.362, 'MLA', 0.5)),
      ],
    ),
    region(201192, 'Gozo', at(36.044, 14.24, 'MLA', 0.4, ['Victoria', 'Xlendi', 'Marsalforn'])),
  ]),
  country(200290, 'CV', ['Wyspy Zielonego Przylądka', 'Cape Verde', 'Kap Verde'], 'CV', [
    region(201201, 'Sal', at(16.6, -22.905, 'SID', 1, ['Santa Maria'])),
    region(201202, 'Boa Vista', at(16.136, -22.889, 'BVC', 0.7, ['Sal Rei'])),
  ]),
  country(200295, 'OM', ['Oman', 'Oman', 'Oman'], 'OM', [
    region(201211, ['Maskat', 'Muscat', 'Maskat'], at(23.588, 58.408, 'MCT', 1)),
    region(201212, ['Salala', 'Salalah', 'Salalah'], at(17.015, 54.092, 'SLL', 0.6)),
  ]),
  country(200300, 'JO', ['Jordania', 'Jordan', 'Jordanien'], 'JO', [
    region(201221, ['Akaba', 'Aqaba', 'Akaba'], at(29.532, 35.006, 'AQJ', 1)),
    region(201222, ['Morze Martwe', 'Dead Sea', 'Totes Meer'], at(31.72, 35.58, 'AMM', 0.5, ['Sweimeh'])),
  ]),
  country(200310, 'MV', ['Malediwy', 'Maldives', 'Malediven'], 'MV', [
    region(201231, ['Atol Male Północny', 'North Malé Atoll', 'Nord-Malé-Atoll'], at(4.42, 73.5, 'MLE', 1)),
    region(201232, ['Atol Male Południowy', 'South Malé Atoll', 'Süd-Malé-Atoll'], at(3.95, 73.45, 'MLE', 0.8)),
    region(201233, ['Atol Ari', 'Ari Atoll', 'Ari-Atoll'], at(3.86, 72.83, 'MLE', 0.8)),
    region(201234, ['Atol Baa', 'Baa Atoll', 'Baa-Atoll'], at(5.2, 73.05, 'MLE', 0.4)),
  ]),
  country(200320, 'LK', ['Sri Lanka', 'Sri Lanka', 'Sri Lanka'], 'LK', [
    region(
      201241,
      ['Wybrzeże Zachodnie', 'West Coast', 'Westküste'],
      [
        sub(202721, 'Negombo', at(7.209, 79.838, 'CMB', 0.8)),
        sub(202722, ['Kolombo', 'Colombo', 'Colombo'], at(6.927, 79.861, 'CMB', 0.5, ['Colombo'])),
        sub(202723, 'Kalutara', at(6.585, 79.96, 'CMB', 0.5)),
        sub(202724, 'Bentota', at(6.421, 79.998, 'CMB', 0.8)),
      ],
    ),
    region(
      201242,
      ['Wybrzeże Południowe', 'South Coast', 'Südküste'],
      [sub(202725, 'Galle', at(6.053, 80.221, 'CMB', 0.5)), sub(202726, 'Unawatuna', at(6.01, 80.249, 'CMB', 0.4))],
    ),
  ]),
  country(200330, 'TZ', ['Tanzania', 'Tanzania', 'Tansania'], 'TZ', [
    region(201251, 'Zanzibar', [
      sub(202751, 'Nungwi', at(-5.727, 39.298, 'ZNZ', 1)),
      sub(202752, 'Kiwengwa', at(-5.989, 39.38, 'ZNZ', 0.8)),
      sub(202753, 'Paje', at(-6.266, 39.535, 'ZNZ', 0.5)),
      sub(202754, 'Kendwa', at(-5.753, 39.291, 'ZNZ', 0.5)),
    ]),
  ]),
  country(200340, 'MU', ['Mauritius', 'Mauritius', 'Mauritius'], 'MU', [
    region(
      201261,
      ['Wybrzeże Północne', 'North Coast', 'Nordküste'],
      [
        sub(202781, 'Grand Baie', at(-20.013, 57.58, 'MRU', 0.8)),
        sub(202782, 'Trou aux Biches', at(-20.035, 57.546, 'MRU', 0.5)),
      ],
    ),
    region(
      201262,
      ['Wybrzeże Zachodnie', 'West Coast', 'Westküste'],
      [
        sub(202783, 'Flic en Flac', at(-20.274, 57.371, 'MRU', 0.6)),
        sub(202784, 'Le Morne', at(-20.456, 57.315, 'MRU', 0.4)),
      ],
    ),
    region(
      201263,
      ['Wybrzeże Wschodnie', 'East Coast', 'Ostküste'],
      at(-20.19, 57.77, 'MRU', 0.6, ['Belle Mare', 'Trou d’Eau Douce']),
    ),
  ]),
  country(200345, 'JM', ['Jamajka', 'Jamaica', 'Jamaika'], 'CARIBBEAN', [
    region(201271, 'Montego Bay', at(18.476, -77.893, 'MBJ', 1)),
    region(201272, 'Negril', at(18.268, -78.347, 'MBJ', 0.6)),
    region(201273, 'Ocho Rios', at(18.407, -77.104, 'MBJ', 0.5)),
  ]),
];

function namesOf(names: Names): { name: string; names: { en: string; de: string } } {
  if (typeof names === 'string') return { name: names, names: { en: names, de: names } };
  return { name: names[0], names: { en: names[1], de: names[2] } };
}

/** A leaf of the tree: where hotels are placed. */
export interface Resort extends Place {
  regionId: number;
  /** The region above the resort (the country for a leaf region). */
  parentId: number;
  countryId: number;
  countryCode: string;
  climate: ClimateKey;
  name: string;
  names: { en: string; de: string };
}

function flatten(): { regions: Region[]; resorts: Resort[] } {
  const regions: Region[] = [];
  const resorts: Resort[] = [];
  const visit = (node: Node, top: CountryNode, parent: number | undefined, climate: ClimateKey): void => {
    const { name, names } = namesOf(node.names);
    regions.push({
      id: node.id,
      name,
      names,
      unicodeName: toUnicodeName(name),
      ...(parent === undefined ? {} : { parent }),
      country_code: top.code,
    });
    const ownClimate = node.climate ?? climate;
    if (node.place && parent !== undefined) {
      const cities = node.place.cities.length > 0 ? node.place.cities : [name];
      resorts.push({
        ...node.place,
        cities,
        regionId: node.id,
        parentId: parent,
        countryId: top.id,
        countryCode: top.code,
        climate: ownClimate,
        name,
        names,
      });
    }
    for (const child of node.children) visit(child, top, node.id, ownClimate);
  };
  for (const top of DESTINATION_TREE) visit(top, top, undefined, top.climate);
  return { regions, resorts };
}

const FLAT = flatten();
export const REGIONS: readonly Region[] = FLAT.regions;
export const RESORTS: readonly Resort[] = FLAT.resorts;
export const RESORTS_BY_REGION: ReadonlyMap<number, Resort> = new Map(
  RESORTS.map((resort) => [resort.regionId, resort]),
);

/** The ids the spec pins (§9): exotic tab and no-passport tab regions. */
export const EXOTIC_TAB_REGION_IDS = [200253, 200271, 200352, 200236] as const;
export const NO_PASSPORT_TAB_REGION_IDS = [200217, 200206, 200200, 200205] as const;

export const SPECIAL_REGIONS: SpecialRegionGroup[] = [
  {
    key: 'canary_islands',
    name: 'Wyspy Kanaryjskie',
    names: { en: 'Canary Islands', de: 'Kanarische Inseln' },
    subregions: [202094, 202095, 202096, 202097],
  },
  {
    key: 'greek_islands',
    name: 'Wyspy greckie',
    names: { en: 'Greek islands', de: 'Griechische Inseln' },
    subregions: [201021, 201022, 201023, 201024, 201025],
  },
  {
    key: 'balearic_islands',
    name: 'Baleary',
    names: { en: 'Balearic Islands', de: 'Balearen' },
    subregions: [202091, 202092, 202093],
  },
  {
    key: 'exotic',
    name: 'Egzotyka',
    names: { en: 'Exotic destinations', de: 'Exotische Reiseziele' },
    subregions: [...EXOTIC_TAB_REGION_IDS, 200310, 200320, 200330, 200340, 200345],
  },
  {
    key: 'no_passport',
    name: 'Bez paszportu',
    names: { en: 'No passport needed', de: 'Ohne Reisepass' },
    subregions: [...NO_PASSPORT_TAB_REGION_IDS],
  },
  {
    key: 'winter_sun',
    name: 'Ciepłe kraje zimą',
    names: { en: 'Winter sun', de: 'Wintersonne' },
    subregions: [200230, 201032, 201112, 200280, 200290, 200295, 200253, 200352],
  },
  {
    key: 'red_sea',
    name: 'Morze Czerwone',
    names: { en: 'Red Sea', de: 'Rotes Meer' },
    subregions: [201041, 201042, 201043, 201221],
  },
];
