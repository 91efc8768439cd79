import { at, country, region, sub, type CountryNode } from './tree-builders.ts';

/** The western and Adriatic Mediterranean, the Atlantic islands, and exotic long-haul destinations. */
export const MORE_DESTINATIONS: readonly CountryNode[] = [
  country(200250, 'MA', ['Maroko', 'Morocco', 'Marokko'], 'MA_COAST', [
    region(201101, 'Agadir', [
      sub(202301, 'Agadir', at(30.42, -9.598, 'AGA', 2)),
      sub(202302, 'Taghazout', at(30.544, -9.709, 'AGA', 0.5)),
    ]),
    region(201102, ['Marrakesz', 'Marrakesh', 'Marrakesch'], at(31.63, -7.99, 'RAK', 1.5, ['Marrakesh']), 'MA_INLAND'),
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
        sub(202337, ['Lizbona', 'Lisbon', 'Lissabon'], at(38.722, -9.139, 'LIS', 0.8, ['Lisbon'])),
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
    region(201152, ['Hawana', 'Havana', 'Havanna'], at(23.136, -82.359, 'HAV', 0.8, ['Havana'])),
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
          sub(202541, 'Dubai Marina', at(25.08, 55.14, 'DXB', 1, ['Dubai'])),
          sub(202542, 'Jumeirah', at(25.205, 55.24, 'DXB', 1, ['Dubai'])),
          sub(202543, 'Deira', at(25.27, 55.31, 'DXB', 0.6, ['Dubai'])),
          sub(202544, 'Palm Jumeirah', at(25.112, 55.139, 'DXB', 0.6, ['Dubai'])),
        ],
      ),
      region(201182, ['Abu Zabi', 'Abu Dhabi', 'Abu Dhabi'], at(24.453, 54.377, 'AUH', 1, ['Abu Dhabi'])),
      region(
        201183,
        ['Ras al-Chajma', 'Ras Al Khaimah', 'Ras Al Khaimah'],
        at(25.79, 55.943, 'RKT', 0.8, ['Ras Al Khaimah']),
      ),
      region(201184, ['Fudżajra', 'Fujairah', 'Fujairah'], at(25.128, 56.326, 'DXB', 0.5, ['Fujairah'])),
      region(201185, ['Szardża', 'Sharjah', 'Schardscha'], at(25.346, 55.421, 'SHJ', 0.4, ['Sharjah'])),
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
