/**
 * The forms under an offer on the hotel page (spec §2 ask-about-offer form, §7 contact_me,
 * ask_for_offer, send_on_email). pl is the reference; en and de are typed against it, so a missing
 * key does not compile. The spec gives no wording for these forms; their field messages are the
 * shared ones (shared/src/server-messages.ts) and a failure shows the server's message or the
 * generic error of spec §8 (`error.generic`).
 */
export const offerFormsPl = {
  'hotel.forms.title': 'Masz pytania?',
  'hotel.forms.intro': 'Zapytaj nas o tę ofertę, wyślij ją komuś albo poproś o telefon od konsultanta.',
  'hotel.forms.ask.open': 'Zapytaj o ofertę',
  'hotel.forms.send.open': 'Wyślij ofertę e-mailem',
  'hotel.forms.call.open': 'Zadzwoń do mnie',
  'hotel.forms.full_name': 'Imię i nazwisko',
  'hotel.forms.email': 'E-mail',
  'hotel.forms.phone': 'Telefon',
  'hotel.forms.submitting': 'Wysyłanie…',
  'hotel.forms.ask.people': 'Liczba osób (opcjonalnie)',
  'hotel.forms.ask.airport': 'Preferowane lotnisko wylotu (opcjonalnie)',
  'hotel.forms.ask.message': 'Twoje pytanie',
  'hotel.forms.ask.consent':
    'Zgadzam się na przetwarzanie moich danych osobowych w celu odpowiedzi na pytanie o tę ofertę.',
  'hotel.forms.ask.submit': 'Wyślij pytanie',
  'hotel.forms.ask.success':
    'Dziękujemy, pytanie zostało przyjęte. Odpowiemy na podany adres e-mail. Numer zgłoszenia: {reference}.',
  'hotel.forms.ask.another': 'Zadaj kolejne pytanie',
  'hotel.forms.ask.comments': 'Strona oferty: {url}',
  'hotel.forms.send.email': 'E-mail odbiorcy',
  'hotel.forms.send.sender_name': 'Twoje imię i nazwisko (opcjonalnie)',
  'hotel.forms.send.note': 'Wiadomość do odbiorcy (opcjonalnie)',
  'hotel.forms.send.submit': 'Wyślij ofertę',
  'hotel.forms.send.success': 'Gotowe! Oferta zostanie wysłana na adres {email}. Numer zgłoszenia: {reference}.',
  'hotel.forms.send.another': 'Wyślij na inny adres',
  'hotel.forms.call.intro': 'Zostaw numer telefonu, a nasz konsultant oddzwoni w godzinach pracy biura.',
  'hotel.forms.call.consent':
    'Zgadzam się na przetwarzanie moich danych osobowych w celu kontaktu w sprawie tej oferty.',
  'hotel.forms.call.submit': 'Poproś o telefon',
  'hotel.forms.call.success': 'Dziękujemy! Oddzwonimy na numer {phone}. Numer zgłoszenia: {reference}.',
  'hotel.forms.call.another': 'Wyślij kolejną prośbę',
} satisfies Record<string, string>;

type Keys = keyof typeof offerFormsPl;

export const offerFormsEn: Record<Keys, string> = {
  'hotel.forms.title': 'Any questions?',
  'hotel.forms.intro': 'Ask us about this offer, send it to someone or ask one of our consultants to call you.',
  'hotel.forms.ask.open': 'Ask about this offer',
  'hotel.forms.send.open': 'Send this offer by e-mail',
  'hotel.forms.call.open': 'Call me back',
  'hotel.forms.full_name': 'Full name',
  'hotel.forms.email': 'E-mail',
  'hotel.forms.phone': 'Phone',
  'hotel.forms.submitting': 'Sending…',
  'hotel.forms.ask.people': 'Number of people (optional)',
  'hotel.forms.ask.airport': 'Preferred departure airport (optional)',
  'hotel.forms.ask.message': 'Your question',
  'hotel.forms.ask.consent': 'I agree to the processing of my personal data to answer my question about this offer.',
  'hotel.forms.ask.submit': 'Send the question',
  'hotel.forms.ask.success':
    'Thank you, your question has been received. We will reply to the e-mail address you gave. Reference number: {reference}.',
  'hotel.forms.ask.another': 'Ask another question',
  'hotel.forms.ask.comments': 'Offer page: {url}',
  'hotel.forms.send.email': "Recipient's e-mail",
  'hotel.forms.send.sender_name': 'Your full name (optional)',
  'hotel.forms.send.note': 'Message to the recipient (optional)',
  'hotel.forms.send.submit': 'Send the offer',
  'hotel.forms.send.success': 'Done! The offer will be sent to {email}. Reference number: {reference}.',
  'hotel.forms.send.another': 'Send to another address',
  'hotel.forms.call.intro': 'Leave your phone number and one of our consultants will call you during office hours.',
  'hotel.forms.call.consent': 'I agree to the processing of my personal data to be contacted about this offer.',
  'hotel.forms.call.submit': 'Request a call',
  'hotel.forms.call.success': 'Thank you! We will call you on {phone}. Reference number: {reference}.',
  'hotel.forms.call.another': 'Send another request',
};

export const offerFormsDe: Record<Keys, string> = {
  'hotel.forms.title': 'Haben Sie Fragen?',
  'hotel.forms.intro':
    'Fragen Sie uns zu diesem Angebot, senden Sie es weiter oder lassen Sie sich von unserem Team zurückrufen.',
  'hotel.forms.ask.open': 'Zum Angebot anfragen',
  'hotel.forms.send.open': 'Angebot per E-Mail senden',
  'hotel.forms.call.open': 'Rufen Sie mich an',
  'hotel.forms.full_name': 'Vor- und Nachname',
  'hotel.forms.email': 'E-Mail',
  'hotel.forms.phone': 'Telefon',
  'hotel.forms.submitting': 'Wird gesendet…',
  'hotel.forms.ask.people': 'Anzahl der Personen (optional)',
  'hotel.forms.ask.airport': 'Gewünschter Abflughafen (optional)',
  'hotel.forms.ask.message': 'Ihre Frage',
  'hotel.forms.ask.consent':
    'Ich bin mit der Verarbeitung meiner personenbezogenen Daten zur Beantwortung meiner Frage zu diesem Angebot einverstanden.',
  'hotel.forms.ask.submit': 'Frage senden',
  'hotel.forms.ask.success':
    'Vielen Dank, Ihre Frage ist eingegangen. Wir antworten an die angegebene E-Mail-Adresse. Vorgangsnummer: {reference}.',
  'hotel.forms.ask.another': 'Weitere Frage stellen',
  'hotel.forms.ask.comments': 'Angebotsseite: {url}',
  'hotel.forms.send.email': 'E-Mail des Empfängers',
  'hotel.forms.send.sender_name': 'Ihr Vor- und Nachname (optional)',
  'hotel.forms.send.note': 'Nachricht an den Empfänger (optional)',
  'hotel.forms.send.submit': 'Angebot senden',
  'hotel.forms.send.success': 'Erledigt! Das Angebot wird an {email} gesendet. Vorgangsnummer: {reference}.',
  'hotel.forms.send.another': 'An eine andere Adresse senden',
  'hotel.forms.call.intro':
    'Hinterlassen Sie Ihre Telefonnummer, und unser Team ruft Sie während der Bürozeiten zurück.',
  'hotel.forms.call.consent':
    'Ich bin mit der Verarbeitung meiner personenbezogenen Daten zur Kontaktaufnahme zu diesem Angebot einverstanden.',
  'hotel.forms.call.submit': 'Rückruf anfordern',
  'hotel.forms.call.success': 'Vielen Dank! Wir rufen Sie unter {phone} an. Vorgangsnummer: {reference}.',
  'hotel.forms.call.another': 'Weitere Anfrage senden',
};
