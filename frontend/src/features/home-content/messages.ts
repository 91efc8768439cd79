/**
 * The home page's headlines, inspiration tiles and categories (spec §2).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const homeContentPl = {
  'headlines.label': 'Najważniejsze oferty',
  'headlines.loading': 'Wczytywanie najważniejszych ofert…',
  'headlines.fallback_heading': 'Wakacje z Niemiec – wakacje u niemieckich touroperatorów',
  'inspiration.heading': 'Szukasz inspiracji?',
  'inspiration.lead': 'Wybierz, jak chcesz wypoczywać – resztę znajdziemy za Ciebie.',
  'inspiration.loading': 'Wczytywanie inspiracji…',
  'categories.heading': 'Wybierz swój styl wakacji',
  'categories.loading': 'Wczytywanie kategorii…',
  'categories.see_offers': 'Zobacz oferty',
} satisfies Record<string, string>;

type Keys = keyof typeof homeContentPl;

export const homeContentEn: Record<Keys, string> = {
  'headlines.label': 'Featured offers',
  'headlines.loading': 'Loading featured offers…',
  'headlines.fallback_heading': 'Wakacje z Niemiec – holidays with German tour operators',
  'inspiration.heading': 'Looking for inspiration?',
  'inspiration.lead': 'Choose how you want to relax – we will find the rest for you.',
  'inspiration.loading': 'Loading ideas…',
  'categories.heading': 'Choose your kind of holiday',
  'categories.loading': 'Loading categories…',
  'categories.see_offers': 'See offers',
};

export const homeContentDe: Record<Keys, string> = {
  'headlines.label': 'Top-Angebote',
  'headlines.loading': 'Top-Angebote werden geladen…',
  'headlines.fallback_heading': 'Wakacje z Niemiec – Urlaub bei deutschen Reiseveranstaltern',
  'inspiration.heading': 'Auf der Suche nach Inspiration?',
  'inspiration.lead': 'Wählen Sie, wie Sie sich erholen möchten – den Rest finden wir für Sie.',
  'inspiration.loading': 'Ideen werden geladen…',
  'categories.heading': 'Wählen Sie Ihre Urlaubsart',
  'categories.loading': 'Kategorien werden geladen…',
  'categories.see_offers': 'Angebote ansehen',
};
