/**
 * Messages of the home-content feature in pl (the reference), en and de. Spread into the catalogues
 * (../pl.ts, ../en.ts, ../de.ts); en and de are typed against pl, so a missing key does not compile.
 * The `carousel.*` texts are the screen-reader texts of the Splide wrapper (`components/carousel`);
 * `%s` is Splide's own placeholder and stays as it is.
 */
export const homeContentPl = {
  'carousel.prev': 'Poprzedni slajd',
  'carousel.next': 'Następny slajd',
  'carousel.first': 'Przejdź do pierwszego slajdu',
  'carousel.last': 'Przejdź do ostatniego slajdu',
  'carousel.slide_x': 'Przejdź do slajdu %s',
  'carousel.page_x': 'Przejdź do strony %s',
  'carousel.play': 'Wznów automatyczne przewijanie',
  'carousel.pause': 'Zatrzymaj automatyczne przewijanie',
  'carousel.carousel': 'karuzela',
  'carousel.select': 'Wybierz slajd',
  'carousel.slide': 'slajd',
  'carousel.slide_label': '%s z %s',

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
  'carousel.prev': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.first': 'Go to first slide',
  'carousel.last': 'Go to last slide',
  'carousel.slide_x': 'Go to slide %s',
  'carousel.page_x': 'Go to page %s',
  'carousel.play': 'Resume automatic scrolling',
  'carousel.pause': 'Pause automatic scrolling',
  'carousel.carousel': 'carousel',
  'carousel.select': 'Select a slide to show',
  'carousel.slide': 'slide',
  'carousel.slide_label': '%s of %s',

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
  'carousel.prev': 'Vorherige Folie',
  'carousel.next': 'Nächste Folie',
  'carousel.first': 'Zur ersten Folie',
  'carousel.last': 'Zur letzten Folie',
  'carousel.slide_x': 'Zu Folie %s',
  'carousel.page_x': 'Zu Seite %s',
  'carousel.play': 'Automatisches Blättern fortsetzen',
  'carousel.pause': 'Automatisches Blättern anhalten',
  'carousel.carousel': 'Karussell',
  'carousel.select': 'Folie auswählen',
  'carousel.slide': 'Folie',
  'carousel.slide_label': '%s von %s',

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
