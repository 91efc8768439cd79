/**
 * The words every page uses: brand, navigation, footer, language names, errors and the not-found page.
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const sitePl = {
  // Site-wide
  'app.brand': 'Wakacje z Niemiec',
  'app.tagline': 'Wakacje u niemieckich touroperatorów',
  'app.skip_to_content': 'Przejdź do treści',
  'app.loading': 'Wczytywanie…',
  'nav.label': 'Menu główne',
  'nav.menu': 'Menu',
  'nav.home': 'Wakacje z Niemiec – strona główna',
  'nav.holidays': 'Wakacje',
  'nav.hotels': 'Tylko hotele',
  'nav.flights': 'Loty',
  'nav.hotel_list': 'Szukaj hotelu',
  'nav.group_enquiry': 'Wyjazdy grupowe',
  'locale.label': 'Język',
  'locale.pl': 'Polski',
  'locale.en': 'English',
  'locale.de': 'Deutsch',

  // The blog and the recommended-region pages in the menu (their pages use them as titles too)
  'blog.title': 'Poradnik podróżnika',
  'region_group.exotic.title': 'Egzotyczne kierunki',
  'region_group.nearby.title': 'Bliskie kierunki',
  'region_group.far.title': 'Dalekie kierunki',

  // Marketing claims (spec §1)
  'claims.heading': 'Dlaczego warto z nami',
  'claims.savings': 'Oszczędzasz do 40% na wakacjach u niemieckich touroperatorów',
  'claims.offers': 'Ponad 860 tys. ofert',
  'claims.guarantee': 'Suma gwarancyjna 90\u00a0000 EUR',
  'claims.operators': '37 touroperatorów',
  'claims.since': 'Na rynku od 2002 roku',
  offers_count: '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}',

  // Footer (office hours: spec §9, decision D11)
  'footer.about': 'Polskie biuro podróży sprzedające wakacje niemieckich touroperatorów.',
  'footer.office_hours_label': 'Godziny pracy biura',
  'footer.office_hours': 'pon.–pt. 9:00–17:00, sobota nieczynne',
  'footer.signed_in': 'Jesteś zalogowany.',
  'footer.staff_area': 'Panel dla agentów i biura',
  'footer.inspiration': 'Inspiracje',

  // Errors and empty states (spec §8)
  'error.title': 'Coś poszło nie tak',
  'error.generic': 'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.',
  'error.reload': 'Odśwież stronę',
  'error.go_home': 'Wróć na stronę główną',
  'not_found.title': 'Nie znaleźliśmy tej strony',
  'not_found.text':
    'Strona mogła zostać przeniesiona albo adres zawiera literówkę. Zacznij od strony głównej – czekają tam polecane regiony.',

  // The admin area, in the header of its every page (spec §6)
  'admin.area': 'Panel biura',
} satisfies Record<string, string>;

type Keys = keyof typeof sitePl;

export const siteEn: Record<Keys, string> = {
  'app.brand': 'Wakacje z Niemiec',
  'app.tagline': 'Holidays with German tour operators',
  'app.skip_to_content': 'Skip to content',
  'app.loading': 'Loading…',
  'nav.label': 'Main menu',
  'nav.menu': 'Menu',
  'nav.home': 'Wakacje z Niemiec – home page',
  'nav.holidays': 'Holidays',
  'nav.hotels': 'Hotels only',
  'nav.flights': 'Flights',
  'nav.hotel_list': 'Find a hotel',
  'nav.group_enquiry': 'Group trips',
  'locale.label': 'Language',
  'locale.pl': 'Polski',
  'locale.en': 'English',
  'locale.de': 'Deutsch',

  // The blog and the recommended-region pages in the menu (their pages use them as titles too)
  'blog.title': 'Travel guide',
  'region_group.exotic.title': 'Exotic destinations',
  'region_group.nearby.title': 'Nearby destinations',
  'region_group.far.title': 'Far destinations',
  'claims.heading': 'Why book with us',
  'claims.savings': 'Save up to 40% on holidays from German tour operators',
  'claims.offers': 'More than 860 thousand offers',
  'claims.guarantee': 'Guarantee sum of 90,000 EUR',
  'claims.operators': '37 tour operators',
  'claims.since': 'On the market since 2002',
  offers_count: '{count, plural, one {# offer} other {# offers}}',
  'footer.about': 'A Polish travel agency selling holidays from German tour operators.',
  'footer.office_hours_label': 'Office hours',
  'footer.office_hours': 'Mon–Fri 9:00–17:00, Saturday closed',
  'footer.signed_in': 'You are signed in.',
  'footer.staff_area': 'Agent and office area',
  'footer.inspiration': 'Inspiration',
  'error.title': 'Something went wrong',
  'error.generic': 'Sorry, an error occurred. Please refresh the page or choose another offer.',
  'error.reload': 'Refresh the page',
  'error.go_home': 'Back to the home page',
  'not_found.title': 'We could not find this page',
  'not_found.text':
    'The page may have moved or the address may contain a typo. Start from the home page – recommended regions are waiting there.',

  // The admin area, in the header of its every page (spec §6)
  'admin.area': 'Back office',
};

export const siteDe: Record<Keys, string> = {
  'app.brand': 'Wakacje z Niemiec',
  'app.tagline': 'Urlaub bei deutschen Reiseveranstaltern',
  'app.skip_to_content': 'Zum Inhalt springen',
  'app.loading': 'Wird geladen…',
  'nav.label': 'Hauptmenü',
  'nav.menu': 'Menü',
  'nav.home': 'Wakacje z Niemiec – Startseite',
  'nav.holidays': 'Pauschalreisen',
  'nav.hotels': 'Nur Hotel',
  'nav.flights': 'Flüge',
  'nav.hotel_list': 'Hotel finden',
  'nav.group_enquiry': 'Gruppenreisen',
  'locale.label': 'Sprache',
  'locale.pl': 'Polski',
  'locale.en': 'English',
  'locale.de': 'Deutsch',

  // The blog and the recommended-region pages in the menu (their pages use them as titles too)
  'blog.title': 'Reiseratgeber',
  'region_group.exotic.title': 'Exotische Reiseziele',
  'region_group.nearby.title': 'Nahe Reiseziele',
  'region_group.far.title': 'Ferne Reiseziele',
  'claims.heading': 'Warum bei uns buchen',
  'claims.savings': 'Bis zu 40% sparen beim Urlaub mit deutschen Reiseveranstaltern',
  'claims.offers': 'Über 860.000 Angebote',
  'claims.guarantee': 'Garantiesumme 90.000 EUR',
  'claims.operators': '37 Reiseveranstalter',
  'claims.since': 'Seit 2002 am Markt',
  offers_count: '{count, plural, one {# Angebot} other {# Angebote}}',
  'footer.about': 'Ein polnisches Reisebüro für Urlaub bei deutschen Reiseveranstaltern.',
  'footer.office_hours_label': 'Bürozeiten',
  'footer.office_hours': 'Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr',
  'footer.signed_in': 'Sie sind angemeldet.',
  'footer.staff_area': 'Bereich für Agenten und Büro',
  'footer.inspiration': 'Inspiration',
  'error.title': 'Etwas ist schiefgelaufen',
  'error.generic':
    'Entschuldigung, es ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder wählen Sie ein anderes Angebot.',
  'error.reload': 'Seite neu laden',
  'error.go_home': 'Zur Startseite',
  'not_found.title': 'Diese Seite haben wir nicht gefunden',
  'not_found.text':
    'Die Seite wurde vielleicht verschoben oder die Adresse enthält einen Tippfehler. Auf der Startseite warten empfohlene Reiseziele.',

  // The admin area, in the header of its every page (spec §6)
  'admin.area': 'Backoffice',
};
