/**
 * The hotel list (/hotele, spec §2).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const hotelListPl = {
  'hotel_list.title': 'Hotele',
  'hotel_list.site': 'Hotele – Wakacje z Niemiec',
  'hotel_list.intro': 'Znajdź hotel po nazwie albo po miejscu – mieście, regionie lub kraju – i zobacz jego oferty.',
  'hotel_list.search_label': 'Nazwa hotelu lub miejsce',
  'hotel_list.search_placeholder': 'np. Sol Palma, Kreta, Antalya',
  'hotel_list.country': 'Kraj',
  'hotel_list.country_any': 'Wszystkie kraje',
  'hotel_list.region': 'Region',
  'hotel_list.region_any': 'Cały kraj',
  'hotel_list.region_choose_country': 'Najpierw wybierz kraj',
  'hotel_list.type': 'Rodzaj oferty',
  'hotel_list.type_any': 'Wszystkie',
  'hotel_list.type_A': 'Wakacje z przelotem',
  'hotel_list.type_S': 'Tylko hotel',
  'hotel_list.clear': 'Wyczyść wyszukiwanie',
  'hotel_list.total':
    '{count, plural, one {{countText} hotel} few {{countText} hotele} many {{countText} hoteli} other {{countText} hotelu}}',
  'hotel_list.loading': 'Wczytywanie hoteli…',
  'hotel_list.updating': 'Aktualizowanie wyników…',
  'hotel_list.empty_title': 'Nie znaleźliśmy takiego hotelu',
  'hotel_list.empty_text':
    'Sprawdź pisownię albo wpisz samą nazwę miejsca, np. miasta lub wyspy. Możesz też wybrać inny kraj.',
  'hotel_list.error': 'Nie udało się wczytać listy hoteli. Odśwież stronę lub spróbuj ponownie za chwilę.',
  'hotel_list.retry': 'Spróbuj ponownie',
  'hotel_list.see_offers': 'Zobacz oferty',
} satisfies Record<string, string>;

type Keys = keyof typeof hotelListPl;

export const hotelListEn: Record<Keys, string> = {
  'hotel_list.title': 'Hotels',
  'hotel_list.site': 'Hotels – Wakacje z Niemiec',
  'hotel_list.intro': 'Find a hotel by its name or by place – city, region or country – and see its offers.',
  'hotel_list.search_label': 'Hotel name or place',
  'hotel_list.search_placeholder': 'e.g. Sol Palma, Crete, Antalya',
  'hotel_list.country': 'Country',
  'hotel_list.country_any': 'All countries',
  'hotel_list.region': 'Region',
  'hotel_list.region_any': 'Whole country',
  'hotel_list.region_choose_country': 'Choose a country first',
  'hotel_list.type': 'Type of offer',
  'hotel_list.type_any': 'All',
  'hotel_list.type_A': 'Holiday with flight',
  'hotel_list.type_S': 'Hotel only',
  'hotel_list.clear': 'Clear the search',
  'hotel_list.total': '{count, plural, one {{countText} hotel} other {{countText} hotels}}',
  'hotel_list.loading': 'Loading hotels…',
  'hotel_list.updating': 'Updating the results…',
  'hotel_list.empty_title': 'We found no such hotel',
  'hotel_list.empty_text':
    'Check the spelling or type just the name of the place, such as a town or an island. You can also choose another country.',
  'hotel_list.error': 'The hotel list could not be loaded. Refresh the page or try again in a moment.',
  'hotel_list.retry': 'Try again',
  'hotel_list.see_offers': 'See the offers',
};

export const hotelListDe: Record<Keys, string> = {
  'hotel_list.title': 'Hotels',
  'hotel_list.site': 'Hotels – Wakacje z Niemiec',
  'hotel_list.intro':
    'Finden Sie ein Hotel nach Namen oder Ort – Stadt, Region oder Land – und sehen Sie sich seine Angebote an.',
  'hotel_list.search_label': 'Hotelname oder Ort',
  'hotel_list.search_placeholder': 'z. B. Sol Palma, Kreta, Antalya',
  'hotel_list.country': 'Land',
  'hotel_list.country_any': 'Alle Länder',
  'hotel_list.region': 'Region',
  'hotel_list.region_any': 'Ganzes Land',
  'hotel_list.region_choose_country': 'Wählen Sie zuerst ein Land',
  'hotel_list.type': 'Angebotsart',
  'hotel_list.type_any': 'Alle',
  'hotel_list.type_A': 'Pauschalreise mit Flug',
  'hotel_list.type_S': 'Nur Hotel',
  'hotel_list.clear': 'Suche zurücksetzen',
  'hotel_list.total': '{count, plural, one {{countText} Hotel} other {{countText} Hotels}}',
  'hotel_list.loading': 'Hotels werden geladen…',
  'hotel_list.updating': 'Ergebnisse werden aktualisiert…',
  'hotel_list.empty_title': 'Wir haben kein solches Hotel gefunden',
  'hotel_list.empty_text':
    'Prüfen Sie die Schreibweise oder geben Sie nur den Ort ein, etwa eine Stadt oder eine Insel. Sie können auch ein anderes Land wählen.',
  'hotel_list.error':
    'Die Hotelliste konnte nicht geladen werden. Laden Sie die Seite neu oder versuchen Sie es gleich noch einmal.',
  'hotel_list.retry': 'Erneut versuchen',
  'hotel_list.see_offers': 'Angebote ansehen',
};
