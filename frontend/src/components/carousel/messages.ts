/**
 * The carousel's controls (components/carousel).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const carouselPl = {
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
} satisfies Record<string, string>;

type Keys = keyof typeof carouselPl;

export const carouselEn: Record<Keys, string> = {
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
};

export const carouselDe: Record<Keys, string> = {
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
};
