import { HERO, mapOf, months, paragraphs, place, t } from './content-helpers.ts';
import type { RegionContent } from './destination-types.ts';

const SPAIN = 200220;

/** Region pages of Spain (a popular destination of spec §2). */
export const SPAIN_REGIONS: readonly RegionContent[] = [
  {
    id: 201031,
    parentId: SPAIN,
    name: t('Baleary', 'Balearic Islands', 'Balearen'),
    description: t(
      'Baleary: Majorka, Ibiza i Minorka – turkusowe zatoczki, góry Tramuntana i słoneczne lato.',
      'The Balearic Islands: Majorca, Ibiza and Menorca – turquoise coves, the Tramuntana mountains and sunny summers.',
      'Die Balearen: Mallorca, Ibiza und Menorca – türkisfarbene Buchten, das Tramuntana-Gebirge und sonnige Sommer.',
    ),
    intro: t(
      'Trzy wyspy, trzy charaktery: wszechstronna Majorka, imprezowa Ibiza i spokojna Minorka.',
      'Three islands, three characters: versatile Majorca, party Ibiza and peaceful Menorca.',
      'Drei Inseln, drei Charaktere: das vielseitige Mallorca, das feierfreudige Ibiza und das ruhige Menorca.',
    ),
    information: paragraphs(
      [
        'Majorka ma wszystko: Palmę z gotycką katedrą, szerokie plaże Alcúdii i Playa de Palma, zatoczki Cala d’Or i wioski w górach Tramuntana. Ibiza to kluby, ale też spokojne plaże na północy, a Minorka – rezerwat biosfery z dzikimi zatokami.',
        'Baleary pasują rodzinom, parom i aktywnym: rowery szosowe, trekking i żeglarstwo. Najlepszy czas to maj–październik.',
      ],
      [
        'Majorca has it all: Palma with its Gothic cathedral, the wide beaches of Alcúdia and Playa de Palma, the coves of Cala d’Or and villages in the Tramuntana mountains. Ibiza means clubs but also quiet beaches in the north, and Menorca is a biosphere reserve of wild coves.',
        'The Balearics suit families, couples and active travellers: road cycling, hiking and sailing. May to October is the best time.',
      ],
      [
        'Mallorca hat alles: Palma mit seiner gotischen Kathedrale, die breiten Strände von Alcúdia und der Playa de Palma, die Buchten von Cala d’Or und Dörfer im Tramuntana-Gebirge. Ibiza steht für Clubs, hat aber im Norden ruhige Strände, und Menorca ist ein Biosphärenreservat mit wilden Buchten.',
        'Die Balearen passen zu Familien, Paaren und Aktiven: Rennrad, Wandern und Segeln. Die beste Zeit ist Mai bis Oktober.',
      ],
    ),
    hero: HERO.coast,
    practical: { flightMinutes: 175 },
    map: mapOf([
      place(202091, ['Majorka', 'Majorca', 'Mallorca'], 39.57, 2.65),
      place(202092, 'Ibiza', 38.98, 1.43),
      place(202093, ['Minorka', 'Menorca', 'Menorca'], 39.95, 4.11),
    ]),
  },
  {
    id: 201032,
    parentId: SPAIN,
    name: t('Wyspy Kanaryjskie', 'Canary Islands', 'Kanarische Inseln'),
    description: t(
      'Wyspy Kanaryjskie: Teneryfa, Gran Canaria, Fuerteventura i Lanzarote – wieczna wiosna i plaże przez cały rok.',
      'The Canary Islands: Tenerife, Gran Canaria, Fuerteventura and Lanzarote – eternal spring and beaches all year.',
      'Die Kanarischen Inseln: Teneriffa, Gran Canaria, Fuerteventura und Lanzarote – ewiger Frühling und Strände das ganze Jahr.',
    ),
    intro: t(
      'Wulkaniczne wyspy u wybrzeży Afryki, gdzie nawet w styczniu jest ponad 20 °C.',
      'Volcanic islands off the coast of Africa, where it is above 20 °C even in January.',
      'Vulkaninseln vor der Küste Afrikas, wo es selbst im Januar über 20 °C hat.',
    ),
    information: paragraphs(
      [
        'Teneryfa ma wulkan Teide, Costa Adeje i Puerto de la Cruz, Gran Canaria – wydmy Maspalomas i górskie wioski, Fuerteventura – najdłuższe, jasne plaże i wiatr dla surferów, a Lanzarote – księżycowe krajobrazy parku Timanfaya i architekturę César Manrique.',
        'Kanary pasują na zimowe wakacje rodzinom, seniorom i aktywnym. Ocean jest chłodniejszy niż Morze Śródziemne latem – około 19–23 °C.',
      ],
      [
        'Tenerife has Mount Teide, Costa Adeje and Puerto de la Cruz, Gran Canaria the Maspalomas dunes and mountain villages, Fuerteventura the longest pale beaches and wind for surfers, and Lanzarote the lunar landscapes of Timanfaya and the architecture of César Manrique.',
        'The Canaries suit winter holidays for families, older travellers and active people. The ocean is cooler than the Mediterranean in summer – about 19–23 °C.',
      ],
      [
        'Teneriffa hat den Teide, die Costa Adeje und Puerto de la Cruz, Gran Canaria die Dünen von Maspalomas und Bergdörfer, Fuerteventura die längsten hellen Strände und Wind für Surfer, Lanzarote die Mondlandschaft von Timanfaya und die Architektur César Manriques.',
        'Die Kanaren passen für den Winterurlaub zu Familien, Senioren und Aktiven. Der Atlantik ist kühler als das Mittelmeer im Sommer – etwa 19–23 °C.',
      ],
    ),
    hero: HERO.coast,
    practical: {
      timeDifference: { winter: -1, summer: -1 },
      flightMinutes: 330,
      bestMonths: months(1, 12),
      climate: t(
        'Wieczna wiosna: 21–28 °C przez cały rok, mało deszczu, stały pasat; na północy wysp bardziej zielono i pochmurnie.',
        'Eternal spring: 21–28 °C all year, little rain and a steady trade wind; the islands’ north sides are greener and cloudier.',
        'Ewiger Frühling: ganzjährig 21–28 °C, wenig Regen und stetiger Passat; die Nordseiten der Inseln sind grüner und wolkiger.',
      ),
    },
    map: mapOf([
      place(202094, ['Teneryfa', 'Tenerife', 'Teneriffa'], 28.07, -16.72),
      place(202095, 'Gran Canaria', 27.76, -15.58),
      place(202096, 'Fuerteventura', 28.36, -14.05),
      place(202097, 'Lanzarote', 28.96, -13.55),
    ]),
  },
  {
    id: 201033,
    parentId: SPAIN,
    name: t('Costa del Sol'),
    description: t(
      'Costa del Sol: Torremolinos, Marbella i Fuengirola – andaluzyjskie plaże i wycieczki do Granady, Sewilli i Rondy.',
      'Costa del Sol: Torremolinos, Marbella and Fuengirola – Andalusian beaches and trips to Granada, Seville and Ronda.',
      'Costa del Sol: Torremolinos, Marbella und Fuengirola – andalusische Strände und Ausflüge nach Granada, Sevilla und Ronda.',
    ),
    intro: t(
      'Słoneczne Wybrzeże Andaluzji: 320 dni słońca w roku i białe wioski w górach.',
      'Andalusia’s Sunshine Coast: 320 sunny days a year and white villages in the hills.',
      'Andalusiens Sonnenküste: 320 Sonnentage im Jahr und weiße Dörfer in den Bergen.',
    ),
    information: paragraphs(
      [
        'Torremolinos i Benalmádena mają długie promenady i rodzinne hotele, Marbella z Puerto Banús – luksus i jachty, a Fuengirola – szerokie plaże i zoo. Z Malagi, rodzinnego miasta Picassa, blisko do Alhambry w Granadzie i mostu w Rondzie.',
        'Costa del Sol pasuje rodzinom, golfistom i miłośnikom zwiedzania, także wiosną i jesienią.',
      ],
      [
        'Torremolinos and Benalmádena have long promenades and family hotels, Marbella with Puerto Banús luxury and yachts, and Fuengirola wide beaches and a zoo. Málaga, Picasso’s birthplace, is close to the Alhambra in Granada and the bridge of Ronda.',
        'The Costa del Sol suits families, golfers and sightseers, in spring and autumn too.',
      ],
      [
        'Torremolinos und Benalmádena haben lange Promenaden und Familienhotels, Marbella mit Puerto Banús Luxus und Jachten, Fuengirola breite Strände und einen Zoo. Von Málaga, Picassos Geburtsstadt, ist es nah zur Alhambra in Granada und zur Brücke von Ronda.',
        'Die Costa del Sol passt zu Familien, Golfern und Kulturreisenden, auch im Frühjahr und Herbst.',
      ],
    ),
    hero: HERO.coast,
    practical: { flightMinutes: 240 },
    map: mapOf([
      place(202098, 'Torremolinos', 36.622, -4.5),
      place(202099, 'Marbella', 36.51, -4.883),
      place(202100, 'Fuengirola', 36.54, -4.625),
    ]),
  },
  {
    id: 201034,
    parentId: SPAIN,
    name: t('Costa Brava'),
    description: t(
      'Costa Brava: Lloret de Mar, Tossa de Mar i Blanes – skaliste zatoki Katalonii i blisko do Barcelony.',
      'Costa Brava: Lloret de Mar, Tossa de Mar and Blanes – the rocky coves of Catalonia, close to Barcelona.',
      'Costa Brava: Lloret de Mar, Tossa de Mar und Blanes – die Felsbuchten Kataloniens, nah an Barcelona.',
    ),
    intro: t(
      'Dzikie Wybrzeże Katalonii: sosny, skały i zatoczki z czystą wodą.',
      'Catalonia’s Wild Coast: pines, rocks and coves of clear water.',
      'Kataloniens Wilde Küste: Pinien, Felsen und Buchten mit klarem Wasser.',
    ),
    information: paragraphs(
      [
        'Lloret de Mar to duży kurort z życiem nocnym, Tossa de Mar – średniowieczne mury nad plażą, a Blanes – ogrody botaniczne nad morzem. Do Barcelony z Gaudím i Sagrada Família jest około godziny, do muzeum Dalego w Figueres – niewiele dalej.',
        'Costa Brava pasuje rodzinom i parom, które chcą łączyć plażę z wycieczkami do miasta.',
      ],
      [
        'Lloret de Mar is a big resort with nightlife, Tossa de Mar has medieval walls above the beach, and Blanes botanical gardens by the sea. Barcelona with Gaudí’s Sagrada Família is about an hour away, and the Dalí museum in Figueres not much further.',
        'The Costa Brava suits families and couples who want beach days and city trips.',
      ],
      [
        'Lloret de Mar ist ein großer Badeort mit Nachtleben, Tossa de Mar hat mittelalterliche Mauern über dem Strand, Blanes botanische Gärten am Meer. Barcelona mit Gaudís Sagrada Família ist etwa eine Stunde entfernt, das Dalí-Museum in Figueres kaum weiter.',
        'Die Costa Brava passt zu Familien und Paaren, die Strandtage und Städtetrips verbinden wollen.',
      ],
    ),
    hero: HERO.oldTown,
    practical: { flightMinutes: 180, bestMonths: [6, 7, 8, 9] },
    map: mapOf([
      place(202101, 'Lloret de Mar', 41.7, 2.845),
      place(202102, 'Tossa de Mar', 41.72, 2.93),
      place(202103, 'Blanes', 41.674, 2.792),
    ]),
  },
  {
    id: 201035,
    parentId: SPAIN,
    name: t('Costa Dorada', 'Costa Daurada', 'Costa Dorada'),
    description: t(
      'Costa Dorada: Salou i Cambrils – złote plaże, park rozrywki PortAventura i rzymska Tarragona.',
      'Costa Daurada: Salou and Cambrils – golden beaches, the PortAventura theme park and Roman Tarragona.',
      'Costa Dorada: Salou und Cambrils – goldene Strände, der Freizeitpark PortAventura und das römische Tarragona.',
    ),
    intro: t(
      'Złote Wybrzeże: szerokie, piaszczyste plaże z płytkim morzem.',
      'The Golden Coast: wide sandy beaches with a shallow sea.',
      'Die Goldküste: breite Sandstrände mit flachem Wasser.',
    ),
    information: paragraphs(
      [
        'Salou ma długie plaże i sąsiaduje z parkiem PortAventura i Ferrari Land, Cambrils – port rybacki i restauracje z owocami morza. W Tarragonie zachował się rzymski amfiteatr nad morzem.',
        'Costa Dorada to jeden z najlepszych wyborów dla rodzin z dziećmi w Hiszpanii.',
      ],
      [
        'Salou has long beaches next to the PortAventura and Ferrari Land parks, Cambrils a fishing harbour and seafood restaurants. Tarragona has kept a Roman amphitheatre by the sea.',
        'The Costa Daurada is one of the best choices in Spain for families with children.',
      ],
      [
        'Salou hat lange Strände direkt neben PortAventura und Ferrari Land, Cambrils einen Fischerhafen und Meeresfrüchte-Restaurants. In Tarragona steht ein römisches Amphitheater am Meer.',
        'Die Costa Dorada ist eine der besten Wahlen in Spanien für Familien mit Kindern.',
      ],
    ),
    hero: HERO.beach,
    practical: { flightMinutes: 185, bestMonths: [6, 7, 8, 9] },
    map: mapOf([place(202104, 'Salou', 41.077, 1.131), place(202105, 'Cambrils', 41.067, 1.06)]),
  },
  {
    id: 201036,
    parentId: SPAIN,
    name: t('Costa Blanca'),
    description: t(
      'Costa Blanca: Benidorm i Alicante – szerokie plaże, łagodny klimat i wakacje także poza sezonem.',
      'Costa Blanca: Benidorm and Alicante – wide beaches, a mild climate and holidays out of season too.',
      'Costa Blanca: Benidorm und Alicante – breite Strände, mildes Klima und Urlaub auch außerhalb der Saison.',
    ),
    intro: t(
      'Białe Wybrzeże z jasnym piaskiem i łagodną zimą.',
      'The White Coast of pale sand and mild winters.',
      'Die Weiße Küste mit hellem Sand und milden Wintern.',
    ),
    information: paragraphs(
      [
        'Benidorm z dwiema szerokimi plażami Levante i Poniente i wieżowcami to kurort tętniący życiem, Alicante – zamek Santa Bárbara i plaża San Juan. W pobliżu leżą parki rozrywki i górskie miasteczko Guadalest.',
        'Costa Blanca pasuje rodzinom i seniorom, także na dłuższe pobyty zimą.',
      ],
      [
        'Benidorm with its two wide beaches, Levante and Poniente, and its high-rises is a lively resort; Alicante has Santa Bárbara castle and San Juan beach. Theme parks and the hill village of Guadalest are nearby.',
        'The Costa Blanca suits families and older travellers, also for long winter stays.',
      ],
      [
        'Benidorm mit den zwei breiten Stränden Levante und Poniente und seinen Hochhäusern ist ein lebhafter Badeort, Alicante hat die Burg Santa Bárbara und den Strand San Juan. In der Nähe liegen Freizeitparks und das Bergdorf Guadalest.',
        'Die Costa Blanca passt zu Familien und Senioren, auch für lange Winteraufenthalte.',
      ],
    ),
    hero: HERO.beach,
    practical: { flightMinutes: 220 },
    map: mapOf([place(202106, 'Benidorm', 38.54, -0.131), place(202107, 'Alicante', 38.345, -0.481)]),
  },
];
