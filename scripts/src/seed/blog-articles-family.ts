import type { StoredArticle } from '@app/functions/content/blog-table';
import { article, heading, paragraph } from './blog-article-builder.ts';

/** Family holidays (category `wakacje-z-dziecmi`). */
export const FAMILY_ARTICLES: StoredArticle[] = [
  article({
    slug: 'majorka-z-dziecmi',
    category: 'wakacje-z-dziecmi',
    published: '2025-07-15',
    cover: '/pictures/home/hiszpania.svg',
    region_ids: [200220],
    title: {
      pl: 'Majorka z dziećmi: płytkie zatoki i aquaparki',
      en: 'Majorca with children: shallow bays and water parks',
      de: 'Mallorca mit Kindern: flache Buchten und Wasserparks',
    },
    lead: {
      pl: 'Alcúdia i Cala Millor to jedne z najlepszych miejsc w Europie na rodzinne wakacje. Lot z Niemiec trwa niewiele ponad dwie godziny.',
      en: 'Alcúdia and Cala Millor are among the best places in Europe for a family holiday. The flight from Germany takes just over two hours.',
      de: 'Alcúdia und Cala Millor gehören zu den besten Familienzielen Europas. Der Flug ab Deutschland dauert gut zwei Stunden.',
    },
    blocks: [
      heading({ pl: 'Gdzie szukać hotelu', en: 'Where to stay', de: 'Wo man wohnt' }),
      paragraph({
        pl: 'Zatoka Alcúdia ma kilometry płytkiej wody i drobnego piasku. Wiele hoteli oferuje miniclub, brodziki i pokoje rodzinne z osobną sypialnią dla dzieci.',
        en: 'The Bay of Alcúdia offers kilometres of shallow water and fine sand. Many hotels have a kids club, paddling pools and family rooms with a separate bedroom for the children.',
        de: 'Die Bucht von Alcúdia bietet kilometerweit flaches Wasser und feinen Sand. Viele Hotels haben einen Kinderclub, Planschbecken und Familienzimmer mit eigenem Kinderschlafzimmer.',
      }),
      heading({ pl: 'Atrakcje', en: 'Things to do', de: 'Ausflüge' }),
      paragraph({
        pl: 'Aquapark Hidropark w Alcúdii, jaskinie Drach z podziemnym jeziorem i przejażdżka zabytkowym pociągiem z Palmy do Sóller.',
        en: 'The Hidropark water park in Alcúdia, the Caves of Drach with their underground lake and the vintage train from Palma to Sóller.',
        de: 'Der Wasserpark Hidropark in Alcúdia, die Drachenhöhlen mit ihrem unterirdischen See und die historische Bahn von Palma nach Sóller.',
      }),
    ],
  }),
  article({
    slug: 'egipt-z-dziecmi-hurghada',
    category: 'wakacje-z-dziecmi',
    published: '2025-09-22',
    cover: '/pictures/home/z-dziecmi.svg',
    region_ids: [200230],
    title: {
      pl: 'Egipt z dziećmi: Hurghada i rafa na wyciągnięcie ręki',
      en: 'Egypt with children: Hurghada and a reef within reach',
      de: 'Ägypten mit Kindern: Hurghada und das Riff vor der Tür',
    },
    lead: {
      pl: 'Ciepłe morze przez cały rok, hotele z aquaparkami i snorkeling z pomostu. Podpowiadamy, na co zwrócić uwagę przy wyborze hotelu.',
      en: 'A warm sea all year, hotels with water parks and snorkelling from the jetty. What to look for when choosing a hotel.',
      de: 'Warmes Meer das ganze Jahr, Hotels mit Wasserparks und Schnorcheln vom Steg. Worauf Sie bei der Hotelwahl achten sollten.',
    },
    blocks: [
      heading({ pl: 'Plaża piaszczysta czy rafa', en: 'Sandy beach or reef', de: 'Sandstrand oder Riff' }),
      paragraph({
        pl: 'Z małymi dziećmi wybierz hotel z piaszczystym wejściem do morza, na przykład w Makadi Bay. Starsze dzieci pokochają rafę koralową – maskę i rurkę warto zabrać z domu.',
        en: 'With small children choose a hotel with a sandy entry into the sea, for example in Makadi Bay. Older children will love the coral reef – bring a mask and snorkel from home.',
        de: 'Mit kleinen Kindern wählen Sie ein Hotel mit sandigem Einstieg ins Meer, etwa in der Makadi Bay. Ältere Kinder lieben das Korallenriff – Maske und Schnorchel am besten mitbringen.',
      }),
      heading({ pl: 'Zdrowie i słońce', en: 'Health and sun', de: 'Gesundheit und Sonne' }),
      paragraph({
        pl: 'Pij wodę tylko butelkowaną, używaj kremu z wysokim filtrem i koszulek UV do kąpieli. Wizę turystyczną kupisz na lotnisku w Hurghadzie.',
        en: 'Drink only bottled water, use high-factor sunscreen and UV swim shirts. You can buy the tourist visa at Hurghada airport.',
        de: 'Trinken Sie nur Wasser aus Flaschen, nutzen Sie Sonnencreme mit hohem Schutz und UV-Badeshirts. Das Touristenvisum gibt es am Flughafen Hurghada.',
      }),
    ],
  }),
  article({
    slug: 'bulgaria-rodzinnie-bez-paszportu',
    category: 'wakacje-z-dziecmi',
    published: '2025-06-30',
    cover: '/pictures/home/bez-paszportu.svg',
    region_ids: [200206],
    title: {
      pl: 'Bułgaria rodzinnie – bez paszportu i bez wydawania fortuny',
      en: 'Bulgaria for families – no passport and no fortune needed',
      de: 'Bulgarien mit der Familie – ohne Reisepass und ohne viel Geld',
    },
    lead: {
      pl: 'Złote Piaski i Słoneczny Brzeg mają szerokie plaże i łagodne zejście do morza. Dzieci do lat 12 często mieszkają za darmo.',
      en: 'Golden Sands and Sunny Beach have wide beaches that slope gently into the sea. Children under 12 often stay free.',
      de: 'Goldstrand und Sonnenstrand haben breite Strände mit sanftem Einstieg. Kinder unter 12 wohnen oft kostenlos.',
    },
    blocks: [
      heading({ pl: 'Dlaczego Bułgaria', en: 'Why Bulgaria', de: 'Warum Bulgarien' }),
      paragraph({
        pl: 'Wystarczy dowód osobisty, lot trwa około dwóch godzin, a ceny na miejscu są jednymi z najniższych w Unii Europejskiej.',
        en: 'An ID card is enough, the flight takes about two hours and prices on site are among the lowest in the European Union.',
        de: 'Ein Personalausweis genügt, der Flug dauert etwa zwei Stunden, und die Preise vor Ort gehören zu den niedrigsten in der EU.',
      }),
      heading({ pl: 'Kiedy jechać', en: 'When to go', de: 'Wann reisen' }),
      paragraph({
        pl: 'Najcieplej jest w lipcu i sierpniu, ale czerwiec i wrzesień są spokojniejsze i tańsze, a morze ma już ponad 21 °C.',
        en: 'July and August are the warmest, but June and September are calmer and cheaper, and the sea is already above 21 °C.',
        de: 'Am wärmsten ist es im Juli und August, doch Juni und September sind ruhiger und günstiger, und das Meer hat schon über 21 °C.',
      }),
    ],
  }),
];
