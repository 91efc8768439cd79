import { searchFormPl } from './features/search-form.ts';
import { homeContentPl } from './features/home-content.ts';
import { specialOffersPl } from './features/special-offers.ts';
import { newsletterPl } from './features/newsletter.ts';
import { offersListPl } from './features/offers-list.ts';
import { blogPl } from './features/blog.ts';
import { hotelListPl } from './features/hotel-list.ts';
import { groupEnquiryPl } from './features/group-enquiry.ts';
import { destinationsPl } from './features/destinations.ts';

/**
 * Polish, the default and reference catalogue (spec §1): its keys define every message id.
 * Strings are ICU MessageFormat; exact texts from the spec are copied letter for letter.
 */
export const pl = {
  // Site-wide
  'app.brand': 'Wakacje z Niemiec',
  'app.tagline': 'Wakacje u niemieckich touroperatorów',
  'app.skip_to_content': 'Przejdź do treści',
  'app.loading': 'Wczytywanie…',
  'nav.label': 'Menu główne',
  'nav.home': 'Wakacje z Niemiec – strona główna',
  'nav.holidays': 'Wakacje',
  'nav.hotels': 'Tylko hotele',
  'nav.flights': 'Loty',
  'locale.label': 'Język',
  'locale.pl': 'Polski',
  'locale.en': 'English',
  'locale.de': 'Deutsch',

  // Marketing claims (spec §1)
  'claims.heading': 'Dlaczego warto z nami',
  'claims.savings': 'Oszczędzasz do 40% na wakacjach u niemieckich touroperatorów',
  'claims.offers': 'Ponad 860 tys. ofert',
  'claims.guarantee': 'Suma gwarancyjna 90\u00a0000 EUR',
  'claims.operators': '37 touroperatorów',
  'claims.since': 'Na rynku od 2002 roku',
  offers_count: '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}',

  // Home page
  'home.title': 'Wakacje z Niemiec – wakacje u niemieckich touroperatorów nawet o 40% taniej',
  'home.description':
    'Wakacje u niemieckich touroperatorów taniej nawet o 40%: ponad 860 tys. ofert, 37 touroperatorów, na rynku od 2002 roku.',
  'regions.heading': 'Polecane regiony',
  'regions.loading': 'Wczytywanie polecanych regionów…',
  'regions.price_from': 'od {price} / os.',

  // Footer (office hours: spec §9, decision D11)
  'footer.about': 'Polskie biuro podróży sprzedające wakacje niemieckich touroperatorów.',
  'footer.office_hours_label': 'Godziny pracy biura',
  'footer.office_hours': 'pon.–pt. 9:00–17:00, sobota nieczynne',
  'footer.signed_in': 'Jesteś zalogowany.',
  'footer.staff_area': 'Panel dla agentów i biura',

  // Errors and empty states (spec §8)
  'error.title': 'Coś poszło nie tak',
  'error.generic': 'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.',
  'error.reload': 'Odśwież stronę',
  'error.go_home': 'Wróć na stronę główną',
  'not_found.title': 'Nie znaleźliśmy tej strony',
  'not_found.text':
    'Strona mogła zostać przeniesiona albo adres zawiera literówkę. Zacznij od strony głównej – czekają tam polecane regiony.',

  // Admin area (spec §6)
  'admin.area': 'Panel biura',
  'admin.login.title': 'Logowanie do panelu',
  'admin.login.intro': 'Panel dla agentów i pracowników biura.',
  'admin.login.email': 'E-mail',
  'admin.login.password': 'Hasło',
  'admin.login.submit': 'Zaloguj się',
  'admin.login.submitting': 'Logowanie…',
  'admin.shell.title': 'Panel biura',
  'admin.shell.welcome': 'Witaj, {name}!',
  'admin.shell.signed_in_as': 'Zalogowano jako',
  'admin.shell.modules_soon': 'Tutaj pojawią się umowy, rozliczenia i pozostałe moduły panelu.',
  'admin.shell.sign_out': 'Wyloguj się',
  'admin.shell.signing_out': 'Wylogowywanie…',
  'admin.user.name': 'Imię i nazwisko',
  'admin.user.email': 'E-mail',
  'admin.user.role': 'Rola',
  'admin.user.agency': 'Agencja',
  'admin.role.agents': 'Agent',
  'admin.role.office': 'Pracownik biura',

  // Features (their own catalogues, one file each)
  ...searchFormPl,
  ...homeContentPl,
  ...specialOffersPl,
  ...newsletterPl,
  ...offersListPl,
  ...blogPl,
  ...hotelListPl,
  ...groupEnquiryPl,
  ...destinationsPl,
} satisfies Record<string, string>;

export type MessageId = keyof typeof pl;
export type Messages = Readonly<Record<MessageId, string>>;
