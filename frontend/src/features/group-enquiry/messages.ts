/**
 * The group enquiry (spec §2, decision D5).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const groupEnquiryPl = {
  'group_enquiry.title': 'Rezerwacja grupowa',
  'group_enquiry.site': 'Rezerwacja grupowa – Wakacje z Niemiec',
  'group_enquiry.intro':
    'Wyjazd klubu, szkoły, firmy albo grupy przyjaciół? Opisz, czego szukacie – przygotujemy ofertę dla całej grupy.',
  'group_enquiry.destination': 'Cel wyjazdu',
  'group_enquiry.destination_hint': 'Kraj, region lub miejscowość, np. Majorka',
  'group_enquiry.date_from': 'Data wyjazdu',
  'group_enquiry.date_to': 'Data powrotu',
  'group_enquiry.price_max': 'Maks. cena za osobę w EUR',
  'group_enquiry.participants': 'Liczba uczestników',
  'group_enquiry.transport': 'Rodzaj transportu',
  'group_enquiry.transport.bus': 'Autokar',
  'group_enquiry.transport.flight': 'Samolot',
  'group_enquiry.transport.own': 'Dojazd własny',
  'group_enquiry.departure_place': 'Miejsce wyjazdu',
  'group_enquiry.comment': 'Uwagi',
  'group_enquiry.email': 'E-mail',
  'group_enquiry.club': 'Klub / organizacja',
  'group_enquiry.optional': '(opcjonalnie)',
  'group_enquiry.consent':
    'Zgadzam się na przetwarzanie moich danych w celu przygotowania oferty dla grupy i odpowiedzi na zapytanie.',
  'group_enquiry.submit': 'Wyślij zapytanie',
  'group_enquiry.submitting': 'Wysyłanie…',
  'group_enquiry.success_title': 'Zapytanie wysłane',
  'group_enquiry.success': 'Dziękujemy za zapytanie o wyjazd grupowy. Odpowiemy w ciągu 48 godzin.',
  'group_enquiry.reference': 'Numer zgłoszenia: {reference}. Potwierdzenie wysłaliśmy na adres {email}.',
  'group_enquiry.another': 'Wyślij kolejne zapytanie',
} satisfies Record<string, string>;

type Keys = keyof typeof groupEnquiryPl;

export const groupEnquiryEn: Record<Keys, string> = {
  'group_enquiry.title': 'Group reservation',
  'group_enquiry.site': 'Group reservation – Wakacje z Niemiec',
  'group_enquiry.intro':
    'A trip for a club, a school, a company or a group of friends? Tell us what you are looking for and we will prepare an offer for the whole group.',
  'group_enquiry.destination': 'Destination',
  'group_enquiry.destination_hint': 'Country, region or town, e.g. Majorca',
  'group_enquiry.date_from': 'Departure date',
  'group_enquiry.date_to': 'Return date',
  'group_enquiry.price_max': 'Max. price per person in EUR',
  'group_enquiry.participants': 'Number of participants',
  'group_enquiry.transport': 'Transport',
  'group_enquiry.transport.bus': 'Coach',
  'group_enquiry.transport.flight': 'Flight',
  'group_enquiry.transport.own': 'Own transport',
  'group_enquiry.departure_place': 'Departure place',
  'group_enquiry.comment': 'Comment',
  'group_enquiry.email': 'E-mail',
  'group_enquiry.club': 'Club / organisation',
  'group_enquiry.optional': '(optional)',
  'group_enquiry.consent':
    'I agree to the processing of my data to prepare an offer for the group and to answer this enquiry.',
  'group_enquiry.submit': 'Send the enquiry',
  'group_enquiry.submitting': 'Sending…',
  'group_enquiry.success_title': 'Enquiry sent',
  'group_enquiry.success': 'Thank you for your group trip enquiry. We will reply within 48 hours.',
  'group_enquiry.reference': 'Reference number: {reference}. We have sent a confirmation to {email}.',
  'group_enquiry.another': 'Send another enquiry',
};

export const groupEnquiryDe: Record<Keys, string> = {
  'group_enquiry.title': 'Gruppenreservierung',
  'group_enquiry.site': 'Gruppenreservierung – Wakacje z Niemiec',
  'group_enquiry.intro':
    'Eine Reise für einen Verein, eine Schule, eine Firma oder Freunde? Beschreiben Sie, was Sie suchen – wir erstellen ein Angebot für die ganze Gruppe.',
  'group_enquiry.destination': 'Reiseziel',
  'group_enquiry.destination_hint': 'Land, Region oder Ort, z. B. Mallorca',
  'group_enquiry.date_from': 'Abreisedatum',
  'group_enquiry.date_to': 'Rückreisedatum',
  'group_enquiry.price_max': 'Höchstpreis pro Person in EUR',
  'group_enquiry.participants': 'Anzahl der Teilnehmer',
  'group_enquiry.transport': 'Anreise',
  'group_enquiry.transport.bus': 'Bus',
  'group_enquiry.transport.flight': 'Flugzeug',
  'group_enquiry.transport.own': 'Eigene Anreise',
  'group_enquiry.departure_place': 'Abfahrtsort',
  'group_enquiry.comment': 'Anmerkungen',
  'group_enquiry.email': 'E-Mail',
  'group_enquiry.club': 'Verein / Organisation',
  'group_enquiry.optional': '(optional)',
  'group_enquiry.consent':
    'Ich bin mit der Verarbeitung meiner Daten zur Erstellung eines Gruppenangebots und zur Beantwortung dieser Anfrage einverstanden.',
  'group_enquiry.submit': 'Anfrage senden',
  'group_enquiry.submitting': 'Wird gesendet…',
  'group_enquiry.success_title': 'Anfrage gesendet',
  'group_enquiry.success':
    'Vielen Dank für Ihre Anfrage für eine Gruppenreise. Wir antworten Ihnen innerhalb von 48 Stunden.',
  'group_enquiry.reference': 'Vorgangsnummer: {reference}. Eine Bestätigung haben wir an {email} gesendet.',
  'group_enquiry.another': 'Weitere Anfrage senden',
};
