import type { StoredArticle } from '@app/functions/content/blog-table';
import { article, heading, paragraph } from './blog-article-builder.ts';

/** Travel tips (category `porady`). */
export const TIPS_ARTICLES: StoredArticle[] = [
  article({
    slug: 'wylot-z-niemiec-krok-po-kroku',
    category: 'porady',
    published: '2025-09-02',
    cover: '/pictures/home/z-niemiec.svg',
    region_ids: [],
    title: {
      pl: 'Wylot z Niemiec krok po kroku',
      en: 'Flying from Germany, step by step',
      de: 'Abflug ab Deutschland Schritt für Schritt',
    },
    lead: {
      pl: 'Berlin, Drezno czy Lipsk są często bliżej niż Warszawa. Podpowiadamy, jak dojechać na lotnisko, gdzie zaparkować i jak odprawić bagaż.',
      en: 'Berlin, Dresden or Leipzig are often closer than Warsaw. Here is how to get to the airport, where to park and how to check in your luggage.',
      de: 'Berlin, Dresden oder Leipzig liegen oft näher als Warschau. So kommen Sie zum Flughafen, parken günstig und geben Ihr Gepäck auf.',
    },
    blocks: [
      heading({ pl: 'Które lotnisko wybrać', en: 'Which airport to choose', de: 'Welcher Flughafen passt' }),
      paragraph({
        pl: 'Z zachodniej Polski najwygodniej dojechać do Berlina, Drezna i Lipska. Niemieccy touroperatorzy mają stamtąd codzienne loty czarterowe nad Morze Śródziemne i Czerwone, a ceny są zwykle niższe niż przy wylocie z Polski.',
        en: 'From western Poland the easiest airports to reach are Berlin, Dresden and Leipzig. German tour operators fly charters from there every day to the Mediterranean and the Red Sea, usually for less than from Poland.',
        de: 'Aus Westpolen erreicht man Berlin, Dresden und Leipzig am bequemsten. Deutsche Reiseveranstalter fliegen von dort täglich ans Mittelmeer und ans Rote Meer, meist günstiger als ab Polen.',
      }),
      heading({ pl: 'Dojazd i parking', en: 'Getting there and parking', de: 'Anreise und Parken' }),
      paragraph({
        pl: 'Wiele ofert ma w cenie bilet kolejowy „Zug zum Flug” z dowolnej stacji w Niemczech. Jeśli jedziesz samochodem, zarezerwuj parking przy lotnisku przez internet – na miejscu bywa nawet dwa razy drożej.',
        en: 'Many offers include a "Zug zum Flug" rail ticket from any station in Germany. If you drive, book airport parking online – at the gate it can cost twice as much.',
        de: 'Viele Angebote enthalten ein „Zug zum Flug“-Ticket ab jedem deutschen Bahnhof. Wer mit dem Auto kommt, bucht den Parkplatz am besten online – vor Ort kostet er oft das Doppelte.',
      }),
      heading({ pl: 'Odprawa i dokumenty', en: 'Check-in and documents', de: 'Check-in und Dokumente' }),
      paragraph({
        pl: 'Na lotnisku bądź dwie godziny przed wylotem. Dokumenty podróży przyślemy e-mailem po polsku, a w razie pytań nasze biuro jest dostępne od poniedziałku do piątku.',
        en: 'Be at the airport two hours before departure. We e-mail your travel documents in Polish, and our office is there for your questions from Monday to Friday.',
        de: 'Seien Sie zwei Stunden vor Abflug am Flughafen. Die Reiseunterlagen schicken wir Ihnen per E-Mail, und unser Büro ist von Montag bis Freitag für Ihre Fragen da.',
      }),
    ],
  }),
  article({
    slug: 'all-inclusive-czy-warto',
    category: 'porady',
    published: '2025-10-14',
    cover: '/pictures/home/all-inclusive.svg',
    region_ids: [200210, 200230],
    title: {
      pl: 'All inclusive – kiedy się opłaca?',
      en: 'All inclusive – when does it pay off?',
      de: 'All inclusive – wann lohnt es sich?',
    },
    lead: {
      pl: 'W Turcji i Egipcie all inclusive to standard, w Hiszpanii – dodatek. Liczymy, kiedy pełne wyżywienie naprawdę oszczędza pieniądze.',
      en: 'In Turkey and Egypt all inclusive is the norm, in Spain an extra. We work out when full board really saves money.',
      de: 'In der Türkei und in Ägypten ist All inclusive Standard, in Spanien ein Aufpreis. Wir rechnen nach, wann es wirklich spart.',
    },
    blocks: [
      heading({ pl: 'Co obejmuje pakiet', en: 'What the package covers', de: 'Was das Paket umfasst' }),
      paragraph({
        pl: 'Zwykle trzy posiłki w formie bufetu, przekąski, napoje bezalkoholowe i lokalny alkohol. W lepszych hotelach dochodzą kolacje à la carte, lody i kawa z ekspresu przez cały dzień.',
        en: 'Usually three buffet meals, snacks, soft drinks and local alcohol. Better hotels add à la carte dinners, ice cream and espresso all day long.',
        de: 'Meist drei Mahlzeiten vom Buffet, Snacks, alkoholfreie Getränke und lokaler Alkohol. Bessere Hotels bieten zusätzlich À-la-carte-Abende, Eis und Kaffee den ganzen Tag.',
      }),
      heading({ pl: 'Kiedy się opłaca', en: 'When it pays off', de: 'Wann es sich lohnt' }),
      paragraph({
        pl: 'W hotelach z dala od centrum, przy rodzinach z dziećmi i w krajach, gdzie restauracje są drogie, all inclusive zwraca się już po kilku dniach. Jeśli chcesz zwiedzać i jeść w tawernach, wybierz śniadania albo HB.',
        en: 'In hotels away from town, for families with children and where restaurants are expensive, all inclusive pays for itself within days. If you want to explore and eat in tavernas, choose breakfast or half board.',
        de: 'In Hotels abseits des Zentrums, für Familien mit Kindern und in Ländern mit teuren Restaurants rechnet sich All inclusive nach wenigen Tagen. Wer viel unterwegs ist und in Tavernen isst, wählt Frühstück oder Halbpension.',
      }),
    ],
  }),
  article({
    slug: 'last-minute-czy-first-minute',
    category: 'porady',
    published: '2025-11-05',
    cover: '/pictures/home/polecane.svg',
    region_ids: [],
    title: {
      pl: 'Last minute czy first minute?',
      en: 'Last minute or early booking?',
      de: 'Last Minute oder Frühbucher?',
    },
    lead: {
      pl: 'Rezerwacja z wyprzedzeniem daje wybór hoteli i pokoi rodzinnych, last minute – niższą cenę przy elastycznym terminie. Wyjaśniamy, jak zdecydować.',
      en: 'Booking early gives you the choice of hotels and family rooms; last minute gives a lower price if your dates are flexible. Here is how to decide.',
      de: 'Frühbucher haben die Wahl bei Hotels und Familienzimmern, Last Minute bringt niedrigere Preise bei flexiblen Terminen. So entscheiden Sie.',
    },
    blocks: [
      heading({ pl: 'Zalety first minute', en: 'Why book early', de: 'Vorteile der Frühbuchung' }),
      paragraph({
        pl: 'Niemieccy touroperatorzy dają rabaty za rezerwację na 90 dni i więcej przed wylotem. To najlepszy wybór w wakacje szkolne i gdy potrzebujesz pokoju dla pięciu osób.',
        en: 'German tour operators give discounts for booking 90 days or more before departure. It is the best choice for school holidays and when you need a room for five.',
        de: 'Deutsche Reiseveranstalter gewähren Rabatte bei Buchung 90 Tage oder mehr vor Abflug. Ideal für die Schulferien und wenn Sie ein Zimmer für fünf Personen brauchen.',
      }),
      heading({
        pl: 'Kiedy czekać na last minute',
        en: 'When to wait for last minute',
        de: 'Wann sich Last Minute lohnt',
      }),
      paragraph({
        pl: 'Jeśli możesz wylecieć z kilku lotnisk i w dowolny dzień tygodnia, oferty na 14 dni przed wylotem bywają tańsze o jedną trzecią. Ustaw w wyszukiwarce szeroki zakres dat i zapisz się do newslettera.',
        en: 'If you can fly from several airports on any day of the week, offers 14 days before departure can be a third cheaper. Set a wide date range in the search and sign up for the newsletter.',
        de: 'Wer von mehreren Flughäfen an jedem Wochentag fliegen kann, findet 14 Tage vor Abflug oft ein Drittel günstigere Angebote. Wählen Sie in der Suche einen breiten Zeitraum und abonnieren Sie den Newsletter.',
      }),
    ],
  }),
];
