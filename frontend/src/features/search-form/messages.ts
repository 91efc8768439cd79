/**
 * The home page's search form (spec §2, §4): its tabs, buttons and own fields.
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const searchFormPl = {
  'search.heading': 'Szukaj wakacji',
  'search.heading.S': 'Szukaj hotelu',
  'search.heading.C': 'Szukaj lotu',
  'search.tabs': 'Rodzaj wyjazdu',
  'search.tab.A': 'Wakacje',
  'search.tab.S': 'Tylko hotele',
  'search.tab.C': 'Bilety lotnicze',
  'search.tab.GROUP': 'Rezerwacje grupowe',
  'search.more': 'Więcej opcji',
  'search.less': 'Mniej opcji',
  'search.price_max': 'Maksymalna cena za osobę (EUR)',
  'search.submit': 'Szukaj',
  'search.reset': 'Wyczyść filtry',
} satisfies Record<string, string>;

type Keys = keyof typeof searchFormPl;

export const searchFormEn: Record<Keys, string> = {
  'search.heading': 'Find your holiday',
  'search.heading.S': 'Find your hotel',
  'search.heading.C': 'Find your flight',
  'search.tabs': 'Kind of trip',
  'search.tab.A': 'Holiday',
  'search.tab.S': 'Only hotels',
  'search.tab.C': 'Flight tickets',
  'search.tab.GROUP': 'Group reservations',
  'search.more': 'More options',
  'search.less': 'Fewer options',
  'search.price_max': 'Maximum price per person (EUR)',
  'search.submit': 'Search',
  'search.reset': 'Clear filters',
};

export const searchFormDe: Record<Keys, string> = {
  'search.heading': 'Urlaub suchen',
  'search.heading.S': 'Hotel suchen',
  'search.heading.C': 'Flug suchen',
  'search.tabs': 'Reiseart',
  'search.tab.A': 'Pauschalreise',
  'search.tab.S': 'Nur Hotel',
  'search.tab.C': 'Flugtickets',
  'search.tab.GROUP': 'Gruppenreisen',
  'search.more': 'Weitere Optionen',
  'search.less': 'Weniger Optionen',
  'search.price_max': 'Höchstpreis pro Person (EUR)',
  'search.submit': 'Suchen',
  'search.reset': 'Filter zurücksetzen',
};
