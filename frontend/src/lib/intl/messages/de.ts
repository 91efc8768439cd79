import type { Messages } from './pl.ts';
import { searchFormDe } from './features/search-form.ts';
import { homeContentDe } from './features/home-content.ts';
import { specialOffersDe } from './features/special-offers.ts';
import { newsletterDe } from './features/newsletter.ts';
import { offersListDe } from './features/offers-list.ts';
import { blogDe } from './features/blog.ts';
import { hotelListDe } from './features/hotel-list.ts';
import { groupEnquiryDe } from './features/group-enquiry.ts';
import { destinationsDe } from './features/destinations.ts';

/** German; typed against the Polish catalogue so a missing or extra key does not compile. */
export const de: Messages = {
  'app.brand': 'Wakacje z Niemiec',
  'app.tagline': 'Urlaub bei deutschen Reiseveranstaltern',
  'app.skip_to_content': 'Zum Inhalt springen',
  'app.loading': 'Wird geladen…',
  'nav.label': 'Hauptmenü',
  'nav.home': 'Wakacje z Niemiec – Startseite',
  'nav.holidays': 'Pauschalreisen',
  'nav.hotels': 'Nur Hotel',
  'nav.flights': 'Flüge',
  'locale.label': 'Sprache',
  'locale.pl': 'Polski',
  'locale.en': 'English',
  'locale.de': 'Deutsch',

  'claims.heading': 'Warum bei uns buchen',
  'claims.savings': 'Bis zu 40% sparen beim Urlaub mit deutschen Reiseveranstaltern',
  'claims.offers': 'Mehr als 860 Tausend Angebote',
  'claims.guarantee': 'Garantiesumme 90.000 EUR',
  'claims.operators': '37 Reiseveranstalter',
  'claims.since': 'Seit 2002 am Markt',
  offers_count: '{count, plural, one {# Angebot} other {# Angebote}}',

  'home.title': 'Wakacje z Niemiec – Urlaub bei deutschen Reiseveranstaltern bis zu 40% günstiger',
  'home.description':
    'Urlaub bei deutschen Reiseveranstaltern bis zu 40% günstiger: über 860.000 Angebote von 37 Veranstaltern, seit 2002 am Markt.',
  'regions.heading': 'Empfohlene Reiseziele',
  'regions.loading': 'Empfohlene Reiseziele werden geladen…',
  'regions.price_from': 'ab {price} / Pers.',

  'footer.about': 'Ein polnisches Reisebüro für Urlaub bei deutschen Reiseveranstaltern.',
  'footer.office_hours_label': 'Bürozeiten',
  'footer.office_hours': 'Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr',
  'footer.signed_in': 'Sie sind angemeldet.',
  'footer.staff_area': 'Bereich für Agenten und Büro',

  'error.title': 'Etwas ist schiefgelaufen',
  'error.generic':
    'Entschuldigung, es ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder wählen Sie ein anderes Angebot.',
  'error.reload': 'Seite neu laden',
  'error.go_home': 'Zur Startseite',
  'not_found.title': 'Diese Seite haben wir nicht gefunden',
  'not_found.text':
    'Die Seite wurde vielleicht verschoben oder die Adresse enthält einen Tippfehler. Auf der Startseite warten empfohlene Reiseziele.',

  'admin.area': 'Backoffice',
  'admin.login.title': 'Anmeldung im Backoffice',
  'admin.login.intro': 'Für Agenten und Büromitarbeiter.',
  'admin.login.email': 'E-Mail',
  'admin.login.password': 'Passwort',
  'admin.login.submit': 'Anmelden',
  'admin.login.submitting': 'Anmeldung läuft…',
  'admin.shell.title': 'Backoffice',
  'admin.shell.welcome': 'Willkommen, {name}!',
  'admin.shell.signed_in_as': 'Angemeldet als',
  'admin.shell.modules_soon': 'Hier erscheinen Verträge, Abrechnungen und die weiteren Module des Backoffice.',
  'admin.shell.sign_out': 'Abmelden',
  'admin.shell.signing_out': 'Abmeldung läuft…',
  'admin.user.name': 'Name',
  'admin.user.email': 'E-Mail',
  'admin.user.role': 'Rolle',
  'admin.user.agency': 'Agentur',
  'admin.role.agents': 'Agent',
  'admin.role.office': 'Büromitarbeiter',

  // Features (their own catalogues, one file each)
  ...searchFormDe,
  ...homeContentDe,
  ...specialOffersDe,
  ...newsletterDe,
  ...offersListDe,
  ...blogDe,
  ...hotelListDe,
  ...groupEnquiryDe,
  ...destinationsDe,
};
