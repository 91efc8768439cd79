import { EURO, HERO, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { CountryContent } from './destination-types.ts';

/** Turkey, Greece, Egypt, Cyprus and Bulgaria: the eastern Mediterranean, the Red Sea and the Black Sea. */
export const EAST_MED_COUNTRIES: readonly CountryContent[] = [
  {
    id: 200210,
    countryCode: 'TR',
    name: t('Turcja', 'Turkey', 'Türkei'),
    description: t(
      'Wakacje w Turcji: all inclusive na Riwierze Tureckiej i Egejskiej, ceny niemieckich touroperatorów, terminy i informacje praktyczne.',
      'Holidays in Turkey: all-inclusive on the Turkish Riviera and the Aegean coast at German tour-operator prices, with dates and practical information.',
      'Urlaub in der Türkei: All-inclusive an der Türkischen Riviera und der Ägäis zu Preisen deutscher Reiseveranstalter, mit Terminen und Reiseinfos.',
    ),
    intro: t(
      'Ciepłe morze od maja do października, rozbudowane hotele all inclusive i krótki lot – Turcja to jeden z najpewniejszych kierunków na rodzinne wakacje.',
      'A warm sea from May to October, large all-inclusive resorts and a short flight make Turkey one of the safest bets for a family holiday.',
      'Warmes Meer von Mai bis Oktober, große All-inclusive-Anlagen und ein kurzer Flug machen die Türkei zu einem der sichersten Ziele für den Familienurlaub.',
    ),
    information: paragraphs(
      [
        'Większość ofert dotyczy Riwiery Tureckiej wokół Antalyi: Alanya, Side, Belek i Kemer leżą między górami Taurus a długimi plażami z piasku i drobnego żwiru. Na zachodzie, nad Morzem Egejskim, czekają Bodrum, Marmaris i Kuşadası z zatokami i przystaniami jachtowymi.',
        'Hotele są duże, z basenami, zjeżdżalniami i animacjami, a all inclusive jest tu standardem. Warto wybrać się do antycznego Efezu, Pamukkale z wapiennymi tarasami, wąwozu Köprülü albo na bazar w Antalyi.',
        'Turcja pasuje rodzinom z dziećmi, parom szukającym spokoju w Belek oraz wszystkim, którzy chcą wakacji bez niespodzianek za rozsądną cenę. Do golfa najlepszy jest Belek, do życia nocnego – Alanya i Bodrum.',
      ],
      [
        'Most offers are on the Turkish Riviera around Antalya: Alanya, Side, Belek and Kemer lie between the Taurus Mountains and long beaches of sand and fine shingle. Further west, on the Aegean, Bodrum, Marmaris and Kuşadası offer bays and yacht harbours.',
        'Hotels are large, with pools, water slides and entertainment, and all-inclusive is the norm. Worth a trip: ancient Ephesus, the white terraces of Pamukkale, the Köprülü Canyon and the bazaar of Antalya.',
        'Turkey suits families with children, couples looking for quiet in Belek and anyone who wants a holiday without surprises at a fair price. Belek is the place for golf, Alanya and Bodrum for nightlife.',
      ],
      [
        'Die meisten Angebote liegen an der Türkischen Riviera rund um Antalya: Alanya, Side, Belek und Kemer liegen zwischen dem Taurusgebirge und langen Sand- und Feinkiesstränden. Weiter westlich, an der Ägäis, locken Bodrum, Marmaris und Kuşadası mit Buchten und Jachthäfen.',
        'Die Hotels sind groß, mit Pools, Rutschen und Animation, und All-inclusive ist die Regel. Lohnende Ausflüge: das antike Ephesos, die Kalkterrassen von Pamukkale, der Köprülü-Canyon und der Basar von Antalya.',
        'Die Türkei passt zu Familien mit Kindern, zu Paaren, die in Belek Ruhe suchen, und zu allen, die einen Urlaub ohne Überraschungen zu einem fairen Preis wollen. Golfer zieht es nach Belek, Nachtschwärmer nach Alanya und Bodrum.',
      ],
    ),
    hero: HERO.beach,
    practical: {
      capital: t('Ankara'),
      language: t('turecki', 'Turkish', 'Türkisch'),
      currency: { code: 'TRY', name: t('lira turecka', 'Turkish lira', 'Türkische Lira') },
      timeDifference: { winter: 2, summer: 1 },
      flightMinutes: 190,
      bestMonths: months(5, 10),
      climate: t(
        'Gorące, suche lato (w lipcu i sierpniu ponad 30 °C) i łagodna, deszczowa zima; morze ma ponad 24 °C od czerwca do października.',
        'Hot, dry summers (above 30 °C in July and August) and mild, rainy winters; the sea is above 24 °C from June to October.',
        'Heiße, trockene Sommer (im Juli und August über 30 °C) und milde, regnerische Winter; das Meer hat von Juni bis Oktober über 24 °C.',
      ),
    },
    map: mapOf([
      place(201011, ['Riwiera Turecka', 'Turkish Riviera', 'Türkische Riviera'], 36.73, 31.14),
      place(201012, ['Riwiera Egejska', 'Turkish Aegean', 'Türkische Ägäis'], 37.34, 27.61),
    ]),
  },
  {
    id: 200217,
    countryCode: 'GR',
    name: t('Grecja', 'Greece', 'Griechenland'),
    description: t(
      'Wakacje w Grecji: Kreta, Rodos, Kos, Korfu, Zakynthos i Chalkidiki w ofertach niemieckich touroperatorów, z informacjami praktycznymi.',
      'Holidays in Greece: Crete, Rhodes, Kos, Corfu, Zakynthos and Halkidiki from German tour operators, with practical information.',
      'Urlaub in Griechenland: Kreta, Rhodos, Kos, Korfu, Zakynthos und Chalkidiki bei deutschen Reiseveranstaltern, mit Reiseinfos.',
    ),
    intro: t(
      'Wyspy o białych domach, tawerny nad zatokami i zabytki sprzed tysięcy lat – a na wakacje wystarczy dowód osobisty.',
      'Islands of white houses, tavernas by the bays and monuments thousands of years old – and an identity card is all you need.',
      'Inseln mit weißen Häusern, Tavernen an den Buchten und jahrtausendealte Stätten – und der Personalausweis genügt.',
    ),
    information: paragraphs(
      [
        'Kreta to największa wyspa z plażami Elafonisi i Balos, pałacem w Knossos i wąwozem Samaria. Rodos kusi średniowiecznym starym miastem i Lindos, Kos – płaskimi, piaszczystymi plażami i rowerami, a Korfu i Zakynthos – zielenią Morza Jońskiego i zatoką z żółwiami karetta.',
        'Chalkidiki na północy to sosnowe lasy schodzące do morza i spokojne plaże półwyspów Kassandra i Sithonia. Greckie hotele są zwykle mniejsze niż tureckie; obok all inclusive łatwo znaleźć pobyty ze śniadaniem i jeść w tawernach.',
        'Grecja pasuje parom, rodzinom i miłośnikom historii. Kto szuka imprez, wybierze Malię, Faliraki lub Laganas; kto spokoju – zachodnią Kretę, Lindos albo Sithonię.',
      ],
      [
        'Crete is the largest island, with the beaches of Elafonisi and Balos, the palace of Knossos and the Samaria Gorge. Rhodes has its medieval old town and Lindos, Kos flat sandy beaches and cycling, while Corfu and Zakynthos offer the green Ionian coast and a bay of loggerhead turtles.',
        'Halkidiki in the north means pine forests running down to the sea and quiet beaches on the Kassandra and Sithonia peninsulas. Greek hotels are usually smaller than Turkish ones; besides all-inclusive it is easy to find bed and breakfast and eat in the tavernas.',
        'Greece suits couples, families and history lovers. Party-goers choose Malia, Faliraki or Laganas; those who want peace choose western Crete, Lindos or Sithonia.',
      ],
      [
        'Kreta ist die größte Insel, mit den Stränden von Elafonisi und Balos, dem Palast von Knossos und der Samaria-Schlucht. Rhodos bietet seine mittelalterliche Altstadt und Lindos, Kos flache Sandstrände und Radwege, Korfu und Zakynthos die grüne Ionische Küste und eine Bucht der Unechten Karettschildkröten.',
        'Chalkidiki im Norden heißt Pinienwälder bis ans Meer und ruhige Strände auf Kassandra und Sithonia. Griechische Hotels sind meist kleiner als türkische; neben All-inclusive findet man leicht Frühstückspensionen und isst in den Tavernen.',
        'Griechenland passt zu Paaren, Familien und Geschichtsfreunden. Wer feiern will, wählt Malia, Faliraki oder Laganas; wer Ruhe sucht, Westkreta, Lindos oder Sithonia.',
      ],
    ),
    hero: HERO.greek,
    practical: {
      capital: t('Ateny', 'Athens', 'Athen'),
      language: t('grecki', 'Greek', 'Griechisch'),
      currency: EURO,
      timeDifference: { winter: 1, summer: 1 },
      flightMinutes: 165,
      bestMonths: months(5, 10),
      climate: t(
        'Słoneczne lato z upałami do 30–33 °C, łagodzone wiatrem meltemi; zimą deszczowo i chłodniej, zwłaszcza na północy.',
        'Sunny summers with highs of 30–33 °C, cooled by the meltemi wind; winters are rainy and cooler, especially in the north.',
        'Sonnige Sommer mit 30–33 °C, gemildert durch den Meltemi-Wind; die Winter sind regnerisch und kühler, vor allem im Norden.',
      ),
    },
    map: mapOf([
      place(201021, ['Kreta', 'Crete', 'Kreta'], 35.34, 25.04),
      place(201022, ['Rodos', 'Rhodes', 'Rhodos'], 36.28, 28.17),
      place(201023, 'Kos', 36.83, 27.15),
      place(201024, ['Korfu', 'Corfu', 'Korfu'], 39.62, 19.88),
      place(201025, 'Zakynthos', 37.77, 20.86),
      place(201026, ['Chalkidiki', 'Halkidiki', 'Chalkidiki'], 40.05, 23.63),
    ]),
  },
  {
    id: 200230,
    countryCode: 'EG',
    name: t('Egipt', 'Egypt', 'Ägypten'),
    description: t(
      'Wakacje w Egipcie nad Morzem Czerwonym: Hurghada, Marsa Alam i Szarm el-Szejk przez cały rok, z rafami koralowymi i all inclusive.',
      'Holidays in Egypt on the Red Sea: Hurghada, Marsa Alam and Sharm El Sheikh all year round, with coral reefs and all-inclusive.',
      'Urlaub in Ägypten am Roten Meer: Hurghada, Marsa Alam und Scharm El-Scheich das ganze Jahr, mit Korallenriffen und All-inclusive.',
    ),
    intro: t(
      'Słońce przez cały rok, rafy koralowe tuż przy brzegu i piramidy na wycieczce – Egipt to pewne ciepło także zimą.',
      'Sunshine all year, coral reefs right off the beach and the pyramids on an excursion – Egypt is reliable warmth even in winter.',
      'Sonne das ganze Jahr, Korallenriffe direkt vor dem Strand und die Pyramiden als Ausflug – Ägypten ist verlässliche Wärme auch im Winter.',
    ),
    information: paragraphs(
      [
        'Hurghada i pobliskie Makadi Bay, Sahl Hasheesh i El Gouna to kurorty z dużymi hotelami all inclusive i aquaparkami. Marsa Alam na południu jest spokojniejsza, z dziką przyrodą rafy, żółwiami i diugoniami, a Szarm el-Szejk na Synaju słynie z parku narodowego Ras Mohammed.',
        'Z wybrzeża organizowane są wycieczki do Luksoru z Doliną Królów i do Kairu z piramidami w Gizie. Egipt pasuje miłośnikom nurkowania i snorkelingu, rodzinom oraz wszystkim, którzy szukają słońca między listopadem a marcem.',
      ],
      [
        'Hurghada and nearby Makadi Bay, Sahl Hasheesh and El Gouna are resorts of large all-inclusive hotels and water parks. Marsa Alam in the south is quieter, with wild reefs, turtles and dugongs, and Sharm El Sheikh on Sinai is known for the Ras Mohammed National Park.',
        'Excursions run from the coast to Luxor and the Valley of the Kings and to Cairo and the pyramids of Giza. Egypt suits divers and snorkellers, families and anyone looking for sun between November and March.',
      ],
      [
        'Hurghada und das nahe Makadi Bay, Sahl Hasheesh und El Gouna sind Badeorte mit großen All-inclusive-Hotels und Aquaparks. Marsa Alam im Süden ist ruhiger, mit wilden Riffen, Schildkröten und Dugongs; Scharm El-Scheich auf dem Sinai ist für den Nationalpark Ras Mohammed bekannt.',
        'Von der Küste aus gibt es Ausflüge nach Luxor ins Tal der Könige und nach Kairo zu den Pyramiden von Gizeh. Ägypten passt zu Tauchern und Schnorchlern, zu Familien und zu allen, die zwischen November und März Sonne suchen.',
      ],
    ),
    hero: HERO.resort,
    practical: {
      capital: t('Kair', 'Cairo', 'Kairo'),
      language: t('arabski', 'Arabic', 'Arabisch'),
      currency: { code: 'EGP', name: t('funt egipski', 'Egyptian pound', 'Ägyptisches Pfund') },
      timeDifference: { winter: 1, summer: 1 },
      flightMinutes: 255,
      bestMonths: months(10, 5),
      climate: t(
        'Pustynny klimat: prawie bez deszczu, zimą 22–25 °C w dzień i chłodne noce, latem upał powyżej 35 °C; morze ma 21–29 °C.',
        'Desert climate: almost no rain, 22–25 °C by day in winter with cool nights, above 35 °C in summer; the sea is 21–29 °C.',
        'Wüstenklima: fast kein Regen, im Winter 22–25 °C am Tag und kühle Nächte, im Sommer über 35 °C; das Meer hat 21–29 °C.',
      ),
    },
    map: mapOf([
      place(201041, 'Hurghada', 27.05, 33.87),
      place(201042, 'Marsa Alam', 25.57, 34.6),
      place(201043, ['Szarm el-Szejk', 'Sharm El Sheikh', 'Scharm El-Scheich'], 27.97, 34.39),
    ]),
  },
  {
    id: 200240,
    countryCode: 'CY',
    name: t('Cypr', 'Cyprus', 'Zypern'),
    description: t(
      'Wakacje na Cyprze: Ayia Napa, Protaras, Limassol i Pafos, najcieplejsze morze Unii Europejskiej i długi sezon od kwietnia do listopada.',
      'Holidays in Cyprus: Ayia Napa, Protaras, Limassol and Paphos, the warmest sea in the EU and a long season from April to November.',
      'Urlaub auf Zypern: Ayia Napa, Protaras, Limassol und Paphos, das wärmste Meer der EU und eine lange Saison von April bis November.',
    ),
    intro: t(
      'Wyspa Afrodyty ma najdłuższy sezon kąpielowy w Europie i krystalicznie czystą wodę.',
      'The island of Aphrodite has the longest swimming season in Europe and crystal-clear water.',
      'Die Insel der Aphrodite hat die längste Badesaison Europas und kristallklares Wasser.',
    ),
    information: paragraphs(
      [
        'Na wschodzie Ayia Napa i Protaras mają jasne, piaszczyste plaże z płytkim wejściem do morza, zachodni Pafos – zabytki z listy UNESCO i skały Afrodyty. Limassol łączy promenadę z winnicami gór Troodos.',
        'Cypr pasuje rodzinom i parom, także poza szczytem sezonu: w październiku morze wciąż ma około 25 °C. Na północy wyspy, w części tureckiej, leżą Kyrenia i Famagusta.',
      ],
      [
        'In the east, Ayia Napa and Protaras have pale sandy beaches that shelve gently into the sea; Paphos in the west has UNESCO-listed sites and the rock of Aphrodite. Limassol combines a seafront promenade with the vineyards of the Troodos Mountains.',
        'Cyprus suits families and couples, also outside the high season: in October the sea is still around 25 °C. The Turkish-run north of the island has Kyrenia and Famagusta.',
      ],
      [
        'Im Osten haben Ayia Napa und Protaras helle, flach abfallende Sandstrände, im Westen bietet Paphos UNESCO-Welterbe und den Felsen der Aphrodite. Limassol verbindet eine Strandpromenade mit den Weinbergen des Troodos-Gebirges.',
        'Zypern passt zu Familien und Paaren, auch außerhalb der Hochsaison: Im Oktober hat das Meer noch rund 25 °C. Im türkisch verwalteten Norden liegen Kyrenia und Famagusta.',
      ],
    ),
    hero: HERO.beach,
    practical: {
      capital: t('Nikozja', 'Nicosia', 'Nikosia'),
      language: t('grecki i turecki', 'Greek and Turkish', 'Griechisch und Türkisch'),
      currency: EURO,
      timeDifference: { winter: 1, summer: 1 },
      flightMinutes: 200,
      bestMonths: months(4, 11),
      climate: t(
        'Najwięcej słońca w Europie: gorące, suche lato, ciepła jesień i łagodna zima z deszczami od grudnia do lutego.',
        'The sunniest place in Europe: hot, dry summers, warm autumns and mild winters with rain from December to February.',
        'Der sonnigste Ort Europas: heiße, trockene Sommer, warme Herbste und milde Winter mit Regen von Dezember bis Februar.',
      ),
    },
    map: mapOf([
      place(201081, ['Cypr Południowy', 'Southern Cyprus', 'Südzypern'], 34.87, 33.43),
      place(201082, ['Cypr Północny', 'Northern Cyprus', 'Nordzypern'], 35.23, 33.63),
    ]),
  },
  {
    id: 200206,
    countryCode: 'BG',
    name: t('Bułgaria', 'Bulgaria', 'Bulgarien'),
    description: t(
      'Wakacje w Bułgarii nad Morzem Czarnym: Złote Piaski, Słoneczny Brzeg, Albena i Nesebyr – szerokie plaże i krótki lot.',
      'Holidays in Bulgaria on the Black Sea: Golden Sands, Sunny Beach, Albena and Nessebar – wide beaches and a short flight.',
      'Urlaub in Bulgarien am Schwarzen Meer: Goldstrand, Sonnenstrand, Albena und Nessebar – breite Strände und ein kurzer Flug.',
    ),
    intro: t(
      'Szerokie, piaszczyste plaże, płytkie morze i dwie godziny lotu – klasyka wakacji z dziećmi.',
      'Wide sandy beaches, a shallow sea and a two-hour flight – a classic for holidays with children.',
      'Breite Sandstrände, ein flaches Meer und zwei Flugstunden – ein Klassiker für den Urlaub mit Kindern.',
    ),
    information: paragraphs(
      [
        'Wokół Warny leżą Złote Piaski, Albena i Święty Konstanty i Helena, wokół Burgas – Słoneczny Brzeg, zabytkowy Nesebyr z listy UNESCO oraz spokojniejsze Sozopol i Obzor. Plaże są długie, a wejście do morza łagodne.',
        'Bułgaria pasuje rodzinom z małymi dziećmi i wszystkim, którzy szukają niedrogiego wypoczynku blisko domu. Słoneczny Brzeg i Złote Piaski są gwarne wieczorami, Albena i Sozopol – spokojniejsze.',
      ],
      [
        'Around Varna lie Golden Sands, Albena and St. Constantine and Helena; around Burgas, Sunny Beach, the UNESCO-listed old town of Nessebar and quieter Sozopol and Obzor. The beaches are long and slope gently into the sea.',
        'Bulgaria suits families with young children and anyone looking for an affordable holiday close to home. Sunny Beach and Golden Sands are lively at night, Albena and Sozopol are calmer.',
      ],
      [
        'Rund um Varna liegen Goldstrand, Albena und St. Konstantin und Helena, rund um Burgas der Sonnenstrand, die UNESCO-Altstadt von Nessebar und das ruhigere Sozopol und Obsor. Die Strände sind lang und fallen flach ins Meer ab.',
        'Bulgarien passt zu Familien mit kleinen Kindern und zu allen, die einen günstigen Urlaub in der Nähe suchen. Sonnenstrand und Goldstrand sind abends lebhaft, Albena und Sozopol ruhiger.',
      ],
    ),
    hero: HERO.beach,
    practical: {
      capital: t('Sofia'),
      language: t('bułgarski', 'Bulgarian', 'Bulgarisch'),
      currency: EURO,
      timeDifference: { winter: 1, summer: 1 },
      flightMinutes: 115,
      bestMonths: months(6, 9),
      climate: t(
        'Ciepłe lato z temperaturą 27–30 °C i morzem do 25 °C; sezon kąpielowy trwa od czerwca do połowy września.',
        'Warm summers of 27–30 °C with the sea up to 25 °C; the swimming season runs from June to mid-September.',
        'Warme Sommer mit 27–30 °C und bis zu 25 °C Wassertemperatur; die Badesaison reicht von Juni bis Mitte September.',
      ),
    },
    map: mapOf([
      place(201051, ['Okolice Warny', 'Varna Region', 'Region Varna'], 43.27, 28.01),
      place(201052, ['Okolice Burgas', 'Burgas Region', 'Region Burgas'], 42.63, 27.73),
    ]),
  },
];
