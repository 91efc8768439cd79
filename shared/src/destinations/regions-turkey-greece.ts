import { HERO, mapOf, paragraphs, place, t } from './content-helpers.ts';
import type { RegionContent } from './destination-types.ts';

const TURKEY = 200210;
const GREECE = 200217;

/** Region pages of Turkey and Greece (two of the popular destinations of spec §2). */
export const TURKEY_GREECE_REGIONS: readonly RegionContent[] = [
  {
    id: 201011,
    parentId: TURKEY,
    name: t('Riwiera Turecka', 'Turkish Riviera', 'Türkische Riviera'),
    description: t(
      'Riwiera Turecka: Alanya, Side, Belek, Kemer i Antalya – wakacje all inclusive nad ciepłym Morzem Śródziemnym.',
      'The Turkish Riviera: Alanya, Side, Belek, Kemer and Antalya – all-inclusive holidays on the warm Mediterranean.',
      'Die Türkische Riviera: Alanya, Side, Belek, Kemer und Antalya – All-inclusive-Urlaub am warmen Mittelmeer.',
    ),
    intro: t(
      'Ponad 600 kilometrów wybrzeża między górami Taurus a morzem, z największym wyborem hoteli w Turcji.',
      'More than 600 kilometres of coast between the Taurus Mountains and the sea, with the widest choice of hotels in Turkey.',
      'Über 600 Kilometer Küste zwischen Taurusgebirge und Meer, mit der größten Hotelauswahl der Türkei.',
    ),
    information: paragraphs(
      [
        'Alanya ma piaszczystą Plażę Kleopatry i zamek na skale, Side – antyczny teatr i świątynię Apollina nad samym morzem, a Belek – pola golfowe i eleganckie hotele. Kemer leży u stóp zalesionych gór, z kamienistymi plażami i krystaliczną wodą.',
        'Riwiera pasuje rodzinom z dziećmi (aquaparki, płytkie wejście do morza w Side i Lara) i wszystkim, którzy chcą ciepłego morza od maja do listopada.',
      ],
      [
        'Alanya has the sandy Cleopatra Beach and a castle on a rock, Side an ancient theatre and the Temple of Apollo by the sea, and Belek golf courses and elegant hotels. Kemer lies below forested mountains, with pebble beaches and crystal-clear water.',
        'The Riviera suits families with children (water parks, gently shelving beaches in Side and Lara) and anyone who wants a warm sea from May to November.',
      ],
      [
        'Alanya hat den Kleopatra-Sandstrand und eine Burg auf dem Felsen, Side ein antikes Theater und den Apollontempel am Meer, Belek Golfplätze und elegante Hotels. Kemer liegt unter bewaldeten Bergen, mit Kiesstränden und kristallklarem Wasser.',
        'Die Riviera passt zu Familien mit Kindern (Aquaparks, flach abfallende Strände in Side und Lara) und zu allen, die von Mai bis November warmes Meer wollen.',
      ],
    ),
    hero: HERO.beach,
    map: mapOf([
      place(202031, 'Alanya', 36.544, 31.999),
      place(202032, 'Side', 36.767, 31.389),
      place(202033, 'Belek', 36.862, 31.055),
      place(202034, 'Kemer', 36.598, 30.56),
      place(202035, 'Antalya', 36.897, 30.713),
    ]),
  },
  {
    id: 201012,
    parentId: TURKEY,
    name: t('Riwiera Egejska', 'Turkish Aegean', 'Türkische Ägäis'),
    description: t(
      'Riwiera Egejska: Bodrum, Marmaris, Kuşadası, Fethiye, Didim i Çeşme – zatoki, mariny i antyczne ruiny.',
      'The Turkish Aegean: Bodrum, Marmaris, Kuşadası, Fethiye, Didim and Çeşme – bays, marinas and ancient ruins.',
      'Die Türkische Ägäis: Bodrum, Marmaris, Kuşadası, Fethiye, Didim und Çeşme – Buchten, Jachthäfen und antike Ruinen.',
    ),
    intro: t(
      'Poszarpane wybrzeże z zatokami, sosnowymi lasami i białymi miasteczkami.',
      'A jagged coast of bays, pine forests and white towns.',
      'Eine zerklüftete Küste mit Buchten, Pinienwäldern und weißen Städtchen.',
    ),
    information: paragraphs(
      [
        'Bodrum słynie z zamku krzyżowców i życia nocnego, Marmaris – z mariny i rejsów, Fethiye – z laguny Ölüdeniz i paralotni. Z Kuşadası blisko do Efezu, a Çeşme ma najchłodniejszą, najczystszą wodę.',
        'Region pasuje parom, żeglarzom i miłośnikom historii; hotele są tu mniejsze niż pod Antalyą, a morze nieco chłodniejsze.',
      ],
      [
        'Bodrum is famous for its Crusader castle and nightlife, Marmaris for its marina and boat trips, Fethiye for the Ölüdeniz lagoon and paragliding. Kuşadası is close to Ephesus, and Çeşme has the coolest, clearest water.',
        'The region suits couples, sailors and history lovers; hotels are smaller than around Antalya and the sea is a little cooler.',
      ],
      [
        'Bodrum ist für seine Kreuzritterburg und sein Nachtleben bekannt, Marmaris für Marina und Bootstouren, Fethiye für die Lagune Ölüdeniz und Gleitschirmflüge. Von Kuşadası ist Ephesos nah, und Çeşme hat das kühlste, klarste Wasser.',
        'Die Region passt zu Paaren, Seglern und Geschichtsfreunden; die Hotels sind kleiner als um Antalya, das Meer etwas kühler.',
      ],
    ),
    hero: HERO.coast,
    practical: { flightMinutes: 180 },
    map: mapOf([
      place(202036, 'Bodrum', 37.035, 27.43),
      place(202037, 'Marmaris', 36.855, 28.274),
      place(202038, 'Kuşadası', 37.857, 27.261),
      place(202039, 'Fethiye', 36.622, 29.116),
      place(202040, 'Didim', 37.375, 27.267),
      place(202041, 'Çeşme', 38.323, 26.303),
    ]),
  },
  {
    id: 201021,
    parentId: GREECE,
    name: t('Kreta', 'Crete', 'Kreta'),
    description: t(
      'Kreta: Heraklion, Chersonissos, Malia, Agios Nikolaos, Rethymno i Chania – plaże, wąwozy i pałac w Knossos.',
      'Crete: Heraklion, Hersonissos, Malia, Agios Nikolaos, Rethymno and Chania – beaches, gorges and the palace of Knossos.',
      'Kreta: Heraklion, Chersonissos, Malia, Agios Nikolaos, Rethymno und Chania – Strände, Schluchten und der Palast von Knossos.',
    ),
    intro: t(
      'Największa grecka wyspa, na której można spędzić kilka wakacji i za każdym razem odkryć coś nowego.',
      'The largest Greek island – you could spend several holidays here and discover something new every time.',
      'Die größte griechische Insel – man kann mehrere Urlaube hier verbringen und jedes Mal Neues entdecken.',
    ),
    information: paragraphs(
      [
        'Północne wybrzeże wokół Heraklionu, Chersonissos i Malii to duże hotele i gwarne kurorty; Agios Nikolaos i Elounda są bardziej eleganckie. Zachodnia Kreta z Rethymnonem i Chanią ma weneckie porty oraz słynne plaże Balos i Elafonisi.',
        'Kreta pasuje każdemu: rodzinom, parom, miłośnikom wędrówek (wąwóz Samaria) i historii (Knossos). Sezon trwa od kwietnia do końca października.',
      ],
      [
        'The north coast around Heraklion, Hersonissos and Malia has large hotels and lively resorts; Agios Nikolaos and Elounda are more upmarket. Western Crete with Rethymno and Chania has Venetian harbours and the famous beaches of Balos and Elafonisi.',
        'Crete suits everyone: families, couples, hikers (the Samaria Gorge) and history lovers (Knossos). The season runs from April to the end of October.',
      ],
      [
        'Die Nordküste um Heraklion, Chersonissos und Malia bietet große Hotels und lebhafte Badeorte; Agios Nikolaos und Elounda sind eleganter. Westkreta mit Rethymno und Chania hat venezianische Häfen und die berühmten Strände Balos und Elafonisi.',
        'Kreta passt zu allen: Familien, Paaren, Wanderern (Samaria-Schlucht) und Geschichtsfreunden (Knossos). Die Saison dauert von April bis Ende Oktober.',
      ],
    ),
    hero: HERO.greek,
    practical: { flightMinutes: 175 },
    map: mapOf([
      place(202061, 'Heraklion', 35.339, 25.144),
      place(202062, 'Chersonissos', 35.316, 25.39),
      place(202063, 'Malia', 35.285, 25.462),
      place(202064, 'Agios Nikolaos', 35.19, 25.716),
      place(202065, 'Rethymno', 35.366, 24.482),
      place(202066, 'Chania', 35.514, 24.018),
    ]),
  },
  {
    id: 201022,
    parentId: GREECE,
    name: t('Rodos', 'Rhodes', 'Rhodos'),
    description: t(
      'Rodos: Faliraki, Lindos, Ixia i Kolymbia – wyspa słońca ze średniowiecznym miastem rycerzy.',
      'Rhodes: Faliraki, Lindos, Ixia and Kolymbia – the island of the sun with a medieval city of the knights.',
      'Rhodos: Faliraki, Lindos, Ixia und Kolymbia – die Sonneninsel mit einer mittelalterlichen Ritterstadt.',
    ),
    intro: t(
      'Ponad 300 słonecznych dni w roku i jedno z najlepiej zachowanych średniowiecznych miast Europy.',
      'More than 300 sunny days a year and one of the best-preserved medieval towns in Europe.',
      'Über 300 Sonnentage im Jahr und eine der besterhaltenen mittelalterlichen Städte Europas.',
    ),
    information: paragraphs(
      [
        'Wschodnie wybrzeże z Faliraki, Kolymbią i Lindos ma spokojne morze i piaszczyste plaże; zachodnie z Ixią jest wietrzne i lubiane przez windsurferów. Stare miasto Rodos z Pałacem Wielkich Mistrzów i akropol w Lindos to obowiązkowe wycieczki.',
        'Rodos pasuje rodzinom i parom; Faliraki jest gwarne, a Lindos i Pefkos – kameralne.',
      ],
      [
        'The east coast with Faliraki, Kolymbia and Lindos has calm water and sandy beaches; the west coast with Ixia is windy and popular with windsurfers. The old town of Rhodes with the Palace of the Grand Master and the acropolis of Lindos are must-see trips.',
        'Rhodes suits families and couples; Faliraki is lively, Lindos and Pefkos are intimate.',
      ],
      [
        'Die Ostküste mit Faliraki, Kolymbia und Lindos hat ruhiges Wasser und Sandstrände; die Westküste mit Ixia ist windig und bei Windsurfern beliebt. Die Altstadt von Rhodos mit dem Großmeisterpalast und die Akropolis von Lindos sind Pflichtausflüge.',
        'Rhodos passt zu Familien und Paaren; Faliraki ist lebhaft, Lindos und Pefkos sind beschaulich.',
      ],
    ),
    hero: HERO.greek,
    map: mapOf([
      place(202067, 'Faliraki', 36.34, 28.205),
      place(202068, 'Lindos', 36.091, 28.088),
      place(202069, 'Ixia', 36.42, 28.21),
      place(202070, 'Kolymbia', 36.25, 28.16),
    ]),
  },
  {
    id: 201023,
    parentId: GREECE,
    name: t('Kos'),
    description: t(
      'Kos: Kardamena, Kefalos, Tigaki i miasto Kos – piaszczyste plaże, rowery i ruiny Asklepiejonu.',
      'Kos: Kardamena, Kefalos, Tigaki and Kos Town – sandy beaches, cycling and the ruins of the Asklepieion.',
      'Kos: Kardamena, Kefalos, Tigaki und Kos-Stadt – Sandstrände, Radfahren und die Ruinen des Asklepieions.',
    ),
    intro: t(
      'Płaska, zielona wyspa Hipokratesa z długimi piaszczystymi plażami.',
      'The flat, green island of Hippocrates with long sandy beaches.',
      'Die flache, grüne Insel des Hippokrates mit langen Sandstränden.',
    ),
    information: paragraphs(
      [
        'Tigaki i Marmari na północy mają płytkie morze idealne dla dzieci, Kefalos na południu – zatokę z widokiem na wysepkę Kastri, a Kardamena – gwar i tawerny. W mieście Kos zobaczysz zamek joannitów i starożytną agorę.',
        'Wyspa pasuje rodzinom i rowerzystom; promem łatwo popłynąć na Nisyros z kraterem wulkanu albo do Bodrum w Turcji.',
      ],
      [
        'Tigaki and Marmari in the north have shallow water ideal for children, Kefalos in the south a bay facing the islet of Kastri, and Kardamena bustle and tavernas. Kos Town has the castle of the Knights of St John and an ancient agora.',
        'The island suits families and cyclists; ferries go to Nisyros with its volcanic crater and to Bodrum in Turkey.',
      ],
      [
        'Tigaki und Marmari im Norden haben flaches Wasser, ideal für Kinder, Kefalos im Süden eine Bucht mit Blick auf die Insel Kastri, Kardamena Trubel und Tavernen. In Kos-Stadt stehen die Johanniterburg und eine antike Agora.',
        'Die Insel passt zu Familien und Radfahrern; Fähren fahren nach Nisyros mit seinem Vulkankrater und nach Bodrum in der Türkei.',
      ],
    ),
    hero: HERO.beach,
    map: mapOf([
      place(202071, 'Kardamena', 36.781, 27.142),
      place(202072, 'Kefalos', 36.745, 26.96),
      place(202073, 'Tigaki', 36.89, 27.2),
      place(202074, 'Kos', 36.893, 27.288),
    ]),
  },
  {
    id: 201024,
    parentId: GREECE,
    name: t('Korfu', 'Corfu', 'Korfu'),
    description: t(
      'Korfu: Sidari, Dassia i Kavos – zielona wyspa Morza Jońskiego z wenecką starówką z listy UNESCO.',
      'Corfu: Sidari, Dassia and Kavos – the green Ionian island with a UNESCO-listed Venetian old town.',
      'Korfu: Sidari, Dassia und Kavos – die grüne Ionische Insel mit einer venezianischen Altstadt des UNESCO-Welterbes.',
    ),
    intro: t(
      'Gaje oliwne, cyprysy i zatoczki z przejrzystą wodą – najbardziej zielona z greckich wysp.',
      'Olive groves, cypresses and clear-water coves – the greenest of the Greek islands.',
      'Olivenhaine, Zypressen und Buchten mit klarem Wasser – die grünste der griechischen Inseln.',
    ),
    information: paragraphs(
      [
        'Sidari na północy słynie z formacji skalnych Canal d’Amour, Dassia i Ipsos – z plaż blisko miasta Korfu, a Kavos na południu – z życia nocnego. Stare miasto Korfu z dwiema fortecami to mieszanka wpływów weneckich, francuskich i brytyjskich.',
        'Korfu pasuje rodzinom i parom; jest zieleńsze, ale też nieco bardziej deszczowe niż wyspy Morza Egejskiego.',
      ],
      [
        'Sidari in the north is famous for the Canal d’Amour rock formations, Dassia and Ipsos for beaches close to Corfu Town, and Kavos in the south for nightlife. Corfu’s old town with its two fortresses mixes Venetian, French and British influences.',
        'Corfu suits families and couples; it is greener but also a little rainier than the Aegean islands.',
      ],
      [
        'Sidari im Norden ist für die Felsformationen des Canal d’Amour bekannt, Dassia und Ipsos für Strände nahe Korfu-Stadt, Kavos im Süden für das Nachtleben. Die Altstadt von Korfu mit zwei Festungen verbindet venezianische, französische und britische Einflüsse.',
        'Korfu passt zu Familien und Paaren; es ist grüner, aber auch etwas regnerischer als die Ägäisinseln.',
      ],
    ),
    hero: HERO.greek,
    practical: { flightMinutes: 135 },
    map: mapOf([
      place(202075, 'Sidari', 39.79, 19.7),
      place(202076, 'Dassia', 39.686, 19.84),
      place(202077, 'Kavos', 39.385, 20.11),
    ]),
  },
  {
    id: 201025,
    parentId: GREECE,
    name: t('Zakynthos'),
    description: t(
      'Zakynthos: Laganas, Kalamaki i Tsilivi – Zatoka Wraku, Błękitne Groty i żółwie karetta.',
      'Zakynthos: Laganas, Kalamaki and Tsilivi – Shipwreck Bay, the Blue Caves and loggerhead turtles.',
      'Zakynthos: Laganas, Kalamaki und Tsilivi – die Schiffswrackbucht, die Blauen Grotten und Unechte Karettschildkröten.',
    ),
    intro: t(
      'Wyspa słynnej Zatoki Wraku, turkusowych grot i żółwi morskich.',
      'The island of the famous Shipwreck Bay, turquoise caves and sea turtles.',
      'Die Insel der berühmten Schiffswrackbucht, türkisfarbener Grotten und Meeresschildkröten.',
    ),
    information: paragraphs(
      [
        'Laganas i Kalamaki leżą nad zatoką, w której żółwie karetta składają jaja – część plaż jest nocą zamknięta. Tsilivi na wschodzie ma spokojne morze i rodzinne hotele, a rejs do Navagio i Błękitnych Grot to najważniejsza wycieczka.',
        'Zakynthos pasuje rodzinom i parom; Laganas przyciąga też młodych, którzy szukają zabawy.',
      ],
      [
        'Laganas and Kalamaki lie on the bay where loggerhead turtles nest – some beaches close at night. Tsilivi in the east has calm water and family hotels, and a boat trip to Navagio and the Blue Caves is the highlight.',
        'Zakynthos suits families and couples; Laganas also draws young party-goers.',
      ],
      [
        'Laganas und Kalamaki liegen an der Bucht, in der Unechte Karettschildkröten nisten – einige Strände sind nachts gesperrt. Tsilivi im Osten hat ruhiges Wasser und Familienhotels, und die Bootsfahrt nach Navagio und zu den Blauen Grotten ist der Höhepunkt.',
        'Zakynthos passt zu Familien und Paaren; Laganas zieht auch junge Feiernde an.',
      ],
    ),
    hero: HERO.beach,
    practical: { flightMinutes: 150 },
    map: mapOf([place(202078, 'Laganas', 37.728, 20.868), place(202079, 'Tsilivi', 37.81, 20.86)]),
  },
  {
    id: 201026,
    parentId: GREECE,
    name: t('Chalkidiki', 'Halkidiki', 'Chalkidiki'),
    description: t(
      'Chalkidiki: półwyspy Kassandra i Sithonia – sosnowe lasy, szerokie plaże i blisko do Salonik.',
      'Halkidiki: the Kassandra and Sithonia peninsulas – pine forests, wide beaches and close to Thessaloniki.',
      'Chalkidiki: die Halbinseln Kassandra und Sithonia – Pinienwälder, breite Strände und nah an Thessaloniki.',
    ),
    intro: t(
      'Trzy palce lądu w Morzu Egejskim: sosny schodzą tu prosto do turkusowej wody.',
      'Three fingers of land in the Aegean, where pine trees run straight down to turquoise water.',
      'Drei Landfinger in der Ägäis, wo Pinien direkt bis ans türkisfarbene Wasser reichen.',
    ),
    information: paragraphs(
      [
        'Kassandra z Kallitheą, Pefkochori i Hanioti to gwarne miejscowości i plaże z błękitną flagą, Sithonia z Nikiti, Neos Marmaras i Sarti – spokojniejsze zatoczki. Na trzecim półwyspie leży święta góra Athos, którą ogląda się ze statku.',
        'Chalkidiki pasuje rodzinom z dziećmi i osobom, które lubią zielone krajobrazy; lot do Salonik jest krótszy niż na wyspy.',
      ],
      [
        'Kassandra with Kallithea, Pefkochori and Hanioti has lively villages and Blue Flag beaches, Sithonia with Nikiti, Neos Marmaras and Sarti quieter coves. The third peninsula is holy Mount Athos, seen from a boat.',
        'Halkidiki suits families with children and lovers of green landscapes; the flight to Thessaloniki is shorter than to the islands.',
      ],
      [
        'Kassandra mit Kallithea, Pefkochori und Hanioti bietet lebhafte Orte und Strände mit Blauer Flagge, Sithonia mit Nikiti, Neos Marmaras und Sarti ruhigere Buchten. Auf der dritten Halbinsel liegt der heilige Berg Athos, den man vom Schiff aus sieht.',
        'Chalkidiki passt zu Familien mit Kindern und Liebhabern grüner Landschaften; der Flug nach Thessaloniki ist kürzer als auf die Inseln.',
      ],
    ),
    hero: HERO.coast,
    practical: { flightMinutes: 120, bestMonths: [6, 7, 8, 9] },
    map: mapOf([place(202080, 'Kassandra', 40.05, 23.43), place(202081, 'Sithonia', 40.05, 23.82)]),
  },
];
