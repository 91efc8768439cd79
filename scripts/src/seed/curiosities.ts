import type { StoredCuriosity } from '@app/functions/content/blog-table';

type Texts = StoredCuriosity['text'];

/** "Did you know?" facts per destination region id (countries of the offers' reference data). */
const FACTS: Record<number, Texts[]> = {
  // Turcja
  200210: [
    {
      pl: 'Riwiera Turecka ma ponad 300 słonecznych dni w roku – w Alanyi kąpać się w morzu można od maja do listopada.',
      en: 'The Turkish Riviera has more than 300 sunny days a year; in Alanya you can swim in the sea from May to November.',
      de: 'Die Türkische Riviera hat über 300 Sonnentage im Jahr – in Alanya kann man von Mai bis November im Meer baden.',
    },
    {
      pl: 'Starożytny teatr w Aspendos koło Side mieści około 15 tysięcy widzów i do dziś odbywają się w nim koncerty.',
      en: 'The ancient theatre of Aspendos near Side seats about 15,000 people and still hosts concerts today.',
      de: 'Das antike Theater von Aspendos bei Side fasst rund 15.000 Zuschauer und ist bis heute Konzertbühne.',
    },
    {
      pl: 'Formuła all inclusive w Turcji często obejmuje także lokalne napoje alkoholowe, a nawet à la carte w hotelowych restauracjach.',
      en: 'All inclusive in Turkey often includes local alcoholic drinks and even à la carte dinners in the hotel restaurants.',
      de: 'All inclusive umfasst in der Türkei oft auch lokale alkoholische Getränke und sogar À-la-carte-Abende in den Hotelrestaurants.',
    },
  ],
  // Grecja
  200217: [
    {
      pl: 'Grecja ma około 6 tysięcy wysp i wysepek, ale zamieszkanych jest tylko około 200 z nich.',
      en: 'Greece has about 6,000 islands and islets, but only around 200 of them are inhabited.',
      de: 'Griechenland hat rund 6.000 Inseln und Inselchen, bewohnt sind aber nur etwa 200 davon.',
    },
    {
      pl: 'Kreta jest największą grecką wyspą – z zachodu na wschód ma około 260 kilometrów.',
      en: 'Crete is the largest Greek island, about 260 kilometres from west to east.',
      de: 'Kreta ist die größte griechische Insel – von West nach Ost misst sie etwa 260 Kilometer.',
    },
    {
      pl: 'Na Rodos, w Lindos, do akropolu na szczycie wzgórza wciąż można wjechać na osiołku.',
      en: 'In Lindos on Rhodes you can still ride a donkey up to the acropolis on top of the hill.',
      de: 'In Lindos auf Rhodos kann man noch immer auf einem Esel zur Akropolis auf dem Hügel reiten.',
    },
  ],
  // Hiszpania
  200220: [
    {
      pl: 'Na Wyspach Kanaryjskich temperatura rzadko spada poniżej 18 °C, dlatego są celem wakacji przez cały rok.',
      en: 'On the Canary Islands the temperature rarely drops below 18 °C, which makes them a year-round destination.',
      de: 'Auf den Kanarischen Inseln fällt die Temperatur selten unter 18 °C – ein Ziel für das ganze Jahr.',
    },
    {
      pl: 'Teide na Teneryfie ma 3718 m i jest najwyższym szczytem Hiszpanii.',
      en: 'Mount Teide on Tenerife is 3,718 m high, the highest peak in Spain.',
      de: 'Der Teide auf Teneriffa ist 3.718 m hoch und damit Spaniens höchster Berg.',
    },
    {
      pl: 'Majorka ma ponad 260 plaż i zatoczek – od szerokich piaszczystych plaż po skaliste cala.',
      en: 'Majorca has more than 260 beaches and coves, from wide sandy beaches to rocky calas.',
      de: 'Mallorca hat über 260 Strände und Buchten – von breiten Sandstränden bis zu felsigen Calas.',
    },
  ],
  // Egipt
  200230: [
    {
      pl: 'Rafa koralowa Morza Czerwonego należy do najbogatszych na świecie – żyje tu ponad tysiąc gatunków ryb.',
      en: 'The Red Sea coral reef is one of the richest in the world, home to more than a thousand species of fish.',
      de: 'Das Korallenriff des Roten Meeres gehört zu den artenreichsten der Welt – hier leben über tausend Fischarten.',
    },
    {
      pl: 'Z Hurghady do Luksoru jedzie się około czterech godzin – całodniowa wycieczka do Doliny Królów jest w zasięgu ręki.',
      en: 'Luxor is about four hours by road from Hurghada, so a day trip to the Valley of the Kings is within easy reach.',
      de: 'Von Hurghada nach Luxor sind es rund vier Stunden – ein Tagesausflug ins Tal der Könige ist gut machbar.',
    },
    {
      pl: 'Zimą woda w Morzu Czerwonym ma około 22 °C, a więc więcej niż Bałtyk w najcieplejsze lato.',
      en: 'In winter the Red Sea is about 22 °C, warmer than the Baltic in its warmest summer.',
      de: 'Im Winter hat das Rote Meer etwa 22 °C – wärmer als die Ostsee im wärmsten Sommer.',
    },
  ],
  // Bułgaria
  200206: [
    {
      pl: 'Do Bułgarii obywatel Polski lub Niemiec może polecieć z samym dowodem osobistym.',
      en: 'Polish and German citizens can fly to Bulgaria with just their national ID card.',
      de: 'Polnische und deutsche Staatsbürger können mit dem Personalausweis nach Bulgarien fliegen.',
    },
    {
      pl: 'Plaże Słonecznego Brzegu ciągną się przez około 8 kilometrów i łagodnie opadają do morza.',
      en: 'The beaches of Sunny Beach stretch for about 8 kilometres and slope gently into the sea.',
      de: 'Die Strände des Sonnenstrands ziehen sich über etwa 8 Kilometer und fallen sanft ins Meer ab.',
    },
    {
      pl: 'W Bułgarii kiwnięcie głową oznacza „nie”, a kręcenie nią na boki – „tak”.',
      en: 'In Bulgaria a nod means "no" and shaking your head means "yes".',
      de: 'In Bulgarien bedeutet Nicken „nein“ und Kopfschütteln „ja“.',
    },
  ],
  // Dominikana
  200253: [
    {
      pl: 'Santo Domingo to najstarsze europejskie miasto w obu Amerykach – założone w 1496 roku.',
      en: 'Santo Domingo, founded in 1496, is the oldest European city in the Americas.',
      de: 'Santo Domingo, gegründet 1496, ist die älteste europäische Stadt Amerikas.',
    },
    {
      pl: 'Od stycznia do marca w zatoce Samaná można oglądać humbaki, które przypływają tu na gody.',
      en: 'From January to March humpback whales come to Samaná Bay to mate and calve.',
      de: 'Von Januar bis März kommen Buckelwale zur Paarung in die Bucht von Samaná.',
    },
    {
      pl: 'Plaża Bávaro w Punta Canie ma drobny, biały piasek z rozkruszonych koralowców, który nie nagrzewa się mocno.',
      en: 'Bávaro beach in Punta Cana has fine white sand of crushed coral that stays cool underfoot.',
      de: 'Der Strand von Bávaro in Punta Cana hat feinen weißen Korallensand, der sich kaum aufheizt.',
    },
  ],
  // Chorwacja
  200200: [
    {
      pl: 'Chorwacja ma ponad tysiąc wysp, a jej wybrzeże z wyspami liczy niemal 6 tysięcy kilometrów.',
      en: 'Croatia has more than a thousand islands; its coastline including the islands is almost 6,000 kilometres long.',
      de: 'Kroatien hat über tausend Inseln; mit ihnen ist seine Küste fast 6.000 Kilometer lang.',
    },
    {
      pl: 'Krawat wywodzi się od chust chorwackich żołnierzy z XVII wieku – stąd francuskie słowo „cravate”.',
      en: 'The necktie goes back to the scarves of 17th-century Croatian soldiers, hence the French word "cravate".',
      de: 'Die Krawatte geht auf die Halstücher kroatischer Soldaten des 17. Jahrhunderts zurück – daher das französische „cravate“.',
    },
  ],
  // Cypr
  200240: [
    {
      pl: 'Według mitu Afrodyta wyłoniła się z morskiej piany u wybrzeży Cypru, przy skale Petra tou Romiou.',
      en: 'Legend says Aphrodite rose from the sea foam off the coast of Cyprus, at the rock of Petra tou Romiou.',
      de: 'Der Sage nach entstieg Aphrodite an der Küste Zyperns beim Felsen Petra tou Romiou dem Meeresschaum.',
    },
    {
      pl: 'Na Cyprze obowiązuje ruch lewostronny – pamiątka po czasach brytyjskich.',
      en: 'Cyprus drives on the left, a legacy of British rule.',
      de: 'Auf Zypern herrscht Linksverkehr – ein Erbe der britischen Zeit.',
    },
  ],
};

export const CURIOSITIES: StoredCuriosity[] = Object.entries(FACTS).flatMap(([regionId, texts]) =>
  texts.map((text, index) => ({ entity: 'Curiosity', region_id: Number(regionId), position: index + 1, text })),
);
