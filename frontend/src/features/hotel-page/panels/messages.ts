/**
 * The hotel page's description, facilities and reviews tabs (spec §2, §3). pl is the reference; en
 * and de are typed against it, so a missing key does not compile. The description error is spec
 * §8's text, letter for letter; the spec gives no wording for the original/translation toggle.
 */
export const hotelPanelsPl = {
  'hotel.description.loading': 'Wczytywanie opisu…',
  'hotel.description.error': 'Wystąpił nieoczekiwany błąd opisu. Prosimy odświeżyć stronę.',
  'hotel.description.retry': 'Spróbuj ponownie',
  'hotel.description.empty': 'Ten hotel nie ma jeszcze opisu.',
  'hotel.description.versions': 'Wersja opisu',
  'hotel.description.translation': 'Tłumaczenie',
  'hotel.description.original': 'Oryginał ({language})',
  'hotel.description.machine_translated':
    'Opis przetłumaczony automatycznie. W razie wątpliwości rozstrzyga wersja oryginalna.',
  'hotel.facilities.empty': 'Ten hotel nie podał listy udogodnień.',
  'hotel.reviews.none': 'Ten hotel nie ma jeszcze opinii',
  'hotel.reviews.overall': 'Ocena ogólna',
  'hotel.reviews.out_of': '{score} / 6',
  'hotel.reviews.count': 'na podstawie {count, plural, one {# opinii} few {# opinii} many {# opinii} other {# opinii}}',
  'hotel.reviews.scores': 'Oceny szczegółowe',
  'hotel.reviews.accommodation': 'Zakwaterowanie',
  'hotel.reviews.board': 'Wyżywienie',
  'hotel.reviews.price_quality': 'Stosunek jakości do ceny',
  'hotel.reviews.service': 'Obsługa',
  'hotel.reviews.attractions': 'Atrakcje',
  'hotel.reviews.location': 'Położenie',
} satisfies Record<string, string>;

type Keys = keyof typeof hotelPanelsPl;

export const hotelPanelsEn: Record<Keys, string> = {
  'hotel.description.loading': 'Loading the description…',
  'hotel.description.error': 'An unexpected error occurred while loading the description. Please refresh the page.',
  'hotel.description.retry': 'Try again',
  'hotel.description.empty': 'This hotel has no description yet.',
  'hotel.description.versions': 'Description version',
  'hotel.description.translation': 'Translation',
  'hotel.description.original': 'Original ({language})',
  'hotel.description.machine_translated':
    'This description was translated automatically. If in doubt, the original applies.',
  'hotel.facilities.empty': 'This hotel has not listed any facilities.',
  'hotel.reviews.none': 'This hotel has no reviews yet',
  'hotel.reviews.overall': 'Overall rating',
  'hotel.reviews.out_of': '{score} / 6',
  'hotel.reviews.count': 'based on {count, plural, one {# review} other {# reviews}}',
  'hotel.reviews.scores': 'Detailed ratings',
  'hotel.reviews.accommodation': 'Accommodation',
  'hotel.reviews.board': 'Food and drink',
  'hotel.reviews.price_quality': 'Value for money',
  'hotel.reviews.service': 'Service',
  'hotel.reviews.attractions': 'Activities',
  'hotel.reviews.location': 'Location',
};

export const hotelPanelsDe: Record<Keys, string> = {
  'hotel.description.loading': 'Beschreibung wird geladen…',
  'hotel.description.error':
    'Beim Laden der Beschreibung ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite neu.',
  'hotel.description.retry': 'Erneut versuchen',
  'hotel.description.empty': 'Für dieses Hotel gibt es noch keine Beschreibung.',
  'hotel.description.versions': 'Fassung der Beschreibung',
  'hotel.description.translation': 'Übersetzung',
  'hotel.description.original': 'Original ({language})',
  'hotel.description.machine_translated':
    'Diese Beschreibung wurde maschinell übersetzt. Im Zweifel gilt die Originalfassung.',
  'hotel.facilities.empty': 'Dieses Hotel hat keine Ausstattung angegeben.',
  'hotel.reviews.none': 'Für dieses Hotel gibt es noch keine Bewertungen',
  'hotel.reviews.overall': 'Gesamtbewertung',
  'hotel.reviews.out_of': '{score} / 6',
  'hotel.reviews.count': 'basierend auf {count, plural, one {# Bewertung} other {# Bewertungen}}',
  'hotel.reviews.scores': 'Einzelbewertungen',
  'hotel.reviews.accommodation': 'Unterkunft',
  'hotel.reviews.board': 'Verpflegung',
  'hotel.reviews.price_quality': 'Preis-Leistungs-Verhältnis',
  'hotel.reviews.service': 'Service',
  'hotel.reviews.attractions': 'Aktivitäten',
  'hotel.reviews.location': 'Lage',
};
