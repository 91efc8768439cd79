import { HERO, mapOf, paragraphs, place, t } from './content-helpers.ts';
import type { RegionContent } from './destination-types.ts';

const DOMINICAN_REPUBLIC = 200253;
const CUBA = 200236;

/** Region pages of the Dominican Republic and Cuba (popular destinations of spec §2). */
export const CARIBBEAN_REGIONS: readonly RegionContent[] = [
  {
    id: 201141,
    parentId: DOMINICAN_REPUBLIC,
    name: t('Punta Cana'),
    description: t(
      'Punta Cana: Bávaro, Uvero Alto i Cap Cana – kilometry białych plaż z palmami i hotele all inclusive.',
      'Punta Cana: Bávaro, Uvero Alto and Cap Cana – miles of white palm-fringed beaches and all-inclusive resorts.',
      'Punta Cana: Bávaro, Uvero Alto und Cap Cana – kilometerlange weiße Palmenstrände und All-inclusive-Anlagen.',
    ),
    intro: t(
      'Wschodni kraniec wyspy, gdzie Atlantyk spotyka Morze Karaibskie.',
      'The eastern tip of the island, where the Atlantic meets the Caribbean Sea.',
      'Die Ostspitze der Insel, wo der Atlantik auf die Karibik trifft.',
    ),
    information: paragraphs(
      [
        'Bávaro to najbardziej znana plaża kraju, osłonięta rafą, z płytką wodą. Uvero Alto na północy jest dziksze i spokojniejsze, a Cap Cana – ekskluzywne, z mariną i polami golfowymi.',
        'Punta Cana pasuje parom i rodzinom, które chcą wygodnego all inclusive; stąd najbliżej na wyspę Saona.',
      ],
      [
        'Bávaro is the country’s best-known beach, sheltered by a reef, with shallow water. Uvero Alto in the north is wilder and quieter, and Cap Cana exclusive, with a marina and golf courses.',
        'Punta Cana suits couples and families who want comfortable all-inclusive; it is the closest base for Saona Island.',
      ],
      [
        'Bávaro ist der bekannteste Strand des Landes, durch ein Riff geschützt, mit flachem Wasser. Uvero Alto im Norden ist wilder und ruhiger, Cap Cana exklusiv, mit Marina und Golfplätzen.',
        'Punta Cana passt zu Paaren und Familien, die bequemes All-inclusive wollen; von hier ist die Insel Saona am nächsten.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([
      place(202421, ['Bávaro', 'Bavaro', 'Bávaro'], 18.68, -68.45),
      place(202422, 'Punta Cana', 18.582, -68.405),
      place(202423, 'Uvero Alto', 18.8, -68.58),
      place(202424, 'Cap Cana', 18.465, -68.4),
    ]),
  },
  {
    id: 201142,
    parentId: DOMINICAN_REPUBLIC,
    name: t('La Romana'),
    description: t(
      'La Romana i Bayahibe: spokojne morze, nurkowanie i rejsy na wyspy Saona i Catalina.',
      'La Romana and Bayahibe: calm water, diving and boat trips to Saona and Catalina islands.',
      'La Romana und Bayahibe: ruhiges Wasser, Tauchen und Bootsfahrten zu den Inseln Saona und Catalina.',
    ),
    intro: t(
      'Południowe wybrzeże ze spokojnym, turkusowym morzem Karaibskim.',
      'The south coast on the calm, turquoise Caribbean Sea.',
      'Die Südküste am ruhigen, türkisfarbenen Karibischen Meer.',
    ),
    information: paragraphs(
      [
        'Bayahibe to dawna wioska rybacka z plażą Dominicus i portem, z którego wypływają łodzie na Saonę i Catalinę. W La Romanie leży Altos de Chavón – kopia śródziemnomorskiego miasteczka z amfiteatrem.',
        'Region pasuje nurkom, rodzinom z dziećmi (spokojne morze bez fal) i parom.',
      ],
      [
        'Bayahibe is a former fishing village with Dominicus beach and the harbour for boats to Saona and Catalina. La Romana has Altos de Chavón, a replica Mediterranean village with an amphitheatre.',
        'The area suits divers, families with children (calm water without waves) and couples.',
      ],
      [
        'Bayahibe ist ein ehemaliges Fischerdorf mit dem Strand Dominicus und dem Hafen für die Boote nach Saona und Catalina. In La Romana liegt Altos de Chavón, der Nachbau eines Mittelmeerdorfes mit Amphitheater.',
        'Die Gegend passt zu Tauchern, Familien mit Kindern (ruhiges Wasser ohne Wellen) und Paaren.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([place(202425, 'Bayahibe', 18.369, -68.838), place(202426, 'La Romana', 18.427, -68.972)]),
  },
  {
    id: 201143,
    parentId: DOMINICAN_REPUBLIC,
    name: t('Puerto Plata'),
    description: t(
      'Puerto Plata: Playa Dorada, Sosúa i Cabarete – Bursztynowe Wybrzeże, kitesurfing i kolejka na Isabel de Torres.',
      'Puerto Plata: Playa Dorada, Sosúa and Cabarete – the Amber Coast, kitesurfing and the cable car up Isabel de Torres.',
      'Puerto Plata: Playa Dorada, Sosúa und Cabarete – die Bernsteinküste, Kitesurfen und die Seilbahn auf den Isabel de Torres.',
    ),
    intro: t(
      'Zielone Bursztynowe Wybrzeże na północy, z górami tuż za plażą.',
      'The green Amber Coast in the north, with mountains right behind the beach.',
      'Die grüne Bernsteinküste im Norden, mit Bergen direkt hinter dem Strand.',
    ),
    information: paragraphs(
      [
        'Playa Dorada ma hotele przy polu golfowym, Sosúa – zatokę dobrą do snorkelingu, a Cabarete – jeden z najlepszych spotów kitesurfingowych świata. Kolejka linowa wjeżdża na Isabel de Torres, a w okolicy czekają wodospady Damajagua.',
        'Puerto Plata pasuje aktywnym i tym, którzy szukają niższych cen niż w Punta Cana.',
      ],
      [
        'Playa Dorada has hotels by a golf course, Sosúa a bay good for snorkelling, and Cabarete one of the world’s best kitesurfing spots. A cable car climbs Isabel de Torres, and the Damajagua waterfalls are nearby.',
        'Puerto Plata suits active travellers and those looking for lower prices than in Punta Cana.',
      ],
      [
        'Playa Dorada hat Hotels an einem Golfplatz, Sosúa eine Bucht zum Schnorcheln und Cabarete einen der besten Kitesurf-Spots der Welt. Eine Seilbahn fährt auf den Isabel de Torres, in der Nähe liegen die Wasserfälle von Damajagua.',
        'Puerto Plata passt zu Aktiven und zu allen, die niedrigere Preise als in Punta Cana suchen.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([
      place(202427, 'Playa Dorada', 19.792, -70.64),
      place(202428, 'Sosúa', 19.752, -70.518),
      place(202429, 'Cabarete', 19.75, -70.41),
    ]),
  },
  {
    id: 201144,
    parentId: DOMINICAN_REPUBLIC,
    name: t('Półwysep Samaná', 'Samaná Peninsula', 'Halbinsel Samaná'),
    description: t(
      'Półwysep Samaná: Las Terrenas i Las Galeras – dzikie plaże, wieloryby humbaki i wodospad El Limón.',
      'The Samaná Peninsula: Las Terrenas and Las Galeras – wild beaches, humpback whales and the El Limón waterfall.',
      'Die Halbinsel Samaná: Las Terrenas und Las Galeras – wilde Strände, Buckelwale und der Wasserfall El Limón.',
    ),
    intro: t(
      'Najbardziej dziki zakątek Dominikany, z palmami aż po horyzont.',
      'The wildest corner of the Dominican Republic, with palm trees as far as the eye can see.',
      'Die wildeste Ecke der Dominikanischen Republik, mit Palmen bis zum Horizont.',
    ),
    information: paragraphs(
      [
        'Las Terrenas to plaże z kameralnymi hotelami i francuskim klimatem, Las Galeras – Playa Rincón, jedna z najpiękniejszych plaż Karaibów. Od stycznia do marca w zatoce Samaná można oglądać humbaki.',
        'Samaná pasuje parom i osobom, które wolą naturę od dużych kurortów.',
      ],
      [
        'Las Terrenas has beaches with small hotels and a French feel, Las Galeras Playa Rincón, one of the finest beaches in the Caribbean. From January to March humpback whales can be watched in Samaná Bay.',
        'Samaná suits couples and travellers who prefer nature to big resorts.',
      ],
      [
        'Las Terrenas bietet Strände mit kleinen Hotels und französischem Flair, Las Galeras die Playa Rincón, einen der schönsten Strände der Karibik. Von Januar bis März kann man in der Bucht von Samaná Buckelwale beobachten.',
        'Samaná passt zu Paaren und zu allen, die Natur großen Badeorten vorziehen.',
      ],
    ),
    hero: HERO.exotic,
    map: mapOf([place(202430, 'Las Terrenas', 19.311, -69.542), place(202431, 'Las Galeras', 19.283, -69.197)]),
  },
  {
    id: 201151,
    parentId: CUBA,
    name: t('Varadero'),
    description: t(
      'Varadero: ponad 20 kilometrów jasnej plaży na półwyspie Hicacos i wycieczki do Hawany.',
      'Varadero: more than 20 kilometres of pale beach on the Hicacos Peninsula and trips to Havana.',
      'Varadero: über 20 Kilometer heller Strand auf der Halbinsel Hicacos und Ausflüge nach Havanna.',
    ),
    intro: t(
      'Najsłynniejsza plaża Kuby, dwie godziny jazdy od Hawany.',
      'Cuba’s most famous beach, a two-hour drive from Havana.',
      'Kubas berühmtester Strand, zwei Autostunden von Havanna.',
    ),
    information: paragraphs(
      [
        'Wąski półwysep Hicacos to nieprzerwana plaża z drobnym piaskiem i płytkim morzem, z hotelami all inclusive na całej długości. Stąd organizuje się wycieczki do Hawany, Trinidadu i Zatoki Świń.',
        'Varadero pasuje rodzinom i parom, które chcą połączyć plażę z poznawaniem Kuby.',
      ],
      [
        'The narrow Hicacos Peninsula is one unbroken beach of fine sand and shallow water, with all-inclusive hotels along its whole length. Trips run from here to Havana, Trinidad and the Bay of Pigs.',
        'Varadero suits families and couples who want beach days and a taste of Cuba.',
      ],
      [
        'Die schmale Halbinsel Hicacos ist ein durchgehender Strand mit feinem Sand und flachem Wasser, mit All-inclusive-Hotels auf ganzer Länge. Von hier aus gibt es Ausflüge nach Havanna, Trinidad und zur Schweinebucht.',
        'Varadero passt zu Familien und Paaren, die Strandtage mit einem Blick auf Kuba verbinden wollen.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([place(201151, 'Varadero', 23.155, -81.245)]),
  },
  {
    id: 201152,
    parentId: CUBA,
    name: t('Hawana', 'Havana', 'Havanna'),
    description: t(
      'Hawana: kolonialna starówka z listy UNESCO, Malecón, stare samochody i muzyka na żywo.',
      'Havana: the UNESCO-listed colonial old town, the Malecón, classic cars and live music.',
      'Havanna: die koloniale Altstadt des UNESCO-Welterbes, der Malecón, Oldtimer und Livemusik.',
    ),
    intro: t(
      'Stolica, w której czas płynie inaczej.',
      'A capital where time runs differently.',
      'Eine Hauptstadt, in der die Zeit anders vergeht.',
    ),
    information: paragraphs(
      [
        'Stara Hawana to place, barokowe kościoły i kolorowe kamienice; wieczorem życie przenosi się na nadmorski bulwar Malecón. Najbliższe plaże to Playas del Este, pół godziny od centrum.',
        'Hawana pasuje miłośnikom miast, muzyki i historii; najlepiej połączyć ją z kilkoma dniami w Varadero.',
      ],
      [
        'Old Havana means squares, baroque churches and colourful houses; in the evening life moves to the Malecón seafront. The nearest beaches are the Playas del Este, half an hour from the centre.',
        'Havana suits lovers of cities, music and history; it combines best with a few days in Varadero.',
      ],
      [
        'Alt-Havanna bedeutet Plätze, Barockkirchen und bunte Häuser; abends verlagert sich das Leben auf die Uferpromenade Malecón. Die nächsten Strände sind die Playas del Este, eine halbe Stunde vom Zentrum.',
        'Havanna passt zu Liebhabern von Städten, Musik und Geschichte; am besten kombiniert mit einigen Tagen in Varadero.',
      ],
    ),
    hero: HERO.oldTown,
    map: mapOf([place(201152, ['Hawana', 'Havana', 'Havanna'], 23.136, -82.359)]),
  },
  {
    id: 201153,
    parentId: CUBA,
    name: t('Jardines del Rey'),
    description: t(
      'Jardines del Rey: Cayo Coco i Cayo Guillermo – rajskie wysepki z białym piaskiem, flamingami i rafą.',
      'Jardines del Rey: Cayo Coco and Cayo Guillermo – paradise cays of white sand, flamingos and reef.',
      'Jardines del Rey: Cayo Coco und Cayo Guillermo – Trauminseln mit weißem Sand, Flamingos und Riff.',
    ),
    intro: t(
      'Ogrody Króla – wysepki połączone z Kubą kilkunastokilometrową groblą.',
      'The King’s Gardens – cays joined to Cuba by a causeway many kilometres long.',
      'Die Gärten des Königs – Inseln, die ein kilometerlanger Damm mit Kuba verbindet.',
    ),
    information: paragraphs(
      [
        'Cayo Coco i Cayo Guillermo to plaże z drobnym, białym piaskiem, jak Playa Pilar, płytka woda i rafa koralowa. W lagunach żyją flamingi, a hotele stoją z dala od miast.',
        'Region pasuje parom i rodzinom, które szukają ciszy i pięknej przyrody.',
      ],
      [
        'Cayo Coco and Cayo Guillermo have beaches of fine white sand such as Playa Pilar, shallow water and a coral reef. Flamingos live in the lagoons, and the hotels stand far from any town.',
        'The area suits couples and families looking for peace and beautiful nature.',
      ],
      [
        'Cayo Coco und Cayo Guillermo haben Strände mit feinem weißem Sand wie die Playa Pilar, flaches Wasser und ein Korallenriff. In den Lagunen leben Flamingos, und die Hotels liegen weit weg von den Städten.',
        'Die Gegend passt zu Paaren und Familien, die Ruhe und schöne Natur suchen.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([place(202451, 'Cayo Coco', 22.511, -78.4), place(202452, 'Cayo Guillermo', 22.6, -78.66)]),
  },
  {
    id: 201154,
    parentId: CUBA,
    name: t('Cayo Santa María', 'Cayo Santa Maria', 'Cayo Santa María'),
    description: t(
      'Cayo Santa María: wysepka z długimi białymi plażami i nowoczesnymi hotelami, blisko kolonialnej Santa Clary i Remedios.',
      'Cayo Santa Maria: a cay of long white beaches and modern hotels, close to colonial Santa Clara and Remedios.',
      'Cayo Santa María: eine Insel mit langen weißen Stränden und modernen Hotels, nahe dem kolonialen Santa Clara und Remedios.',
    ),
    intro: t(
      'Rezerwat biosfery z plażami jak z pocztówki.',
      'A biosphere reserve with picture-postcard beaches.',
      'Ein Biosphärenreservat mit Stränden wie auf der Postkarte.',
    ),
    information: paragraphs(
      [
        'Wysepka na północy prowincji Villa Clara ma kilkanaście kilometrów plaż i spokojne, turkusowe morze. Na lądzie warto zobaczyć kolonialne Remedios i Santa Clarę z mauzoleum Che Guevary.',
        'Cayo Santa María pasuje parom i rodzinom, które chcą odpocząć w nowoczesnym hotelu z dala od miasta.',
      ],
      [
        'This cay north of Villa Clara province has many kilometres of beach and a calm turquoise sea. On the mainland, colonial Remedios and Santa Clara with the Che Guevara mausoleum are worth a visit.',
        'Cayo Santa Maria suits couples and families who want to relax in a modern hotel far from the city.',
      ],
      [
        'Die Insel im Norden der Provinz Villa Clara hat kilometerlange Strände und ruhiges, türkisfarbenes Meer. Auf dem Festland lohnen das koloniale Remedios und Santa Clara mit dem Che-Guevara-Mausoleum.',
        'Cayo Santa María passt zu Paaren und Familien, die in einem modernen Hotel fern der Stadt entspannen wollen.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([place(201154, ['Cayo Santa María', 'Cayo Santa Maria', 'Cayo Santa María'], 22.655, -79)]),
  },
  {
    id: 201155,
    parentId: CUBA,
    name: t('Holguín'),
    description: t(
      'Holguín: Guardalavaca, Playa Pesquero i Playa Esmeralda – zielone wzgórza i spokojne plaże wschodniej Kuby.',
      'Holguín: Guardalavaca, Playa Pesquero and Playa Esmeralda – green hills and quiet beaches in eastern Cuba.',
      'Holguín: Guardalavaca, Playa Pesquero und Playa Esmeralda – grüne Hügel und ruhige Strände im Osten Kubas.',
    ),
    intro: t(
      'Miejsce, w którym Kolumb wylądował na Kubie w 1492 roku.',
      'Where Columbus landed in Cuba in 1492.',
      'Wo Kolumbus 1492 auf Kuba landete.',
    ),
    information: paragraphs(
      [
        'Guardalavaca, Playa Pesquero i Playa Esmeralda to zatoki z rafą i płytkim morzem, otoczone zielonymi wzgórzami. W okolicy warto zobaczyć park Bariay i wieś Chorro de Maíta z muzeum kultury Taíno.',
        'Holguín pasuje tym, którzy szukają spokojniejszej, mniej turystycznej Kuby.',
      ],
      [
        'Guardalavaca, Playa Pesquero and Playa Esmeralda are bays with a reef and shallow water, surrounded by green hills. Nearby are Bariay Park and Chorro de Maíta with its museum of Taíno culture.',
        'Holguín suits travellers looking for a quieter, less touristy Cuba.',
      ],
      [
        'Guardalavaca, Playa Pesquero und Playa Esmeralda sind Buchten mit Riff und flachem Wasser, umgeben von grünen Hügeln. In der Nähe liegen der Park Bariay und Chorro de Maíta mit einem Museum der Taíno-Kultur.',
        'Holguín passt zu allen, die ein ruhigeres, weniger touristisches Kuba suchen.',
      ],
    ),
    hero: HERO.caribbean,
    map: mapOf([place(201155, 'Holguín', 21.121, -75.828)]),
  },
];
