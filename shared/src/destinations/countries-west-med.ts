import { EURO, HERO, SAME_TIME, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { CountryContent } from './destination-types.ts';

/** Spain, Italy, Malta, Tunisia and the Adriatic (Croatia, Montenegro, Albania). */
export const WEST_MED_COUNTRIES: readonly CountryContent[] = [
  {
    id: 200220,
    countryCode: 'ES',
    name: t('Hiszpania', 'Spain', 'Spanien'),
    description: t(
      'Wakacje w Hiszpanii: Majorka, Wyspy Kanaryjskie, Costa del Sol, Costa Brava i Costa Blanca w ofertach niemieckich touroperatorów.',
      'Holidays in Spain: Majorca, the Canary Islands, Costa del Sol, Costa Brava and Costa Blanca from German tour operators.',
      'Urlaub in Spanien: Mallorca, die Kanaren, Costa del Sol, Costa Brava und Costa Blanca bei deutschen Reiseveranstaltern.',
    ),
    intro: t(
      'Baleary latem, Kanary przez cały rok i słoneczne wybrzeża kontynentu – Hiszpania ma ciepło na każdy miesiąc.',
      'The Balearics in summer, the Canaries all year and the sunny mainland coasts – Spain has warmth for every month.',
      'Die Balearen im Sommer, die Kanaren das ganze Jahr und die sonnigen Festlandküsten – Spanien hat Wärme für jeden Monat.',
    ),
    information: paragraphs(
      [
        'Majorka, Ibiza i Minorka to zatoczki z turkusową wodą, a na Majorce także góry Tramuntana i Palma z katedrą. Wyspy Kanaryjskie – Teneryfa z wulkanem Teide, Gran Canaria z wydmami Maspalomas, Fuerteventura z długimi plażami i wulkaniczny Lanzarote – mają wiosenną pogodę nawet w styczniu.',
        'Na kontynencie Costa del Sol łączy plaże z wycieczkami do Granady i Sewilli, Costa Brava i Costa Dorada leżą blisko Barcelony i parku PortAventura, a Costa Blanca z Benidormem słynie z szerokich, piaszczystych plaż.',
        'Hiszpania pasuje rodzinom, parom i aktywnym: trekking, rowery, surfing na Fuerteventurze. Zimą najlepsze są Kanary, latem – Baleary i wybrzeże kontynentu.',
      ],
      [
        'Majorca, Ibiza and Menorca have coves of turquoise water, and Majorca also the Tramuntana mountains and Palma with its cathedral. The Canary Islands – Tenerife with Mount Teide, Gran Canaria with the Maspalomas dunes, Fuerteventura with its long beaches and volcanic Lanzarote – have spring weather even in January.',
        'On the mainland, the Costa del Sol combines beaches with trips to Granada and Seville, the Costa Brava and Costa Daurada lie close to Barcelona and PortAventura, and the Costa Blanca with Benidorm is known for wide sandy beaches.',
        'Spain suits families, couples and active travellers: hiking, cycling, surfing on Fuerteventura. In winter the Canaries are best, in summer the Balearics and the mainland coast.',
      ],
      [
        'Mallorca, Ibiza und Menorca bieten Buchten mit türkisfarbenem Wasser, Mallorca außerdem das Tramuntana-Gebirge und Palma mit seiner Kathedrale. Die Kanaren – Teneriffa mit dem Teide, Gran Canaria mit den Dünen von Maspalomas, Fuerteventura mit langen Stränden und das vulkanische Lanzarote – haben selbst im Januar Frühlingswetter.',
        'Auf dem Festland verbindet die Costa del Sol Strände mit Ausflügen nach Granada und Sevilla, Costa Brava und Costa Dorada liegen nahe Barcelona und PortAventura, und die Costa Blanca mit Benidorm ist für breite Sandstrände bekannt.',
        'Spanien passt zu Familien, Paaren und Aktiven: Wandern, Radfahren, Surfen auf Fuerteventura. Im Winter sind die Kanaren ideal, im Sommer die Balearen und die Festlandküste.',
      ],
    ),
    hero: HERO.coast,
    practical: {
      capital: t('Madryt', 'Madrid', 'Madrid'),
      language: t(
        'hiszpański (kastylijski), w Katalonii i na Balearach także kataloński',
        'Spanish (Castilian); Catalan too in Catalonia and the Balearics',
        'Spanisch (Kastilisch); in Katalonien und auf den Balearen auch Katalanisch',
      ),
      currency: EURO,
      timeDifference: SAME_TIME,
      flightMinutes: 210,
      bestMonths: months(5, 10),
      climate: t(
        'Na wybrzeżach śródziemnomorskich gorące lato i łagodna zima; na Wyspach Kanaryjskich 20–28 °C przez cały rok.',
        'Hot summers and mild winters on the Mediterranean coasts; 20–28 °C all year on the Canary Islands.',
        'Heiße Sommer und milde Winter an den Mittelmeerküsten; auf den Kanaren 20–28 °C das ganze Jahr.',
      ),
    },
    map: mapOf([
      place(201031, ['Baleary', 'Balearic Islands', 'Balearen'], 39.5, 2.73),
      place(201032, ['Wyspy Kanaryjskie', 'Canary Islands', 'Kanarische Inseln'], 28.29, -14.97),
      place(201033, 'Costa del Sol', 36.56, -4.67),
      place(201034, 'Costa Brava', 41.7, 2.86),
      place(201035, ['Costa Dorada', 'Costa Daurada', 'Costa Dorada'], 41.07, 1.1),
      place(201036, 'Costa Blanca', 38.44, -0.31),
    ]),
  },
  {
    id: 200205,
    countryCode: 'IT',
    name: t('Włochy', 'Italy', 'Italien'),
    description: t(
      'Wakacje we Włoszech: Sycylia, Kalabria, Kampania z Sorrento i Ischią oraz Sardynia – morze, kuchnia i zabytki.',
      'Holidays in Italy: Sicily, Calabria, Campania with Sorrento and Ischia, and Sardinia – sea, food and history.',
      'Urlaub in Italien: Sizilien, Kalabrien, Kampanien mit Sorrent und Ischia sowie Sardinien – Meer, Küche und Geschichte.',
    ),
    intro: t(
      'Plaża rano, zabytki po południu i kolacja w trattorii – na południu Włoch wszystko to jest blisko.',
      'The beach in the morning, sights in the afternoon and dinner in a trattoria – in southern Italy it is all close together.',
      'Vormittags Strand, nachmittags Sehenswürdigkeiten und abends die Trattoria – in Süditalien liegt alles nah beieinander.',
    ),
    information: paragraphs(
      [
        'Sycylia łączy Etnę, Taorminę i greckie świątynie z plażami; Kalabria z Tropeą ma jedne z najładniejszych plaż kraju. Z Sorrento i Ischii blisko do Pompejów, Capri i Wybrzeża Amalfitańskiego, a Sardynia słynie z turkusowej wody Costa Smeralda.',
        'Włochy pasują parom i rodzinom, które chcą łączyć plażowanie ze zwiedzaniem i dobrą kuchnią. Najcieplej jest od czerwca do września; maj i październik są spokojniejsze.',
      ],
      [
        'Sicily combines Etna, Taormina and Greek temples with beaches; Calabria with Tropea has some of the country’s finest beaches. Sorrento and Ischia are close to Pompeii, Capri and the Amalfi Coast, and Sardinia is famous for the turquoise water of the Costa Smeralda.',
        'Italy suits couples and families who want beach days with sightseeing and good food. It is warmest from June to September; May and October are quieter.',
      ],
      [
        'Sizilien verbindet Ätna, Taormina und griechische Tempel mit Stränden; Kalabrien mit Tropea hat einige der schönsten Strände des Landes. Von Sorrent und Ischia ist es nicht weit nach Pompeji, Capri und zur Amalfiküste, und Sardinien ist für das türkisfarbene Wasser der Costa Smeralda berühmt.',
        'Italien passt zu Paaren und Familien, die Strandtage mit Besichtigungen und gutem Essen verbinden wollen. Am wärmsten ist es von Juni bis September; Mai und Oktober sind ruhiger.',
      ],
    ),
    hero: HERO.oldTown,
    practical: {
      capital: t('Rzym', 'Rome', 'Rom'),
      language: t('włoski', 'Italian', 'Italienisch'),
      currency: EURO,
      timeDifference: SAME_TIME,
      flightMinutes: 160,
      bestMonths: months(5, 10),
      climate: t(
        'Śródziemnomorski: gorące, suche lato (30 °C i więcej) i łagodna, wilgotna zima; morze najcieplejsze w sierpniu.',
        'Mediterranean: hot, dry summers (30 °C and more) and mild, wet winters; the sea is warmest in August.',
        'Mediterran: heiße, trockene Sommer (30 °C und mehr) und milde, feuchte Winter; das Meer ist im August am wärmsten.',
      ),
    },
    map: mapOf([
      place(201071, ['Sycylia', 'Sicily', 'Sizilien'], 37.77, 14.49),
      place(201072, ['Kalabria', 'Calabria', 'Kalabrien'], 39.25, 15.84),
      place(201073, ['Kampania', 'Campania', 'Kampanien'], 40.66, 14.29),
      place(201074, ['Sardynia', 'Sardinia', 'Sardinien'], 40.42, 9.38),
    ]),
  },
  {
    id: 200285,
    countryCode: 'MT',
    name: t('Malta'),
    description: t(
      'Wakacje na Malcie i Gozo: skaliste zatoki, Valletta z listy UNESCO, nurkowanie i angielski na co dzień.',
      'Holidays in Malta and Gozo: rocky coves, UNESCO-listed Valletta, diving and English spoken everywhere.',
      'Urlaub auf Malta und Gozo: Felsbuchten, das UNESCO-Welterbe Valletta, Tauchen und Englisch im Alltag.',
    ),
    intro: t(
      'Małe wyspy, wielka historia: kamienne miasta rycerzy, kryształowa woda i słońce przez większość roku.',
      'Small islands, big history: stone towns of the knights, crystal-clear water and sunshine most of the year.',
      'Kleine Inseln, große Geschichte: steinerne Ritterstädte, kristallklares Wasser und Sonne fast das ganze Jahr.',
    ),
    information: paragraphs(
      [
        'Hotele skupiają się w St. Julian’s, Sliemie i Buġibbie; plaże są głównie skaliste, piaszczyste znajdziesz w zatokach Mellieħa i Golden Bay. Valletta, Mdina i megalityczne świątynie są w zasięgu krótkiej jazdy autobusem.',
        'Gozo jest zieleńsza i spokojniejsza, a Błękitna Laguna na Comino to jedno z najsłynniejszych miejsc do pływania. Malta pasuje parom, nurkom i osobom, które chcą połączyć wypoczynek z nauką angielskiego.',
      ],
      [
        'Hotels are clustered in St. Julian’s, Sliema and Buġibba; the coast is mostly rocky, with sandy beaches in Mellieħa Bay and Golden Bay. Valletta, Mdina and the megalithic temples are a short bus ride away.',
        'Gozo is greener and quieter, and the Blue Lagoon on Comino is one of the best-known swimming spots. Malta suits couples, divers and people who want to combine a holiday with an English course.',
      ],
      [
        'Die Hotels liegen vor allem in St. Julian’s, Sliema und Buġibba; die Küste ist meist felsig, Sandstrände gibt es in der Mellieħa Bay und der Golden Bay. Valletta, Mdina und die Megalithtempel sind mit dem Bus schnell erreicht.',
        'Gozo ist grüner und ruhiger, und die Blaue Lagune auf Comino ist einer der bekanntesten Badeplätze. Malta passt zu Paaren, Tauchern und allen, die Urlaub mit einem Englischkurs verbinden wollen.',
      ],
    ),
    hero: HERO.oldTown,
    practical: {
      capital: t('Valletta'),
      language: t('maltański i angielski', 'Maltese and English', 'Maltesisch und Englisch'),
      currency: EURO,
      timeDifference: SAME_TIME,
      flightMinutes: 170,
      bestMonths: months(5, 10),
      climate: t(
        'Suche, gorące lato i łagodna zima z temperaturą około 15 °C; morze ma ponad 22 °C od czerwca do października.',
        'Dry, hot summers and mild winters around 15 °C; the sea is above 22 °C from June to October.',
        'Trockene, heiße Sommer und milde Winter um 15 °C; das Meer hat von Juni bis Oktober über 22 °C.',
      ),
    },
    map: mapOf([
      place(201191, ['Malta (wyspa)', 'Malta Island', 'Insel Malta'], 35.93, 14.44),
      place(201192, 'Gozo', 36.04, 14.24),
    ]),
  },
  {
    id: 200245,
    countryCode: 'TN',
    name: t('Tunezja', 'Tunisia', 'Tunesien'),
    description: t(
      'Wakacje w Tunezji: Dżerba, Hammamet, Sousse i Monastyr – piaszczyste plaże, thalasso i niskie ceny all inclusive.',
      'Holidays in Tunisia: Djerba, Hammamet, Sousse and Monastir – sandy beaches, thalasso spas and low all-inclusive prices.',
      'Urlaub in Tunesien: Djerba, Hammamet, Sousse und Monastir – Sandstrände, Thalasso und günstiges All-inclusive.',
    ),
    intro: t(
      'Długie plaże z jasnym piaskiem, medyny i Sahara na wycieczce – za jedne z najniższych cen na Morzem Śródziemnym.',
      'Long beaches of pale sand, medinas and the Sahara on an excursion – for some of the lowest prices in the Mediterranean.',
      'Lange Strände mit hellem Sand, Medinas und die Sahara als Ausflug – zu einigen der günstigsten Preise am Mittelmeer.',
    ),
    information: paragraphs(
      [
        'Dżerba to płaska wyspa z szerokimi plażami i spokojną atmosferą, Hammamet i Yasmine Hammamet – kurorty z mariną i medyną, Sousse i Monastyr – miasta z zabytkowymi ribatami. Wiele hoteli ma centra thalasso.',
        'Z wybrzeża jeździ się na wycieczki do amfiteatru w El Dżem, do Kartaginy i na Saharę. Tunezja pasuje rodzinom i osobom szukającym niedrogiego all inclusive.',
      ],
      [
        'Djerba is a flat island of wide beaches and a relaxed pace, Hammamet and Yasmine Hammamet are resorts with a marina and a medina, and Sousse and Monastir are towns with historic ribats. Many hotels have thalasso spas.',
        'Excursions run to the amphitheatre of El Jem, to Carthage and into the Sahara. Tunisia suits families and anyone looking for affordable all-inclusive.',
      ],
      [
        'Djerba ist eine flache Insel mit breiten Stränden und gemächlichem Tempo, Hammamet und Yasmine Hammamet sind Badeorte mit Marina und Medina, Sousse und Monastir Städte mit historischen Ribats. Viele Hotels haben Thalasso-Zentren.',
        'Ausflüge führen zum Amphitheater von El Djem, nach Karthago und in die Sahara. Tunesien passt zu Familien und allen, die günstiges All-inclusive suchen.',
      ],
    ),
    hero: HERO.resort,
    practical: {
      capital: t('Tunis'),
      language: t(
        'arabski (powszechnie także francuski)',
        'Arabic (French widely spoken)',
        'Arabisch (Französisch weit verbreitet)',
      ),
      currency: { code: 'TND', name: t('dinar tunezyjski', 'Tunisian dinar', 'Tunesischer Dinar') },
      timeDifference: { winter: 0, summer: -1 },
      flightMinutes: 175,
      bestMonths: months(5, 10),
      climate: t(
        'Gorące, suche lato z temperaturą 30–33 °C i łagodna zima; morze ma 22–27 °C od czerwca do października.',
        'Hot, dry summers of 30–33 °C and mild winters; the sea is 22–27 °C from June to October.',
        'Heiße, trockene Sommer mit 30–33 °C und milde Winter; das Meer hat von Juni bis Oktober 22–27 °C.',
      ),
    },
    map: mapOf([
      place(201091, ['Dżerba i Zarzis', 'Djerba and Zarzis', 'Djerba & Zarzis'], 33.73, 10.99),
      place(201092, ['Zatoka Hammamet', 'Gulf of Hammamet', 'Golf von Hammamet'], 36.41, 10.63),
      place(201093, ['Monastyr i Sousse', 'Monastir and Sousse', 'Monastir & Sousse'], 35.75, 10.78),
    ]),
  },
];
