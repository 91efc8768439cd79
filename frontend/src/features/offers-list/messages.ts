/**
 * The offers list and its listing pages (spec §2): titles, filters, results, no offers.
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const offersListPl = {
  // The price keeps "/ os." on its line (no-break spaces); only "od" may wrap above it.
  'offers_list.site': '{title} – Wakacje z Niemiec',
  'offers_list.title.offers': 'Oferty',
  'offers_list.intro.offers':
    'Wakacje, hotele i loty od 37 touroperatorów w jednym miejscu. Zawęź wyniki filtrami – liczba przy każdej opcji mówi, ile hoteli znajdziesz.',
  'offers_list.title.A': 'Wakacje',
  'offers_list.intro.A':
    'Wakacje z przelotem i hotelem u niemieckich touroperatorów, często nawet o 40% taniej. Pokazujemy najtańszą ofertę każdego hotelu.',
  'offers_list.title.S': 'Tylko hotele',
  'offers_list.intro.S':
    'Sam pobyt w hotelu, bez przelotu – gdy dojeżdżasz samodzielnie. Ceny za osobę za cały pobyt, najtańsza oferta każdego hotelu.',
  'offers_list.title.C1': 'Loty w jedną stronę',
  'offers_list.intro.C1':
    'Bilety w jedną stronę z lotnisk w Polsce i w Niemczech do ciepłych krajów. Pokazujemy najtańszy lot do każdego lotniska docelowego.',
  'offers_list.title.C2': 'Loty w dwie strony',
  'offers_list.intro.C2':
    'Przeloty tam i z powrotem w cenach touroperatorów. Pokazujemy najtańszy lot do każdego lotniska docelowego.',
  'offers_list.totals':
    '{hotels, plural, one {{hotelsText} hotel} few {{hotelsText} hotele} many {{hotelsText} hoteli} other {{hotelsText} hotelu}}, {offers, plural, one {{offersText} oferta} few {{offersText} oferty} many {{offersText} ofert} other {{offersText} oferty}}',
  'offers_list.totals.flights':
    '{hotels, plural, one {{hotelsText} kierunek} few {{hotelsText} kierunki} many {{hotelsText} kierunków} other {{hotelsText} kierunku}}, {offers, plural, one {{offersText} oferta} few {{offersText} oferty} many {{offersText} ofert} other {{offersText} oferty}}',
  'offers_list.rate_note': 'Ceny za osobę w złotych, przeliczone z euro po kursie touroperatora: 1 € = {rate} zł.',
  'offers_list.loading': 'Wczytywanie ofert…',
  'offers_list.updating': 'Aktualizowanie wyników…',
  'offers_list.sort': 'Sortuj',
  'offers_list.sort.price': 'Cena: od najniższej',
  'offers_list.sort.rating': 'Ocena gości: od najwyższej',
  'offers_list.sort.stars': 'Standard hotelu: od najwyższego',
  'offers_list.filters': 'Filtry',
  'offers_list.filters.open': 'Filtry',
  'offers_list.filters.active':
    '{count, plural, one {# aktywny} few {# aktywne} many {# aktywnych} other {# aktywnego}}',
  'offers_list.filters.close': 'Zamknij filtry',
  'offers_list.filters.show':
    '{count, plural, one {Pokaż {countText} hotel} few {Pokaż {countText} hotele} many {Pokaż {countText} hoteli} other {Pokaż {countText} hotelu}}',
  'offers_list.filters.show_flights':
    '{count, plural, one {Pokaż {countText} kierunek} few {Pokaż {countText} kierunki} many {Pokaż {countText} kierunków} other {Pokaż {countText} kierunku}}',
  'offers_list.filters.clear': 'Wyczyść filtry',
  'offers_list.quick': 'Szybkie filtry',
  'offers_list.quick.last_minute': 'Last minute',
  'offers_list.quick.last_minute.hint': 'wyjazd w ciągu 14 dni',
  'offers_list.quick.first_minute': 'First minute',
  'offers_list.quick.first_minute.hint': 'wyjazd za 90 dni lub później',
  'offers_list.quick.all_inclusive': 'All inclusive',
  'offers_list.quick.all_inclusive.hint': 'wszystkie posiłki i napoje w cenie',
  'offers_list.type': 'Rodzaj oferty',
  'offers_list.type.A': 'Wakacje',
  'offers_list.type.S': 'Tylko hotele',
  'offers_list.type.C1': 'Loty w jedną stronę',
  'offers_list.type.C2': 'Loty w dwie strony',
  'offers_list.price': 'Cena maks. za osobę',
  'offers_list.price.any': 'Dowolna',
  'offers_list.price.up_to': 'do {price}',
  'offers_list.price.other': 'Inna kwota (€)',
  'offers_list.error.title': 'Nie udało się wczytać ofert',
  'offers_list.error.text': 'Przepraszamy, wystąpił błąd podczas wczytywania ofert. Prosimy odświeżyć stronę.',
  'offers_list.error.retry': 'Spróbuj ponownie',
  'offers_list.empty.title': 'Nie znaleźliśmy ofert dla wybranych filtrów',
  'offers_list.empty.text':
    'Spróbuj zmienić filtry: usuń część z nich, wybierz inny termin albo inny kierunek. Możesz też zajrzeć do popularnych kierunków.',
  'offers_list.empty.popular': 'Popularne kierunki',
  'offers_list.destination.dominikana': 'Dominikana',
  'offers_list.destination.turcja': 'Turcja',
  'offers_list.destination.grecja': 'Grecja',
  'offers_list.destination.hiszpania': 'Hiszpania',
  'offers_list.destination.kuba': 'Kuba',
  'offers_list.page_empty': 'Na tej stronie nie ma już ofert.',
  'offers_list.page_first': 'Wróć do pierwszej strony',
  'offers_list.contact.title': 'Nie znalazłeś nic dla siebie? Napisz do nas',
  'offers_list.contact.intro':
    'Nasi konsultanci poszukają oferty dla Ciebie i odpowiedzą e-mailem. Telefon podaj, jeśli wolisz rozmowę.',
  'offers_list.contact.full_name': 'Imię i nazwisko',
  'offers_list.contact.email': 'E-mail',
  'offers_list.contact.phone': 'Telefon (opcjonalnie)',
  'offers_list.contact.message': 'Wiadomość',
  'offers_list.contact.consent':
    'Zgadzam się na przetwarzanie moich danych osobowych w celu odpowiedzi na tę wiadomość.',
  'offers_list.contact.submit': 'Wyślij wiadomość',
  'offers_list.contact.submitting': 'Wysyłanie…',
  'offers_list.contact.success': 'Dziękujemy, wiadomość została wysłana. Numer zgłoszenia: {reference}.',
  'offers_list.contact.search': 'Wyszukiwanie klienta: {url}',
} satisfies Record<string, string>;

type Keys = keyof typeof offersListPl;

export const offersListEn: Record<Keys, string> = {
  'offers_list.site': '{title} – Wakacje z Niemiec',
  'offers_list.title.offers': 'Offers',
  'offers_list.intro.offers':
    'Holidays, hotels and flights from 37 tour operators in one place. Narrow the results with the filters – the number next to each option tells you how many hotels you will find.',
  'offers_list.title.A': 'Holidays',
  'offers_list.intro.A':
    'Package holidays with flights and hotel from German tour operators, often up to 40% cheaper. We show the cheapest offer of every hotel.',
  'offers_list.title.S': 'Hotels only',
  'offers_list.intro.S':
    'A hotel stay without flights – for when you travel on your own. Prices per person for the whole stay, the cheapest offer of every hotel.',
  'offers_list.title.C1': 'One-way flights',
  'offers_list.intro.C1':
    'One-way tickets from airports in Poland and Germany to warm countries. We show the cheapest flight to every destination airport.',
  'offers_list.title.C2': 'Return flights',
  'offers_list.intro.C2':
    'Return flights at tour-operator prices. We show the cheapest flight to every destination airport.',
  'offers_list.totals':
    '{hotels, plural, one {{hotelsText} hotel} other {{hotelsText} hotels}}, {offers, plural, one {{offersText} offer} other {{offersText} offers}}',
  'offers_list.totals.flights':
    '{hotels, plural, one {{hotelsText} destination} other {{hotelsText} destinations}}, {offers, plural, one {{offersText} offer} other {{offersText} offers}}',
  'offers_list.rate_note':
    "Prices per person in Polish zloty, converted from euro at the tour operator's rate: €1 = PLN {rate}.",
  'offers_list.loading': 'Loading offers…',
  'offers_list.updating': 'Updating the results…',
  'offers_list.sort': 'Sort by',
  'offers_list.sort.price': 'Price: lowest first',
  'offers_list.sort.rating': 'Guest rating: highest first',
  'offers_list.sort.stars': 'Hotel standard: highest first',
  'offers_list.filters': 'Filters',
  'offers_list.filters.open': 'Filters',
  'offers_list.filters.active': '{count} active',
  'offers_list.filters.close': 'Close filters',
  'offers_list.filters.show': '{count, plural, one {Show {countText} hotel} other {Show {countText} hotels}}',
  'offers_list.filters.show_flights':
    '{count, plural, one {Show {countText} destination} other {Show {countText} destinations}}',
  'offers_list.filters.clear': 'Clear filters',
  'offers_list.quick': 'Quick filters',
  'offers_list.quick.last_minute': 'Last minute',
  'offers_list.quick.last_minute.hint': 'departure within 14 days',
  'offers_list.quick.first_minute': 'First minute',
  'offers_list.quick.first_minute.hint': 'departure in 90 days or later',
  'offers_list.quick.all_inclusive': 'All inclusive',
  'offers_list.quick.all_inclusive.hint': 'all meals and drinks included',
  'offers_list.type': 'Kind of offer',
  'offers_list.type.A': 'Holidays',
  'offers_list.type.S': 'Hotels only',
  'offers_list.type.C1': 'One-way flights',
  'offers_list.type.C2': 'Return flights',
  'offers_list.price': 'Max. price per person',
  'offers_list.price.any': 'Any',
  'offers_list.price.up_to': 'up to {price}',
  'offers_list.price.other': 'Other amount (€)',
  'offers_list.error.title': 'The offers could not be loaded',
  'offers_list.error.text': 'Sorry, an error occurred while loading the offers. Please refresh the page.',
  'offers_list.error.retry': 'Try again',
  'offers_list.empty.title': 'We found no offers for the chosen filters',
  'offers_list.empty.text':
    'Try changing the filters: remove some of them, choose other dates or another destination. Or have a look at the popular destinations.',
  'offers_list.empty.popular': 'Popular destinations',
  'offers_list.destination.dominikana': 'Dominican Republic',
  'offers_list.destination.turcja': 'Turkey',
  'offers_list.destination.grecja': 'Greece',
  'offers_list.destination.hiszpania': 'Spain',
  'offers_list.destination.kuba': 'Cuba',
  'offers_list.page_empty': 'There are no more offers on this page.',
  'offers_list.page_first': 'Back to the first page',
  'offers_list.contact.title': 'Nothing for you? Write to us',
  'offers_list.contact.intro':
    'Our consultants will look for an offer for you and answer by e-mail. Leave your phone number if you prefer a call.',
  'offers_list.contact.full_name': 'Full name',
  'offers_list.contact.email': 'E-mail',
  'offers_list.contact.phone': 'Phone (optional)',
  'offers_list.contact.message': 'Message',
  'offers_list.contact.consent': 'I agree to the processing of my personal data to answer this message.',
  'offers_list.contact.submit': 'Send the message',
  'offers_list.contact.submitting': 'Sending…',
  'offers_list.contact.success': 'Thank you, your message has been sent. Reference number: {reference}.',
  'offers_list.contact.search': "The client's search: {url}",
};

export const offersListDe: Record<Keys, string> = {
  'offers_list.site': '{title} – Wakacje z Niemiec',
  'offers_list.title.offers': 'Angebote',
  'offers_list.intro.offers':
    'Pauschalreisen, Hotels und Flüge von 37 Reiseveranstaltern an einem Ort. Grenzen Sie die Ergebnisse mit den Filtern ein – die Zahl neben jeder Option zeigt, wie viele Hotels Sie finden.',
  'offers_list.title.A': 'Pauschalreisen',
  'offers_list.intro.A':
    'Pauschalreisen mit Flug und Hotel von deutschen Reiseveranstaltern, oft bis zu 40% günstiger. Wir zeigen das günstigste Angebot jedes Hotels.',
  'offers_list.title.S': 'Nur Hotel',
  'offers_list.intro.S':
    'Ein Hotelaufenthalt ohne Flug – wenn Sie selbst anreisen. Preise pro Person für den ganzen Aufenthalt, das günstigste Angebot jedes Hotels.',
  'offers_list.title.C1': 'Nur-Hinflüge',
  'offers_list.intro.C1':
    'Einfache Flüge von Flughäfen in Polen und Deutschland in warme Länder. Wir zeigen den günstigsten Flug zu jedem Zielflughafen.',
  'offers_list.title.C2': 'Hin- und Rückflüge',
  'offers_list.intro.C2':
    'Hin- und Rückflüge zu Veranstalterpreisen. Wir zeigen den günstigsten Flug zu jedem Zielflughafen.',
  'offers_list.totals':
    '{hotels, plural, one {{hotelsText} Hotel} other {{hotelsText} Hotels}}, {offers, plural, one {{offersText} Angebot} other {{offersText} Angebote}}',
  'offers_list.totals.flights':
    '{hotels, plural, one {{hotelsText} Reiseziel} other {{hotelsText} Reiseziele}}, {offers, plural, one {{offersText} Angebot} other {{offersText} Angebote}}',
  'offers_list.rate_note':
    'Preise pro Person in Złoty, umgerechnet aus Euro zum Kurs des Reiseveranstalters: 1 € = {rate} zł.',
  'offers_list.loading': 'Angebote werden geladen…',
  'offers_list.updating': 'Ergebnisse werden aktualisiert…',
  'offers_list.sort': 'Sortieren',
  'offers_list.sort.price': 'Preis: niedrigster zuerst',
  'offers_list.sort.rating': 'Gästebewertung: beste zuerst',
  'offers_list.sort.stars': 'Hotelkategorie: höchste zuerst',
  'offers_list.filters': 'Filter',
  'offers_list.filters.open': 'Filter',
  'offers_list.filters.active': '{count} aktiv',
  'offers_list.filters.close': 'Filter schließen',
  'offers_list.filters.show': '{count, plural, one {{countText} Hotel anzeigen} other {{countText} Hotels anzeigen}}',
  'offers_list.filters.show_flights':
    '{count, plural, one {{countText} Reiseziel anzeigen} other {{countText} Reiseziele anzeigen}}',
  'offers_list.filters.clear': 'Filter zurücksetzen',
  'offers_list.quick': 'Schnellfilter',
  'offers_list.quick.last_minute': 'Last Minute',
  'offers_list.quick.last_minute.hint': 'Abreise innerhalb von 14 Tagen',
  'offers_list.quick.first_minute': 'Frühbucher',
  'offers_list.quick.first_minute.hint': 'Abreise in 90 Tagen oder später',
  'offers_list.quick.all_inclusive': 'All Inclusive',
  'offers_list.quick.all_inclusive.hint': 'alle Mahlzeiten und Getränke inklusive',
  'offers_list.type': 'Angebotsart',
  'offers_list.type.A': 'Pauschalreisen',
  'offers_list.type.S': 'Nur Hotel',
  'offers_list.type.C1': 'Nur-Hinflüge',
  'offers_list.type.C2': 'Hin- und Rückflüge',
  'offers_list.price': 'Höchstpreis pro Person',
  'offers_list.price.any': 'Beliebig',
  'offers_list.price.up_to': 'bis {price}',
  'offers_list.price.other': 'Anderer Betrag (€)',
  'offers_list.error.title': 'Die Angebote konnten nicht geladen werden',
  'offers_list.error.text':
    'Entschuldigung, beim Laden der Angebote ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu.',
  'offers_list.error.retry': 'Erneut versuchen',
  'offers_list.empty.title': 'Für die gewählten Filter haben wir keine Angebote gefunden',
  'offers_list.empty.text':
    'Ändern Sie die Filter: Entfernen Sie einige, wählen Sie einen anderen Zeitraum oder ein anderes Reiseziel. Oder sehen Sie sich die beliebten Reiseziele an.',
  'offers_list.empty.popular': 'Beliebte Reiseziele',
  'offers_list.destination.dominikana': 'Dominikanische Republik',
  'offers_list.destination.turcja': 'Türkei',
  'offers_list.destination.grecja': 'Griechenland',
  'offers_list.destination.hiszpania': 'Spanien',
  'offers_list.destination.kuba': 'Kuba',
  'offers_list.page_empty': 'Auf dieser Seite gibt es keine Angebote mehr.',
  'offers_list.page_first': 'Zurück zur ersten Seite',
  'offers_list.contact.title': 'Nichts Passendes dabei? Schreiben Sie uns',
  'offers_list.contact.intro':
    'Unsere Berater suchen ein Angebot für Sie und antworten per E-Mail. Geben Sie Ihre Telefonnummer an, wenn Sie einen Anruf bevorzugen.',
  'offers_list.contact.full_name': 'Vor- und Nachname',
  'offers_list.contact.email': 'E-Mail',
  'offers_list.contact.phone': 'Telefon (optional)',
  'offers_list.contact.message': 'Nachricht',
  'offers_list.contact.consent':
    'Ich stimme der Verarbeitung meiner personenbezogenen Daten zur Beantwortung dieser Nachricht zu.',
  'offers_list.contact.submit': 'Nachricht senden',
  'offers_list.contact.submitting': 'Wird gesendet…',
  'offers_list.contact.success': 'Vielen Dank, Ihre Nachricht wurde gesendet. Vorgangsnummer: {reference}.',
  'offers_list.contact.search': 'Suche des Kunden: {url}',
};
