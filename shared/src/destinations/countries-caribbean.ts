import { HERO, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { CountryContent } from './destination-types.ts';

/** The Caribbean and Mexico: long-haul winter sun. */
export const CARIBBEAN_COUNTRIES: readonly CountryContent[] = [
  {
    id: 200253,
    countryCode: 'DO',
    name: t('Dominikana', 'Dominican Republic', 'Dominikanische Republik'),
    description: t(
      'Wakacje na Dominikanie: Punta Cana, Bayahibe, Puerto Plata i Samaná – karaibskie plaże z palmami i all inclusive.',
      'Holidays in the Dominican Republic: Punta Cana, Bayahibe, Puerto Plata and Samaná – Caribbean palm beaches and all-inclusive.',
      'Urlaub in der Dominikanischen Republik: Punta Cana, Bayahibe, Puerto Plata und Samaná – Palmenstrände der Karibik und All-inclusive.',
    ),
    intro: t(
      'Biały piasek, palmy kokosowe i ciepłe morze przez cały rok – Dominikana to Karaiby w najprostszym wydaniu.',
      'White sand, coconut palms and a warm sea all year – the Dominican Republic is the Caribbean made easy.',
      'Weißer Sand, Kokospalmen und warmes Meer das ganze Jahr – die Dominikanische Republik ist Karibik ganz einfach.',
    ),
    information: paragraphs(
      [
        'Punta Cana i Bávaro na wschodzie to kilkadziesiąt kilometrów plaż z dużymi hotelami all inclusive. Bayahibe przy La Romanie jest bramą na wyspę Saona, Puerto Plata na północy łączy plaże z kolejką linową na górę Isabel de Torres, a półwysep Samaná przyciąga zimą wieloryby humbaki.',
        'Warto zobaczyć kolonialną strefę Santo Domingo – najstarsze europejskie miasto w obu Amerykach – oraz wodospad El Limón. Dominikana pasuje parom w podróży poślubnej, rodzinom i wszystkim, którzy chcą uciec od zimy.',
        'Najlepsza pogoda panuje od grudnia do kwietnia; od czerwca do listopada trwa sezon huraganów, ale zwykle oznacza to krótkie, intensywne opady.',
      ],
      [
        'Punta Cana and Bávaro in the east are dozens of kilometres of beach lined with large all-inclusive hotels. Bayahibe near La Romana is the gateway to Saona Island, Puerto Plata in the north combines beaches with a cable car up Mount Isabel de Torres, and the Samaná Peninsula draws humpback whales in winter.',
        'The colonial zone of Santo Domingo – the oldest European city in the Americas – and the El Limón waterfall are worth seeing. The Dominican Republic suits honeymooners, families and anyone escaping winter.',
        'The weather is best from December to April; June to November is hurricane season, which usually means short, heavy showers.',
      ],
      [
        'Punta Cana und Bávaro im Osten sind Dutzende Kilometer Strand mit großen All-inclusive-Hotels. Bayahibe bei La Romana ist das Tor zur Insel Saona, Puerto Plata im Norden verbindet Strände mit der Seilbahn auf den Isabel de Torres, und auf die Halbinsel Samaná kommen im Winter Buckelwale.',
        'Sehenswert sind die Kolonialstadt von Santo Domingo – die älteste europäische Stadt Amerikas – und der Wasserfall El Limón. Die Dominikanische Republik passt zu Hochzeitsreisenden, Familien und allen, die dem Winter entfliehen wollen.',
        'Das beste Wetter herrscht von Dezember bis April; von Juni bis November ist Hurrikansaison, was meist kurze, kräftige Schauer bedeutet.',
      ],
    ),
    hero: HERO.caribbean,
    practical: {
      capital: t('Santo Domingo'),
      language: t('hiszpański', 'Spanish', 'Spanisch'),
      currency: { code: 'DOP', name: t('peso dominikańskie', 'Dominican peso', 'Dominikanischer Peso') },
      timeDifference: { winter: -5, summer: -6 },
      flightMinutes: 660,
      bestMonths: months(12, 4),
      climate: t(
        'Tropikalny: 28–31 °C przez cały rok, morze 26–29 °C; najsuchiej od grudnia do kwietnia.',
        'Tropical: 28–31 °C all year and a sea of 26–29 °C; driest from December to April.',
        'Tropisch: ganzjährig 28–31 °C und 26–29 °C Wassertemperatur; am trockensten von Dezember bis April.',
      ),
    },
    map: mapOf([
      place(201141, 'Punta Cana', 18.63, -68.46),
      place(201142, 'La Romana', 18.4, -68.9),
      place(201143, 'Puerto Plata', 19.76, -70.52),
      place(201144, ['Półwysep Samaná', 'Samaná Peninsula', 'Halbinsel Samaná'], 19.3, -69.37),
    ]),
  },
  {
    id: 200236,
    countryCode: 'CU',
    name: t('Kuba', 'Cuba', 'Kuba'),
    description: t(
      'Wakacje na Kubie: plaże Varadero i wysp Cayo, kolonialna Hawana, muzyka i stare samochody – oferty z informacjami praktycznymi.',
      'Holidays in Cuba: the beaches of Varadero and the cays, colonial Havana, music and classic cars – offers with practical information.',
      'Urlaub auf Kuba: die Strände von Varadero und der Cayos, das koloniale Havanna, Musik und Oldtimer – Angebote mit Reiseinfos.',
    ),
    intro: t(
      'Karaibskie plaże, rytm salsy i Hawana jak sprzed pół wieku – Kuba to wakacje, których nie da się pomylić z innymi.',
      'Caribbean beaches, the rhythm of salsa and Havana as it was half a century ago – a Cuban holiday is like no other.',
      'Karibische Strände, Salsa-Rhythmen und ein Havanna wie vor einem halben Jahrhundert – Kuba ist mit nichts zu verwechseln.',
    ),
    information: paragraphs(
      [
        'Varadero ma ponad 20 kilometrów jasnej plaży, a wyspy Cayo Coco, Cayo Guillermo i Cayo Santa María połączone z lądem groblami to rafy i płytka, turkusowa woda. Holguín z Guardalavacą na wschodzie jest spokojniejszy i bardziej zielony.',
        'Stara Hawana, Trinidad i dolina Viñales z plantacjami tytoniu to klasyka wycieczek. Kuba pasuje tym, którzy chcą połączyć plażę z kulturą, i osobom gotowym na skromniejszą infrastrukturę niż w innych krajach Karaibów.',
        'Gotówkę warto mieć w euro; karty wydane przez banki amerykańskie nie działają, a zaopatrzenie sklepów bywa ograniczone.',
      ],
      [
        'Varadero has more than 20 kilometres of pale beach, and the cays of Cayo Coco, Cayo Guillermo and Cayo Santa María, joined to the mainland by causeways, offer reefs and shallow turquoise water. Holguín and Guardalavaca in the east are quieter and greener.',
        'Old Havana, Trinidad and the tobacco fields of the Viñales valley are the classic excursions. Cuba suits travellers who want beach and culture together and who accept simpler infrastructure than elsewhere in the Caribbean.',
        'Bring cash in euro; cards issued by US banks do not work, and shops can be poorly stocked.',
      ],
      [
        'Varadero hat über 20 Kilometer hellen Strand, und die über Dämme mit dem Festland verbundenen Cayos – Cayo Coco, Cayo Guillermo und Cayo Santa María – bieten Riffe und flaches, türkisfarbenes Wasser. Holguín mit Guardalavaca im Osten ist ruhiger und grüner.',
        'Alt-Havanna, Trinidad und das Tabaktal von Viñales sind die klassischen Ausflüge. Kuba passt zu allen, die Strand und Kultur verbinden wollen und eine einfachere Infrastruktur als anderswo in der Karibik in Kauf nehmen.',
        'Bargeld am besten in Euro mitnehmen; Karten US-amerikanischer Banken funktionieren nicht, und die Geschäfte sind oft schlecht sortiert.',
      ],
    ),
    hero: HERO.caribbean,
    practical: {
      capital: t('Hawana', 'Havana', 'Havanna'),
      language: t('hiszpański', 'Spanish', 'Spanisch'),
      currency: { code: 'CUP', name: t('peso kubańskie', 'Cuban peso', 'Kubanischer Peso') },
      timeDifference: { winter: -6, summer: -6 },
      flightMinutes: 690,
      bestMonths: months(11, 4),
      climate: t(
        'Tropikalny: sucha, słoneczna pora od listopada do kwietnia (26–29 °C), gorąca i deszczowa od maja do października.',
        'Tropical: a dry, sunny season from November to April (26–29 °C), hot and rainy from May to October.',
        'Tropisch: trockene, sonnige Zeit von November bis April (26–29 °C), heiß und regnerisch von Mai bis Oktober.',
      ),
    },
    map: mapOf([
      place(201151, 'Varadero', 23.16, -81.24),
      place(201152, ['Hawana', 'Havana', 'Havanna'], 23.14, -82.36),
      place(201153, 'Jardines del Rey', 22.56, -78.53),
      place(201154, ['Cayo Santa María', 'Cayo Santa Maria', 'Cayo Santa María'], 22.66, -79),
      place(201155, 'Holguín', 21.12, -75.83),
    ]),
  },
  {
    id: 200271,
    countryCode: 'MX',
    name: t('Meksyk', 'Mexico', 'Mexiko'),
    description: t(
      'Wakacje w Meksyku: Riwiera Majów z Cancún, Playa del Carmen i Tulum, a także Puerto Vallarta i Los Cabos nad Pacyfikiem.',
      'Holidays in Mexico: the Riviera Maya with Cancún, Playa del Carmen and Tulum, plus Puerto Vallarta and Los Cabos on the Pacific.',
      'Urlaub in Mexiko: die Riviera Maya mit Cancún, Playa del Carmen und Tulum sowie Puerto Vallarta und Los Cabos am Pazifik.',
    ),
    intro: t(
      'Karaibskie plaże, piramidy Majów i cenoty – Riwiera Majów łączy wypoczynek z przygodą.',
      'Caribbean beaches, Mayan pyramids and cenotes – the Riviera Maya combines relaxing with adventure.',
      'Karibikstrände, Maya-Pyramiden und Cenoten – die Riviera Maya verbindet Erholung mit Abenteuer.',
    ),
    information: paragraphs(
      [
        'Riwiera Majów ciągnie się od Cancún przez Playa del Carmen do Tulum: biały piasek, rafa koralowa i ruiny Majów nad samym morzem. Z hoteli łatwo dotrzeć do Chichén Itzá, podziemnych cenot i na wyspy Cozumel i Isla Mujeres.',
        'Meksyk pasuje parom, rodzinom z większymi dziećmi i miłośnikom nurkowania. Od maja do października bywają upały i ulewy, a latem u brzegów pojawiają się brunatne algi sargassum.',
      ],
      [
        'The Riviera Maya runs from Cancún through Playa del Carmen to Tulum: white sand, a coral reef and Mayan ruins right by the sea. From the hotels it is easy to reach Chichén Itzá, underground cenotes and the islands of Cozumel and Isla Mujeres.',
        'Mexico suits couples, families with older children and divers. May to October can bring heat and downpours, and in summer brown sargassum seaweed may wash ashore.',
      ],
      [
        'Die Riviera Maya reicht von Cancún über Playa del Carmen bis Tulum: weißer Sand, ein Korallenriff und Maya-Ruinen direkt am Meer. Von den Hotels aus erreicht man leicht Chichén Itzá, unterirdische Cenoten und die Inseln Cozumel und Isla Mujeres.',
        'Mexiko passt zu Paaren, Familien mit größeren Kindern und Tauchern. Von Mai bis Oktober kann es heiß und regnerisch sein, und im Sommer wird mitunter Sargassum-Seetang angespült.',
      ],
    ),
    hero: HERO.caribbean,
    practical: {
      capital: t('Meksyk (miasto)', 'Mexico City', 'Mexiko-Stadt'),
      language: t('hiszpański', 'Spanish', 'Spanisch'),
      currency: { code: 'MXN', name: t('peso meksykańskie', 'Mexican peso', 'Mexikanischer Peso') },
      timeDifference: { winter: -6, summer: -7 },
      flightMinutes: 720,
      bestMonths: months(12, 4),
      climate: t(
        'Na Riwierze Majów 28–33 °C przez cały rok; sucho od grudnia do kwietnia, od czerwca do października pora deszczowa i huraganów.',
        'On the Riviera Maya 28–33 °C all year; dry from December to April, rain and hurricane season from June to October.',
        'An der Riviera Maya ganzjährig 28–33 °C; trocken von Dezember bis April, Regen- und Hurrikanzeit von Juni bis Oktober.',
      ),
    },
    map: mapOf([
      place(201161, ['Riwiera Majów', 'Riviera Maya', 'Riviera Maya'], 20.75, -87.06),
      place(201162, 'Puerto Vallarta', 20.65, -105.22),
      place(201163, 'Los Cabos', 22.89, -109.91),
    ]),
  },
  {
    id: 200345,
    countryCode: 'JM',
    name: t('Jamajka', 'Jamaica', 'Jamaika'),
    description: t(
      'Wakacje na Jamajce: Montego Bay, Negril i Ocho Rios – plaże Karaibów, wodospady i reggae.',
      'Holidays in Jamaica: Montego Bay, Negril and Ocho Rios – Caribbean beaches, waterfalls and reggae.',
      'Urlaub auf Jamaika: Montego Bay, Negril und Ocho Rios – Karibikstrände, Wasserfälle und Reggae.',
    ),
    intro: t(
      'Wyspa reggae, górskiej kawy i długich plaż z zachodami słońca.',
      'The island of reggae, mountain coffee and long beaches with sunsets.',
      'Die Insel des Reggae, des Bergkaffees und langer Strände mit Sonnenuntergängen.',
    ),
    information: paragraphs(
      [
        'Montego Bay to główne lotnisko i hotele przy plażach Doctor’s Cave i Rose Hall, Negril słynie z Seven Mile Beach i klifów, a Ocho Rios – z wodospadów Dunn’s River, po których można się wspinać.',
        'Jamajka pasuje parom i miłośnikom muzyki; w hotelach jest bezpiecznie i wygodnie, a wycieczki najlepiej organizować z licencjonowanymi przewodnikami.',
      ],
      [
        'Montego Bay has the main airport and hotels near Doctor’s Cave and Rose Hall beaches, Negril is famous for Seven Mile Beach and its cliffs, and Ocho Rios for the Dunn’s River Falls, which you can climb.',
        'Jamaica suits couples and music lovers; the resorts are safe and comfortable, and excursions are best booked with licensed guides.',
      ],
      [
        'Montego Bay hat den Hauptflughafen und Hotels an den Stränden Doctor’s Cave und Rose Hall, Negril ist für den Seven Mile Beach und seine Klippen bekannt, Ocho Rios für die Dunn’s River Falls, die man hinaufklettern kann.',
        'Jamaika passt zu Paaren und Musikfans; in den Hotelanlagen ist es sicher und bequem, Ausflüge bucht man am besten mit lizenzierten Führern.',
      ],
    ),
    hero: HERO.caribbean,
    practical: {
      capital: t('Kingston'),
      language: t('angielski (na co dzień patois)', 'English (patois in daily life)', 'Englisch (im Alltag Patois)'),
      currency: { code: 'JMD', name: t('dolar jamajski', 'Jamaican dollar', 'Jamaika-Dollar') },
      timeDifference: { winter: -6, summer: -7 },
      flightMinutes: 660,
      bestMonths: months(12, 4),
      climate: t(
        'Tropikalny: 28–31 °C przez cały rok; najsuchiej od grudnia do kwietnia, jesienią sezon huraganów.',
        'Tropical: 28–31 °C all year; driest from December to April, hurricane season in autumn.',
        'Tropisch: ganzjährig 28–31 °C; am trockensten von Dezember bis April, im Herbst Hurrikansaison.',
      ),
    },
    map: mapOf([
      place(201271, 'Montego Bay', 18.48, -77.89),
      place(201272, 'Negril', 18.27, -78.35),
      place(201273, 'Ocho Rios', 18.41, -77.1),
    ]),
  },
];
