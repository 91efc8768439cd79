/**
 * The pagination of result lists (components/pagination).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const paginationPl = {
  'offers_list.pagination': 'Strony wyników',
  'offers_list.pagination.previous': 'Poprzednia',
  'offers_list.pagination.next': 'Następna',
  'offers_list.pagination.page': 'Strona {page}',
} satisfies Record<string, string>;

type Keys = keyof typeof paginationPl;

export const paginationEn: Record<Keys, string> = {
  'offers_list.pagination': 'Result pages',
  'offers_list.pagination.previous': 'Previous',
  'offers_list.pagination.next': 'Next',
  'offers_list.pagination.page': 'Page {page}',
};

export const paginationDe: Record<Keys, string> = {
  'offers_list.pagination': 'Ergebnisseiten',
  'offers_list.pagination.previous': 'Zurück',
  'offers_list.pagination.next': 'Weiter',
  'offers_list.pagination.page': 'Seite {page}',
};
