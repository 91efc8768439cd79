import type { StoredArticle } from '@app/functions/content/blog-table';
import { article, heading, paragraph } from './blog-article-builder.ts';

/** Destination guides (category `kierunki`). */
export const DESTINATION_ARTICLES: StoredArticle[] = [
  article({
    slug: 'riwiera-turecka-przewodnik',
    category: 'kierunki',
    published: '2025-08-20',
    cover: '/pictures/home/turcja.svg',
    region_ids: [200210],
    title: {
      pl: 'Riwiera Turecka: Alanya, Side czy Belek?',
      en: 'Turkish Riviera: Alanya, Side or Belek?',
      de: 'Türkische Riviera: Alanya, Side oder Belek?',
    },
    lead: {
      pl: 'Trzy kurorty, trzy charaktery. Podpowiadamy, gdzie szukać hotelu na imprezowe wakacje, a gdzie na spokojny wypoczynek z golfem.',
      en: 'Three resorts, three characters. Where to look for a hotel for a lively holiday, and where for a quiet one with golf.',
      de: 'Drei Orte, drei Charaktere. Wo Sie ein Hotel für lebhafte Ferien finden und wo für ruhige Tage mit Golf.',
    },
    blocks: [
      heading({ pl: 'Alanya – miasto i plaża', en: 'Alanya – town and beach', de: 'Alanya – Stadt und Strand' }),
      paragraph({
        pl: 'Alanya łączy długą plażę Kleopatry z gwarnym centrum, twierdzą na skale i portem. Hotele są tu tańsze niż w Belek, a do lotniska w Antalyi jedzie się około dwóch godzin.',
        en: 'Alanya combines the long Cleopatra beach with a busy centre, a castle on the rock and a harbour. Hotels are cheaper than in Belek; the transfer from Antalya airport takes about two hours.',
        de: 'Alanya verbindet den langen Kleopatra-Strand mit einem lebhaften Zentrum, der Burg auf dem Felsen und dem Hafen. Hotels sind günstiger als in Belek; der Transfer vom Flughafen Antalya dauert etwa zwei Stunden.',
      }),
      heading({ pl: 'Side – ruiny nad morzem', en: 'Side – ruins by the sea', de: 'Side – Ruinen am Meer' }),
      paragraph({
        pl: 'Stare miasto Side stoi wśród antycznych kolumn, a świątynia Apolla najpiękniej wygląda o zachodzie słońca. Piaszczyste plaże na wschód i zachód od miasta łagodnie opadają do morza.',
        en: 'The old town of Side stands among ancient columns, and the Temple of Apollo is at its best at sunset. The sandy beaches east and west of town slope gently into the sea.',
        de: 'Die Altstadt von Side liegt zwischen antiken Säulen, und der Apollontempel ist bei Sonnenuntergang am schönsten. Die Sandstrände östlich und westlich der Stadt fallen sanft ins Meer ab.',
      }),
      heading({ pl: 'Belek – luksus i golf', en: 'Belek – luxury and golf', de: 'Belek – Luxus und Golf' }),
      paragraph({
        pl: 'Belek to wielkie resorty z aquaparkami i kilkanaście pól golfowych. Najbliżej lotniska, idealny na krótki wyjazd.',
        en: 'Belek means large resorts with water parks and more than a dozen golf courses. It is the closest to the airport, ideal for a short trip.',
        de: 'Belek steht für große Resorts mit Wasserparks und über ein Dutzend Golfplätze. Es liegt am nächsten zum Flughafen – ideal für eine kurze Reise.',
      }),
    ],
  }),
  article({
    slug: 'kreta-poza-sezonem',
    category: 'kierunki',
    published: '2025-10-01',
    cover: '/pictures/home/grecja.svg',
    region_ids: [200217],
    title: {
      pl: 'Kreta poza sezonem',
      en: 'Crete out of season',
      de: 'Kreta in der Nebensaison',
    },
    lead: {
      pl: 'W październiku morze na Krecie wciąż ma ponad 23 °C, a ceny spadają. To najlepszy czas na wąwóz Samaria i wiejskie tawerny.',
      en: 'In October the sea around Crete is still above 23 °C and prices fall. It is the best time for the Samaria Gorge and village tavernas.',
      de: 'Im Oktober hat das Meer um Kreta noch über 23 °C, und die Preise sinken. Die beste Zeit für die Samaria-Schlucht und Dorftavernen.',
    },
    blocks: [
      heading({ pl: 'Pogoda jesienią', en: 'Autumn weather', de: 'Wetter im Herbst' }),
      paragraph({
        pl: 'Do końca października dni są słoneczne, a temperatura powietrza sięga 25 °C. Wieczorem przyda się lekki sweter.',
        en: 'Until the end of October the days are sunny with air temperatures around 25 °C. Bring a light jumper for the evenings.',
        de: 'Bis Ende Oktober sind die Tage sonnig bei etwa 25 °C. Für die Abende lohnt sich ein leichter Pullover.',
      }),
      heading({ pl: 'Co zobaczyć', en: 'What to see', de: 'Sehenswertes' }),
      paragraph({
        pl: 'Pałac w Knossos, weneckie porty Chanii i Rethymno oraz laguna Balos. Wąwóz Samaria jest otwarty zwykle do końca października.',
        en: 'The palace of Knossos, the Venetian harbours of Chania and Rethymno and the Balos lagoon. The Samaria Gorge usually stays open until the end of October.',
        de: 'Der Palast von Knossos, die venezianischen Häfen von Chania und Rethymno und die Balos-Lagune. Die Samaria-Schlucht ist meist bis Ende Oktober geöffnet.',
      }),
    ],
  }),
  article({
    slug: 'dominikana-zima',
    category: 'kierunki',
    published: '2025-11-18',
    cover: '/pictures/home/karaiby.svg',
    region_ids: [200253],
    title: {
      pl: 'Dominikana zimą – Karaiby z Frankfurtu',
      en: 'Dominican Republic in winter – the Caribbean from Frankfurt',
      de: 'Dominikanische Republik im Winter – Karibik ab Frankfurt',
    },
    lead: {
      pl: 'Od grudnia do kwietnia na Dominikanie jest sucho i słonecznie. Bezpośredni lot z Frankfurtu trwa około dziesięciu godzin.',
      en: 'From December to April the Dominican Republic is dry and sunny. A direct flight from Frankfurt takes about ten hours.',
      de: 'Von Dezember bis April ist es in der Dominikanischen Republik trocken und sonnig. Der Direktflug ab Frankfurt dauert etwa zehn Stunden.',
    },
    blocks: [
      heading({
        pl: 'Punta Cana czy Puerto Plata',
        en: 'Punta Cana or Puerto Plata',
        de: 'Punta Cana oder Puerto Plata',
      }),
      paragraph({
        pl: 'Punta Cana to białe plaże i duże resorty all inclusive. Puerto Plata na północy jest bardziej zielona i górzysta, a hotele są tańsze.',
        en: 'Punta Cana means white beaches and large all-inclusive resorts. Puerto Plata in the north is greener and hillier, with cheaper hotels.',
        de: 'Punta Cana steht für weiße Strände und große All-inclusive-Resorts. Puerto Plata im Norden ist grüner, hügeliger und günstiger.',
      }),
      heading({ pl: 'Formalności', en: 'Formalities', de: 'Formalitäten' }),
      paragraph({
        pl: 'Potrzebny jest paszport ważny co najmniej przez czas pobytu i elektroniczny formularz wjazdowy e-Ticket, który wypełnisz przed wylotem.',
        en: 'You need a passport valid for at least the length of your stay and the electronic e-Ticket entry form, filled in before departure.',
        de: 'Sie brauchen einen Reisepass, der mindestens für die Dauer des Aufenthalts gilt, und das elektronische Einreiseformular e-Ticket, das Sie vor Abflug ausfüllen.',
      }),
    ],
  }),
];
