import { HERO, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { CountryContent } from './destination-types.ts';

/** Thailand and the Indian Ocean: the Maldives, Sri Lanka, Zanzibar and Mauritius. */
export const INDIAN_OCEAN_COUNTRIES: readonly CountryContent[] = [
  {
    id: 200352,
    countryCode: 'TH',
    name: t('Tajlandia', 'Thailand', 'Thailand'),
    description: t(
      'Wakacje w Tajlandii: Phuket, Krabi, Khao Lak, Ko Samui i Bangkok – tropikalne plaże, świątynie i tajska kuchnia.',
      'Holidays in Thailand: Phuket, Krabi, Khao Lak, Ko Samui and Bangkok – tropical beaches, temples and Thai food.',
      'Urlaub in Thailand: Phuket, Krabi, Khao Lak, Ko Samui und Bangkok – tropische Strände, Tempel und thailändische Küche.',
    ),
    intro: t(
      'Wapienne skały nad turkusową wodą, złote świątynie i uliczne jedzenie – Tajlandia zachwyca od pierwszego dnia.',
      'Limestone cliffs above turquoise water, golden temples and street food – Thailand delights from day one.',
      'Kalkfelsen über türkisfarbenem Wasser, goldene Tempel und Straßenküche – Thailand begeistert vom ersten Tag an.',
    ),
    information: paragraphs(
      [
        'Phuket to plaże Patong, Kata i Karon oraz wycieczki do zatoki Phang Nga; Krabi z Ao Nang i Ko Lanta słynie z wapiennych klifów, a Khao Lak – ze spokoju. Ko Samui w Zatoce Tajlandzkiej ma najlepszą pogodę, gdy nad Andamanem pada.',
        'Bangkok z Wielkim Pałacem i Wat Pho najlepiej połączyć z kilkoma dniami nad morzem. Tajlandia pasuje parom, rodzinom i podróżnikom, a ceny na miejscu są niskie.',
      ],
      [
        'Phuket means the beaches of Patong, Kata and Karon and trips to Phang Nga Bay; Krabi with Ao Nang and Ko Lanta is known for limestone cliffs, and Khao Lak for its calm. Ko Samui in the Gulf of Thailand has its best weather when it rains on the Andaman coast.',
        'Bangkok with the Grand Palace and Wat Pho is best combined with a few days by the sea. Thailand suits couples, families and backpackers, and prices on the spot are low.',
      ],
      [
        'Phuket steht für die Strände Patong, Kata und Karon und Ausflüge in die Phang-Nga-Bucht; Krabi mit Ao Nang und Ko Lanta ist für Kalkfelsen bekannt, Khao Lak für seine Ruhe. Ko Samui im Golf von Thailand hat sein bestes Wetter, wenn es an der Andamanenküste regnet.',
        'Bangkok mit dem Großen Palast und dem Wat Pho verbindet man am besten mit einigen Tagen am Meer. Thailand passt zu Paaren, Familien und Rucksackreisenden, und die Preise vor Ort sind niedrig.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Bangkok'),
      language: t('tajski', 'Thai', 'Thailändisch'),
      currency: { code: 'THB', name: t('bat tajski', 'Thai baht', 'Thailändischer Baht') },
      timeDifference: { winter: 6, summer: 5 },
      flightMinutes: 630,
      bestMonths: months(11, 4),
      climate: t(
        'Tropikalny, 30–34 °C przez cały rok; nad Morzem Andamańskim sucho od listopada do kwietnia, na Ko Samui deszcze od października do grudnia.',
        'Tropical, 30–34 °C all year; the Andaman coast is dry from November to April, Ko Samui gets its rain from October to December.',
        'Tropisch, ganzjährig 30–34 °C; an der Andamanensee trocken von November bis April, auf Ko Samui Regen von Oktober bis Dezember.',
      ),
    },
    map: mapOf([
      place(201171, 'Phuket', 7.88, 98.29),
      place(201172, 'Khao Lak', 8.64, 98.25),
      place(201173, 'Krabi', 7.83, 98.93),
      place(201174, ['Ko Samui', 'Koh Samui', 'Koh Samui'], 9.52, 100.05),
      place(201175, 'Bangkok', 13.76, 100.5),
      place(201176, 'Pattaya', 12.93, 100.88),
      place(201177, 'Hua Hin', 12.57, 99.96),
    ]),
  },
  {
    id: 200310,
    countryCode: 'MV',
    name: t('Malediwy', 'Maldives', 'Malediven'),
    description: t(
      'Wakacje na Malediwach: hotele na prywatnych wyspach atoli Male, Ari i Baa, domki nad wodą i rafy koralowe.',
      'Holidays in the Maldives: private-island resorts on the Malé, Ari and Baa atolls, overwater villas and coral reefs.',
      'Urlaub auf den Malediven: Hotelinseln in den Atollen Malé, Ari und Baa, Wasserbungalows und Korallenriffe.',
    ),
    intro: t(
      'Jedna wyspa, jeden hotel: biały piasek, laguna i rafa tuż przy domku.',
      'One island, one resort: white sand, a lagoon and a reef right by your villa.',
      'Eine Insel, ein Hotel: weißer Sand, eine Lagune und ein Riff direkt an der Villa.',
    ),
    information: paragraphs(
      [
        'Każdy hotel zajmuje własną wyspę; z lotniska w Male dociera się łodzią motorową lub hydroplanem. Rafy atoli Ari i Baa (rezerwat biosfery UNESCO) to spotkania z mantami, rekinami wielorybimi i żółwiami.',
        'Malediwy pasują parom w podróży poślubnej, nurkom i wszystkim, którzy szukają ciszy. Alkohol podaje się tylko w hotelach, a na zamieszkanych wyspach obowiązuje skromny strój.',
      ],
      [
        'Each resort has its own island, reached from Malé airport by speedboat or seaplane. The reefs of the Ari and Baa atolls (a UNESCO biosphere reserve) mean encounters with manta rays, whale sharks and turtles.',
        'The Maldives suit honeymooners, divers and anyone seeking peace. Alcohol is served only in the resorts, and modest dress is expected on inhabited islands.',
      ],
      [
        'Jedes Hotel hat seine eigene Insel, erreichbar vom Flughafen Malé per Schnellboot oder Wasserflugzeug. An den Riffen der Atolle Ari und Baa (UNESCO-Biosphärenreservat) begegnet man Mantas, Walhaien und Schildkröten.',
        'Die Malediven passen zu Hochzeitsreisenden, Tauchern und allen, die Ruhe suchen. Alkohol gibt es nur in den Hotels, auf bewohnten Inseln ist zurückhaltende Kleidung üblich.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Male', 'Malé', 'Malé'),
      language: t(
        'malediwski (w hotelach angielski)',
        'Dhivehi (English in the resorts)',
        'Dhivehi (in den Hotels Englisch)',
      ),
      currency: { code: 'MVR', name: t('rupia malediwska', 'Maldivian rufiyaa', 'Maledivische Rufiyaa') },
      timeDifference: { winter: 4, summer: 3 },
      flightMinutes: 540,
      bestMonths: months(12, 4),
      climate: t(
        'Tropikalny, około 30 °C przez cały rok; sucha pora od grudnia do kwietnia, monsun z przelotnymi deszczami od maja do listopada.',
        'Tropical, about 30 °C all year; the dry season runs from December to April, the monsoon brings showers from May to November.',
        'Tropisch, ganzjährig etwa 30 °C; Trockenzeit von Dezember bis April, der Monsun bringt von Mai bis November Schauer.',
      ),
    },
    map: mapOf([
      place(201231, ['Atol Male Północny', 'North Malé Atoll', 'Nord-Malé-Atoll'], 4.42, 73.5),
      place(201232, ['Atol Male Południowy', 'South Malé Atoll', 'Süd-Malé-Atoll'], 3.95, 73.45),
      place(201233, ['Atol Ari', 'Ari Atoll', 'Ari-Atoll'], 3.86, 72.83),
      place(201234, ['Atol Baa', 'Baa Atoll', 'Baa-Atoll'], 5.2, 73.05),
    ]),
  },
  {
    id: 200320,
    countryCode: 'LK',
    name: t('Sri Lanka'),
    description: t(
      'Wakacje na Sri Lance: plaże Negombo, Bentoty i Unawatuny, plantacje herbaty, świątynie i safari ze słoniami.',
      'Holidays in Sri Lanka: the beaches of Negombo, Bentota and Unawatuna, tea plantations, temples and elephant safaris.',
      'Urlaub auf Sri Lanka: die Strände von Negombo, Bentota und Unawatuna, Teeplantagen, Tempel und Elefantensafaris.',
    ),
    intro: t(
      'Wyspa herbaty, słoni i złotych plaż – kilka dni zwiedzania i tydzień nad oceanem.',
      'The island of tea, elephants and golden beaches – a few days of sightseeing and a week by the ocean.',
      'Die Insel des Tees, der Elefanten und goldener Strände – ein paar Tage Rundreise und eine Woche am Ozean.',
    ),
    information: paragraphs(
      [
        'Zachodnie i południowe wybrzeże – Negombo, Kalutara, Bentota, Galle z holenderskim fortem i Unawatuna – ma najlepszą pogodę od grudnia do kwietnia. W głębi wyspy czekają skała Sigirija, Kandy ze Świątynią Zęba Buddy i plantacje herbaty w górach.',
        'Sri Lanka pasuje ciekawym świata parom i rodzinom; hotele często oferują zabiegi ajurwedyjskie, a safari w parkach Yala i Minneriya to okazja do zobaczenia słoni i lampartów.',
      ],
      [
        'The west and south coasts – Negombo, Kalutara, Bentota, Galle with its Dutch fort and Unawatuna – have their best weather from December to April. Inland lie Sigiriya rock, Kandy with the Temple of the Tooth and the tea plantations of the hills.',
        'Sri Lanka suits curious couples and families; hotels often offer Ayurveda treatments, and safaris in Yala and Minneriya parks are a chance to see elephants and leopards.',
      ],
      [
        'Die West- und Südküste – Negombo, Kalutara, Bentota, Galle mit seinem holländischen Fort und Unawatuna – hat ihr bestes Wetter von Dezember bis April. Im Inland warten der Sigiriya-Felsen, Kandy mit dem Zahntempel und die Teeplantagen im Hochland.',
        'Sri Lanka passt zu neugierigen Paaren und Familien; viele Hotels bieten Ayurveda an, und Safaris in den Parks Yala und Minneriya zeigen Elefanten und Leoparden.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Sri Jayawardenepura Kotte'),
      language: t('syngaleski i tamilski', 'Sinhala and Tamil', 'Singhalesisch und Tamil'),
      currency: { code: 'LKR', name: t('rupia lankijska', 'Sri Lankan rupee', 'Sri-Lanka-Rupie') },
      timeDifference: { winter: 4.5, summer: 3.5 },
      flightMinutes: 570,
      bestMonths: months(12, 4),
      climate: t(
        'Tropikalny, 29–31 °C przez cały rok; na zachodzie i południu sucho od grudnia do kwietnia, monsun od maja do września.',
        'Tropical, 29–31 °C all year; the west and south are dry from December to April, with the monsoon from May to September.',
        'Tropisch, ganzjährig 29–31 °C; im Westen und Süden trocken von Dezember bis April, Monsun von Mai bis September.',
      ),
    },
    map: mapOf([
      place(201241, ['Wybrzeże Zachodnie', 'West Coast', 'Westküste'], 6.79, 79.91),
      place(201242, ['Wybrzeże Południowe', 'South Coast', 'Südküste'], 6.03, 80.24),
    ]),
  },
  {
    id: 200330,
    countryCode: 'TZ',
    name: t('Tanzania', 'Tanzania', 'Tansania'),
    description: t(
      'Wakacje na Zanzibarze: plaże Nungwi, Kendwa, Kiwengwa i Paje, Stone Town i safari w Tanzanii.',
      'Holidays in Zanzibar: the beaches of Nungwi, Kendwa, Kiwengwa and Paje, Stone Town and safaris in Tanzania.',
      'Urlaub auf Sansibar: die Strände von Nungwi, Kendwa, Kiwengwa und Paje, Stone Town und Safaris in Tansania.',
    ),
    intro: t(
      'Wyspa przypraw: biały piasek, turkusowy Ocean Indyjski i zaułki Stone Town.',
      'The spice island: white sand, the turquoise Indian Ocean and the alleys of Stone Town.',
      'Die Gewürzinsel: weißer Sand, der türkisfarbene Indische Ozean und die Gassen von Stone Town.',
    ),
    information: paragraphs(
      [
        'Na północy Zanzibaru, w Nungwi i Kendwie, można pływać niezależnie od pływów; na wschodzie, w Kiwengwie i Paje, odpływ odsłania szerokie płycizny, raj dla kitesurferów. Stone Town z arabskimi domami jest na liście UNESCO.',
        'Zanzibar pasuje parom i osobom, które chcą połączyć plażę z safari w Serengeti lub Ngorongoro na kontynencie.',
      ],
      [
        'In the north of Zanzibar, at Nungwi and Kendwa, you can swim whatever the tide; in the east, at Kiwengwa and Paje, low tide uncovers wide flats, a paradise for kitesurfers. Stone Town with its Arab houses is a UNESCO World Heritage site.',
        'Zanzibar suits couples and travellers who want to combine the beach with a safari in the Serengeti or Ngorongoro on the mainland.',
      ],
      [
        'Im Norden Sansibars, in Nungwi und Kendwa, kann man unabhängig von den Gezeiten baden; im Osten, in Kiwengwa und Paje, legt die Ebbe weite Flachwasserzonen frei, ein Paradies für Kitesurfer. Stone Town mit seinen arabischen Häusern ist UNESCO-Welterbe.',
        'Sansibar passt zu Paaren und zu allen, die den Strand mit einer Safari in der Serengeti oder im Ngorongoro auf dem Festland verbinden wollen.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Dodoma'),
      language: t('suahili i angielski', 'Swahili and English', 'Suaheli und Englisch'),
      currency: { code: 'TZS', name: t('szyling tanzański', 'Tanzanian shilling', 'Tansania-Schilling') },
      timeDifference: { winter: 2, summer: 1 },
      flightMinutes: 510,
      bestMonths: [1, 2, 6, 7, 8, 9, 10, 12],
      climate: t(
        'Tropikalny, 28–32 °C; długa pora deszczowa od marca do maja, krótka w listopadzie.',
        'Tropical, 28–32 °C; the long rains fall from March to May, the short rains in November.',
        'Tropisch, 28–32 °C; die große Regenzeit dauert von März bis Mai, die kleine fällt in den November.',
      ),
    },
    map: mapOf([place(201251, 'Zanzibar', -5.93, 39.38)]),
  },
  {
    id: 200340,
    countryCode: 'MU',
    name: t('Mauritius'),
    description: t(
      'Wakacje na Mauritiusie: laguny Grand Baie, Flic en Flac i Belle Mare, góra Le Morne i elegancki wypoczynek na Oceanie Indyjskim.',
      'Holidays in Mauritius: the lagoons of Grand Baie, Flic en Flac and Belle Mare, Le Morne mountain and elegant Indian Ocean resorts.',
      'Urlaub auf Mauritius: die Lagunen von Grand Baie, Flic en Flac und Belle Mare, der Le Morne und elegante Hotels am Indischen Ozean.',
    ),
    intro: t(
      'Laguny otoczone rafą, zielone góry i francusko-kreolska kuchnia.',
      'Reef-sheltered lagoons, green mountains and French-Creole cooking.',
      'Von Riffen geschützte Lagunen, grüne Berge und französisch-kreolische Küche.',
    ),
    information: paragraphs(
      [
        'Północ z Grand Baie jest najbardziej ożywiona, zachód z Flic en Flac ma najpiękniejsze zachody słońca, a wschód z Belle Mare i Trou d’Eau Douce – długie plaże i wycieczki na Île aux Cerfs. Na południowym zachodzie wznosi się Le Morne z listy UNESCO.',
        'Mauritius pasuje parom w podróży poślubnej, golfistom i rodzinom. Pory roku są odwrócone: od maja do listopada jest sucho i nieco chłodniej.',
      ],
      [
        'The north around Grand Baie is the liveliest, the west with Flic en Flac has the finest sunsets, and the east with Belle Mare and Trou d’Eau Douce long beaches and boat trips to Île aux Cerfs. In the south-west rises UNESCO-listed Le Morne.',
        'Mauritius suits honeymooners, golfers and families. The seasons are reversed: May to November is dry and a little cooler.',
      ],
      [
        'Der Norden um Grand Baie ist am lebhaftesten, der Westen mit Flic en Flac hat die schönsten Sonnenuntergänge, der Osten mit Belle Mare und Trou d’Eau Douce lange Strände und Bootsausflüge zur Île aux Cerfs. Im Südwesten erhebt sich der Le Morne, UNESCO-Welterbe.',
        'Mauritius passt zu Hochzeitsreisenden, Golfern und Familien. Die Jahreszeiten sind umgekehrt: Von Mai bis November ist es trocken und etwas kühler.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Port Louis'),
      language: t(
        'angielski i francuski (na co dzień kreolski)',
        'English and French (Creole in daily life)',
        'Englisch und Französisch (im Alltag Kreolisch)',
      ),
      currency: { code: 'MUR', name: t('rupia maurytyjska', 'Mauritian rupee', 'Mauritius-Rupie') },
      timeDifference: { winter: 3, summer: 2 },
      flightMinutes: 690,
      bestMonths: months(5, 11),
      climate: t(
        'Tropikalny: od maja do listopada 24–27 °C i sucho, od grudnia do kwietnia gorąco, wilgotno i z ryzykiem cyklonów.',
        'Tropical: 24–27 °C and dry from May to November, hot and humid with a risk of cyclones from December to April.',
        'Tropisch: von Mai bis November 24–27 °C und trocken, von Dezember bis April heiß, feucht und mit Zyklonrisiko.',
      ),
    },
    map: mapOf([
      place(201261, ['Wybrzeże Północne', 'North Coast', 'Nordküste'], -20.02, 57.56),
      place(201262, ['Wybrzeże Zachodnie', 'West Coast', 'Westküste'], -20.37, 57.34),
      place(201263, ['Wybrzeże Wschodnie', 'East Coast', 'Ostküste'], -20.19, 57.77),
    ]),
  },
];
