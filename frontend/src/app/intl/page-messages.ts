/**
 * The home page's own title and description (app/routes/home.tsx).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const pagesPl = {
  // Home page
  'home.title': 'Wakacje z Niemiec – wakacje u niemieckich touroperatorów nawet o 40% taniej',
  'home.description':
    'Wakacje u niemieckich touroperatorów taniej nawet o 40%: ponad 860 tys. ofert, 37 touroperatorów, na rynku od 2002 roku.',
} satisfies Record<string, string>;

type Keys = keyof typeof pagesPl;

export const pagesEn: Record<Keys, string> = {
  'home.title': 'Wakacje z Niemiec – holidays with German tour operators up to 40% cheaper',
  'home.description':
    'Holidays with German tour operators up to 40% cheaper: over 860,000 offers from 37 tour operators, in business since 2002.',
};

export const pagesDe: Record<Keys, string> = {
  'home.title': 'Wakacje z Niemiec – Urlaub bei deutschen Reiseveranstaltern bis zu 40% günstiger',
  'home.description':
    'Urlaub bei deutschen Reiseveranstaltern bis zu 40% günstiger: über 860.000 Angebote von 37 Veranstaltern, seit 2002 am Markt.',
};
