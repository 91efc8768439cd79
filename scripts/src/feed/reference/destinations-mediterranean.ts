import { at, country, region, sub, type CountryNode } from './tree-builders.ts';

/** The eastern and central Mediterranean, the Black Sea and Egypt: the bulk of the market. */
export const MEDITERRANEAN_DESTINATIONS: readonly CountryNode[] = [
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
        sub(202069, 'Ixia', at(36.42, 28.21, 'RHO', 0.8, ['Ixia', 'Ialysos', 'Rhodes'])),
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
        sub(202130, ['Zatoka Naama', 'Naama Bay', 'Naama Bay'], at(27.915, 34.33, 'SSH', 1.2, ['Sharm El Sheikh'])),
        sub(202131, 'Nabq Bay', at(28.03, 34.43, 'SSH', 1, ['Sharm El Sheikh'])),
        sub(202132, ['Zatoka Rekinów', 'Sharks Bay', 'Sharks Bay'], at(27.96, 34.4, 'SSH', 0.8, ['Sharm El Sheikh'])),
      ],
    ),
  ]),
  country(200206, 'BG', ['Bułgaria', 'Bulgaria', 'Bulgarien'], 'BG', [
    region(
      201051,
      ['Okolice Warny', 'Varna Region', 'Region Varna'],
      [
        sub(202151, ['Złote Piaski', 'Golden Sands', 'Goldstrand'], at(43.284, 28.042, 'VAR', 2, ['Golden Sands'])),
        sub(202152, 'Albena', at(43.368, 28.08, 'VAR', 1)),
        sub(
          202153,
          ['Święty Konstanty i Helena', 'St. Constantine and Helena', 'St. Konstantin und Helena'],
          at(43.231, 28.01, 'VAR', 0.7, ['St. Constantine and Helena']),
        ),
        sub(202154, ['Warna', 'Varna', 'Warna'], at(43.214, 27.915, 'VAR', 0.5, ['Varna'])),
      ],
    ),
    region(
      201052,
      ['Okolice Burgas', 'Burgas Region', 'Region Burgas'],
      [
        sub(202155, ['Słoneczny Brzeg', 'Sunny Beach', 'Sonnenstrand'], at(42.695, 27.71, 'BOJ', 3, ['Sunny Beach'])),
        sub(202156, ['Nesebyr', 'Nessebar', 'Nessebar'], at(42.659, 27.736, 'BOJ', 1, ['Nessebar'])),
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
        sub(202214, ['Syrakuzy', 'Syracuse', 'Syrakus'], at(37.075, 15.286, 'CTA', 0.5, ['Syracuse'])),
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
        sub(202243, ['Larnaka', 'Larnaca', 'Larnaka'], at(34.917, 33.63, 'LCA', 0.8, ['Larnaca'])),
        sub(202244, 'Limassol', at(34.684, 33.038, 'LCA', 1)),
        sub(202245, ['Pafos', 'Paphos', 'Paphos'], at(34.772, 32.423, 'PFO', 1.2, ['Paphos', 'Coral Bay', 'Polis'])),
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
];
