/** A small set of catalogues for the plugin's tests: a plain text, an argument, a plural and a text German lacks. */
export const CATALOGUES = {
  pl: {
    'test.plain': 'Wakacje',
    'test.name': 'Witaj, {name}!',
    'test.count': '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}',
    'test.only_pl': 'Tylko po polsku',
  },
  en: {
    'test.plain': 'Holidays',
    'test.name': 'Hello, {name}!',
    'test.count': '{count, plural, one {# offer} other {# offers}}',
    'test.only_pl': 'Only in Polish',
  },
  de: {
    'test.plain': 'Urlaub',
    'test.name': 'Hallo, {name}!',
    'test.count': '{count, plural, one {# Angebot} other {# Angebote}}',
  },
};
