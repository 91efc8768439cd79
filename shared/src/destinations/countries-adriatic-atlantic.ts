import { EURO, HERO, SAME_TIME, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { CountryContent } from './destination-types.ts';

/** The Adriatic (Croatia, Montenegro, Albania) and the Atlantic (Portugal, Morocco, Cape Verde). */
export const ADRIATIC_ATLANTIC_COUNTRIES: readonly CountryContent[] = [
  {
    id: 200200,
    countryCode: 'HR',
    name: t('Chorwacja', 'Croatia', 'Kroatien'),
    description: t(
      'Wakacje w Chorwacji: Dalmacja, Dubrownik, Split, Makarska i Istria – przejrzyste Adriatyckie morze i kamienne starówki.',
      'Holidays in Croatia: Dalmatia, Dubrovnik, Split, Makarska and Istria – the clear Adriatic and stone old towns.',
      'Urlaub in Kroatien: Dalmatien, Dubrovnik, Split, Makarska und Istrien – die klare Adria und steinerne Altstädte.',
    ),
    intro: t(
      'Jedno z najczystszych mórz Europy, tysiąc wysp i starówki z listy UNESCO – bez paszportu i w euro.',
      'One of the cleanest seas in Europe, a thousand islands and UNESCO-listed old towns – no passport needed, and it pays in euro.',
      'Eines der saubersten Meere Europas, tausend Inseln und Altstädte des UNESCO-Welterbes – ohne Reisepass und mit Euro.',
    ),
    information: paragraphs(
      [
        'W Dalmacji Środkowej leżą Split z pałacem Dioklecjana, Trogir i Riwiera Makarska z kamienistymi plażami pod górami Biokovo. Dubrownik na południu otaczają średniowieczne mury, a Istria na północy słynie z Rovinja, Poreča i trufli.',
        'Plaże są głównie żwirowe i skaliste, za to woda jest krystalicznie czysta. Chorwacja pasuje parom, rodzinom i żeglarzom; warto odwiedzić Jeziora Plitwickie i wodospady Krka.',
      ],
      [
        'Central Dalmatia has Split with Diocletian’s Palace, Trogir and the Makarska Riviera with pebble beaches below the Biokovo mountains. Dubrovnik in the south is ringed by medieval walls, and Istria in the north is known for Rovinj, Poreč and truffles.',
        'Beaches are mostly pebbly and rocky, but the water is crystal clear. Croatia suits couples, families and sailors; the Plitvice Lakes and the Krka waterfalls are worth a trip.',
      ],
      [
        'In Mitteldalmatien liegen Split mit dem Diokletianpalast, Trogir und die Makarska-Riviera mit Kiesstränden unter dem Biokovo-Gebirge. Dubrovnik im Süden umgeben mittelalterliche Mauern, Istrien im Norden ist für Rovinj, Poreč und Trüffel bekannt.',
        'Die Strände sind meist Kies- und Felsstrände, dafür ist das Wasser kristallklar. Kroatien passt zu Paaren, Familien und Seglern; lohnend sind die Plitvicer Seen und die Krka-Wasserfälle.',
      ],
    ),
    hero: HERO.oldTown,
    practical: {
      capital: t('Zagrzeb', 'Zagreb', 'Zagreb'),
      language: t('chorwacki', 'Croatian', 'Kroatisch'),
      currency: EURO,
      timeDifference: SAME_TIME,
      flightMinutes: 110,
      bestMonths: months(6, 9),
      climate: t(
        'Śródziemnomorski na wybrzeżu: słoneczne lato z temperaturą 28–30 °C i morzem do 25 °C, deszczowa jesień i zima.',
        'Mediterranean on the coast: sunny summers of 28–30 °C with the sea up to 25 °C, rainy autumns and winters.',
        'Mediterran an der Küste: sonnige Sommer mit 28–30 °C und bis zu 25 °C Wassertemperatur, regnerische Herbste und Winter.',
      ),
    },
    map: mapOf([
      place(201061, ['Dalmacja Środkowa', 'Central Dalmatia', 'Mitteldalmatien'], 43.46, 16.45),
      place(201062, ['Dalmacja Południowa', 'Southern Dalmatia', 'Süddalmatien'], 42.62, 18.16),
      place(201063, ['Dalmacja Północna', 'Northern Dalmatia', 'Norddalmatien'], 44.03, 15.34),
      place(201064, ['Istria', 'Istria', 'Istrien'], 45.06, 13.69),
    ]),
  },
  {
    id: 200262,
    countryCode: 'ME',
    name: t('Czarnogóra', 'Montenegro', 'Montenegro'),
    description: t(
      'Wakacje w Czarnogórze: Budwa, Bečići, Zatoka Kotorska i Ulcinj – góry nad Adriatykiem i wjazd na dowód osobisty.',
      'Holidays in Montenegro: Budva, Bečići, the Bay of Kotor and Ulcinj – mountains above the Adriatic, entry with an identity card.',
      'Urlaub in Montenegro: Budva, Bečići, die Bucht von Kotor und Ulcinj – Berge über der Adria, Einreise mit Personalausweis.',
    ),
    intro: t(
      'Góry wyrastające prosto z morza, fiord Zatoki Kotorskiej i piaszczyste plaże Riwiery Budwańskiej.',
      'Mountains rising straight from the sea, the fjord-like Bay of Kotor and the sandy beaches of the Budva Riviera.',
      'Berge, die direkt aus dem Meer steigen, die fjordartige Bucht von Kotor und die Sandstrände der Budva-Riviera.',
    ),
    information: paragraphs(
      [
        'Riwiera Budwańska z Budwą, Bečići i wysepką Sveti Stefan to centrum wakacji, z plażami z drobnego żwiru i piasku. Kotor i Perast w Zatoce Kotorskiej to zabytki UNESCO, a Ulcinj na południu ma najdłuższą piaszczystą plażę kraju.',
        'Czarnogóra pasuje parom i rodzinom, które lubią łączyć morze z górami: park narodowy Lovćen, Jezioro Szkoderskie i kanion Tary są w zasięgu wycieczki.',
      ],
      [
        'The Budva Riviera with Budva, Bečići and the islet of Sveti Stefan is the heart of the holiday coast, with beaches of fine shingle and sand. Kotor and Perast on the Bay of Kotor are UNESCO-listed, and Ulcinj in the south has the country’s longest sandy beach.',
        'Montenegro suits couples and families who like sea and mountains together: Lovćen National Park, Lake Skadar and the Tara Canyon are all within reach.',
      ],
      [
        'Die Budva-Riviera mit Budva, Bečići und der Insel Sveti Stefan ist das Zentrum des Badeurlaubs, mit Stränden aus Feinkies und Sand. Kotor und Perast an der Bucht von Kotor sind UNESCO-Welterbe, und Ulcinj im Süden hat den längsten Sandstrand des Landes.',
        'Montenegro passt zu Paaren und Familien, die Meer und Berge verbinden möchten: der Nationalpark Lovćen, der Skutarisee und die Tara-Schlucht liegen in Reichweite.',
      ],
    ),
    hero: HERO.oldTown,
    practical: {
      capital: t('Podgorica'),
      language: t('czarnogórski', 'Montenegrin', 'Montenegrinisch'),
      currency: EURO,
      timeDifference: SAME_TIME,
      flightMinutes: 110,
      bestMonths: months(6, 9),
      climate: t(
        'Na wybrzeżu gorące lato i łagodna, ale bardzo deszczowa zima; morze ma 23–25 °C w lipcu i sierpniu.',
        'Hot summers and mild but very rainy winters on the coast; the sea is 23–25 °C in July and August.',
        'An der Küste heiße Sommer und milde, aber sehr regenreiche Winter; das Meer hat im Juli und August 23–25 °C.',
      ),
    },
    map: mapOf([
      place(201121, ['Riwiera Budwańska', 'Budva Riviera', 'Budva-Riviera'], 42.26, 18.89),
      place(201122, ['Zatoka Kotorska', 'Bay of Kotor', 'Bucht von Kotor'], 42.44, 18.65),
      place(201123, ['Bar i Ulcinj', 'Bar and Ulcinj', 'Bar und Ulcinj'], 42.01, 19.16),
    ]),
  },
  {
    id: 200264,
    countryCode: 'AL',
    name: t('Albania', 'Albania', 'Albanien'),
    description: t(
      'Wakacje w Albanii: Durrës, Golem, Wlora, Saranda i Ksamil – niedrogie wakacje nad Adriatykiem i Morzem Jońskim.',
      'Holidays in Albania: Durrës, Golem, Vlorë, Sarandë and Ksamil – affordable holidays on the Adriatic and Ionian seas.',
      'Urlaub in Albanien: Durrës, Golem, Vlora, Saranda und Ksamil – günstiger Urlaub an Adria und Ionischem Meer.',
    ),
    intro: t(
      'Ostatnie tak niedrogie wybrzeże Europy: długie plaże Durrës i turkusowe zatoki Riwiery Albańskiej.',
      'The last coast in Europe this affordable: the long beaches of Durrës and the turquoise coves of the Albanian Riviera.',
      'Die letzte so günstige Küste Europas: die langen Strände von Durrës und die türkisfarbenen Buchten der Albanischen Riviera.',
    ),
    information: paragraphs(
      [
        'Durrës i Golem mają szerokie, piaszczyste plaże z płytkim morzem, dobre dla rodzin z dziećmi. Na południu, nad Morzem Jońskim, Saranda i Ksamil kuszą turkusową wodą i wysepkami, a w pobliżu leży antyczny Butrint.',
        'Albania pasuje tym, którzy szukają niskich cen i mniej zatłoczonych plaż. Warto zobaczyć Berat i Gjirokastrę – kamienne miasta z listy UNESCO.',
      ],
      [
        'Durrës and Golem have wide sandy beaches with a shallow sea, good for families with children. In the south, on the Ionian Sea, Sarandë and Ksamil offer turquoise water and islets, with ancient Butrint nearby.',
        'Albania suits travellers looking for low prices and less crowded beaches. Berat and Gjirokastër, stone towns on the UNESCO list, are well worth seeing.',
      ],
      [
        'Durrës und Golem haben breite Sandstrände mit flachem Wasser, gut für Familien mit Kindern. Im Süden, am Ionischen Meer, locken Saranda und Ksamil mit türkisfarbenem Wasser und kleinen Inseln, das antike Butrint liegt in der Nähe.',
        'Albanien passt zu allen, die niedrige Preise und weniger volle Strände suchen. Sehenswert sind Berat und Gjirokastra, Steinstädte des UNESCO-Welterbes.',
      ],
    ),
    hero: HERO.beach,
    practical: {
      capital: t('Tirana'),
      language: t('albański', 'Albanian', 'Albanisch'),
      currency: { code: 'ALL', name: t('lek albański', 'Albanian lek', 'Albanischer Lek') },
      timeDifference: SAME_TIME,
      flightMinutes: 120,
      bestMonths: months(6, 9),
      climate: t(
        'Gorące, słoneczne lato z temperaturą około 30 °C i łagodna, deszczowa zima.',
        'Hot, sunny summers around 30 °C and mild, rainy winters.',
        'Heiße, sonnige Sommer um 30 °C und milde, regnerische Winter.',
      ),
    },
    map: mapOf([
      place(201131, ['Durrës i okolice', 'Durrës Region', 'Region Durrës'], 41.28, 19.48),
      place(201132, ['Riwiera Albańska', 'Albanian Riviera', 'Albanische Riviera'], 40.04, 19.83),
    ]),
  },
  {
    id: 200260,
    countryCode: 'PT',
    name: t('Portugalia', 'Portugal', 'Portugal'),
    description: t(
      'Wakacje w Portugalii: klify i złote plaże Algarve, wiecznie zielona Madera i Riwiera Lizbońska z Cascais.',
      'Holidays in Portugal: the cliffs and golden beaches of the Algarve, evergreen Madeira and the Lisbon Coast with Cascais.',
      'Urlaub in Portugal: Klippen und goldene Strände der Algarve, das immergrüne Madeira und die Lissabon-Küste mit Cascais.',
    ),
    intro: t(
      'Atlantyckie fale, złote klify Algarve i kwitnąca przez cały rok Madera.',
      'Atlantic waves, the golden cliffs of the Algarve and Madeira in bloom all year.',
      'Atlantikwellen, die goldenen Klippen der Algarve und das ganzjährig blühende Madeira.',
    ),
    information: paragraphs(
      [
        'Algarve z Albufeirą, Lagos i Portimão to piaszczyste plaże między skałami, groty Benagil i pola golfowe. Madera nie ma wielu plaż, ale zachwyca lewadami, klifami i ogrodami Funchal. Z Cascais i Estoril jest blisko do Lizbony i Sintry.',
        'Portugalia pasuje parom, golfistom i miłośnikom wędrówek. Atlantyk jest chłodniejszy niż Morze Śródziemne – latem ma około 20–22 °C.',
      ],
      [
        'The Algarve with Albufeira, Lagos and Portimão means sandy beaches between rocks, the Benagil caves and golf courses. Madeira has few beaches but wonderful levada walks, cliffs and the gardens of Funchal. Cascais and Estoril are close to Lisbon and Sintra.',
        'Portugal suits couples, golfers and walkers. The Atlantic is cooler than the Mediterranean – around 20–22 °C in summer.',
      ],
      [
        'Die Algarve mit Albufeira, Lagos und Portimão bietet Sandstrände zwischen Felsen, die Grotten von Benagil und Golfplätze. Madeira hat wenige Strände, dafür Levada-Wanderungen, Klippen und die Gärten von Funchal. Von Cascais und Estoril ist es nicht weit nach Lissabon und Sintra.',
        'Portugal passt zu Paaren, Golfern und Wanderern. Der Atlantik ist kühler als das Mittelmeer – im Sommer rund 20–22 °C.',
      ],
    ),
    hero: HERO.coast,
    practical: {
      capital: t('Lizbona', 'Lisbon', 'Lissabon'),
      language: t('portugalski', 'Portuguese', 'Portugiesisch'),
      currency: EURO,
      timeDifference: { winter: -1, summer: -1 },
      flightMinutes: 255,
      bestMonths: months(5, 10),
      climate: t(
        'Słoneczne, suche lato łagodzone bryzą Atlantyku i łagodna zima; Madera ma 19–26 °C przez cały rok.',
        'Sunny, dry summers freshened by the Atlantic breeze and mild winters; Madeira has 19–26 °C all year.',
        'Sonnige, trockene Sommer mit frischer Atlantikbrise und milde Winter; Madeira hat ganzjährig 19–26 °C.',
      ),
    },
    map: mapOf([
      place(201111, 'Algarve', 37.1, -8.39),
      place(201112, ['Madera', 'Madeira', 'Madeira'], 32.65, -16.87),
      place(201113, ['Riwiera Lizbońska', 'Lisbon Coast', 'Lissabon-Küste'], 38.71, -9.28),
    ]),
  },
  {
    id: 200250,
    countryCode: 'MA',
    name: t('Maroko', 'Morocco', 'Marokko'),
    description: t(
      'Wakacje w Maroku: plaże Agadiru przez cały rok i orientalny Marrakesz z medyną i ogrodami.',
      'Holidays in Morocco: the beaches of Agadir all year round and exotic Marrakesh with its medina and gardens.',
      'Urlaub in Marokko: die Strände von Agadir das ganze Jahr und das orientalische Marrakesch mit Medina und Gärten.',
    ),
    intro: t(
      'Atlantyckie plaże Agadiru i gwar souków Marrakeszu – orient w niecałe pięć godzin lotu.',
      'The Atlantic beaches of Agadir and the bustle of the souks of Marrakesh – the Orient in under five hours.',
      'Die Atlantikstrände von Agadir und das Treiben der Souks von Marrakesch – Orient in weniger als fünf Flugstunden.',
    ),
    information: paragraphs(
      [
        'Agadir ma kilkukilometrową piaszczystą plażę z promenadą i łagodny klimat przez cały rok, a pobliski Taghazout jest znany wśród surferów. Marrakesz to medyna z placem Dżemaa el-Fna, pałace i ogrody Majorelle.',
        'Maroko pasuje tym, którzy chcą połączyć plażę z egzotyką: wycieczki w góry Atlas i na pustynię są łatwe do zorganizowania.',
      ],
      [
        'Agadir has a sandy beach several kilometres long with a promenade and a mild climate all year, and nearby Taghazout is a surfers’ favourite. Marrakesh means the medina and Jemaa el-Fnaa square, palaces and the Majorelle Garden.',
        'Morocco suits those who want beach and the exotic together: trips to the Atlas Mountains and the desert are easy to arrange.',
      ],
      [
        'Agadir hat einen kilometerlangen Sandstrand mit Promenade und ganzjährig mildes Klima, das nahe Taghazout ist bei Surfern beliebt. Marrakesch bietet die Medina mit dem Platz Djemaa el-Fna, Paläste und den Jardin Majorelle.',
        'Marokko passt zu allen, die Strand und Exotik verbinden wollen: Ausflüge in den Atlas und in die Wüste sind leicht zu organisieren.',
      ],
    ),
    hero: HERO.exotic,
    practical: {
      capital: t('Rabat'),
      language: t(
        'arabski i berberyjski (powszechnie także francuski)',
        'Arabic and Berber (French widely spoken)',
        'Arabisch und Berberisch (Französisch weit verbreitet)',
      ),
      currency: { code: 'MAD', name: t('dirham marokański', 'Moroccan dirham', 'Marokkanischer Dirham') },
      timeDifference: { winter: 0, summer: -1 },
      flightMinutes: 300,
      bestMonths: months(1, 12),
      climate: t(
        'W Agadirze 21–27 °C przez cały rok i ponad 300 słonecznych dni; w Marrakeszu latem upał, zimą chłodne noce.',
        'Agadir has 21–27 °C all year and more than 300 sunny days; Marrakesh is scorching in summer with cool winter nights.',
        'Agadir hat ganzjährig 21–27 °C und über 300 Sonnentage; Marrakesch ist im Sommer heiß, im Winter sind die Nächte kühl.',
      ),
    },
    map: mapOf([
      place(201101, 'Agadir', 30.48, -9.65),
      place(201102, ['Marrakesz', 'Marrakesh', 'Marrakesch'], 31.63, -7.99),
    ]),
  },
  {
    id: 200290,
    countryCode: 'CV',
    name: t('Wyspy Zielonego Przylądka', 'Cape Verde', 'Kap Verde'),
    description: t(
      'Wakacje na Wyspach Zielonego Przylądka: Sal i Boa Vista, białe plaże, wiatr dla kitesurferów i słońce przez cały rok.',
      'Holidays in Cape Verde: Sal and Boa Vista, white beaches, wind for kitesurfers and sunshine all year.',
      'Urlaub auf den Kapverden: Sal und Boa Vista, weiße Strände, Wind für Kitesurfer und Sonne das ganze Jahr.',
    ),
    intro: t(
      'Afrykańskie wyspy na Atlantyku z białym piaskiem, stałym wiatrem i słońcem przez cały rok.',
      'African islands in the Atlantic with white sand, steady wind and sunshine all year.',
      'Afrikanische Inseln im Atlantik mit weißem Sand, stetigem Wind und Sonne das ganze Jahr.',
    ),
    information: paragraphs(
      [
        'Na Sal życie toczy się w Santa Maria z długą plażą i molo; Boa Vista ma jeszcze dziksze, wydmowe plaże. Wyspy słyną z kitesurfingu, nurkowania i żółwi składających jaja latem.',
        'Wyspy Zielonego Przylądka pasują parom i miłośnikom sportów wodnych, którzy szukają ciepła zimą bez bardzo długiego lotu.',
      ],
      [
        'On Sal, life centres on Santa Maria with its long beach and pier; Boa Vista has even wilder beaches among the dunes. The islands are known for kitesurfing, diving and turtles nesting in summer.',
        'Cape Verde suits couples and water-sports fans looking for winter warmth without a very long flight.',
      ],
      [
        'Auf Sal dreht sich alles um Santa Maria mit langem Strand und Seebrücke; Boa Vista hat noch wildere Dünenstrände. Die Inseln sind für Kitesurfen, Tauchen und im Sommer nistende Schildkröten bekannt.',
        'Die Kapverden passen zu Paaren und Wassersportlern, die Winterwärme ohne sehr langen Flug suchen.',
      ],
    ),
    hero: HERO.beach,
    practical: {
      capital: t('Praia'),
      language: t(
        'portugalski (na co dzień kreolski)',
        'Portuguese (Creole in daily life)',
        'Portugiesisch (im Alltag Kreolisch)',
      ),
      currency: { code: 'CVE', name: t('escudo Zielonego Przylądka', 'Cape Verdean escudo', 'Kap-Verde-Escudo') },
      timeDifference: { winter: -2, summer: -3 },
      flightMinutes: 390,
      bestMonths: months(10, 6),
      climate: t(
        'Sucho i ciepło przez cały rok (25–30 °C), stały pasat; krótka pora deszczowa we wrześniu i październiku.',
        'Dry and warm all year (25–30 °C) with a steady trade wind; a short rainy season in September and October.',
        'Ganzjährig trocken und warm (25–30 °C) mit stetigem Passat; eine kurze Regenzeit im September und Oktober.',
      ),
    },
    map: mapOf([place(201201, 'Sal', 16.6, -22.9), place(201202, 'Boa Vista', 16.14, -22.89)]),
  },
];
