/**
 * The newsletter sign-up and its confirmation (spec §2).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const newsletterPl = {
  'newsletter.confirm.title': 'Potwierdzenie zapisu do newslettera',
  'newsletter.confirm.lead': 'Potwierdź, że chcesz otrzymywać newsletter na adres {email}.',
  'newsletter.confirm.submit': 'Potwierdzam zapis',
  'newsletter.confirm.sending': 'Potwierdzanie…',
  'newsletter.confirm.done': 'Gotowe! Adres {email} jest zapisany do newslettera.',
  'newsletter.confirm.broken_link':
    'Ten link jest niepełny. Skopiuj cały adres z wiadomości albo zapisz się ponownie na stronie głównej.',
  'newsletter.heading': 'Zapisz się do newslettera',
  'newsletter.lead': 'Oferty specjalne, last minute i promocje niemieckich touroperatorów prosto na Twoją skrzynkę.',
  'newsletter.email_label': 'Twój adres e-mail',
  'newsletter.submit': 'Zapisz się',
  'newsletter.submitting': 'Zapisywanie…',
  'newsletter.data_protection':
    'Adres e-mail wykorzystamy wyłącznie do wysyłania newslettera. Zapis potwierdzisz linkiem z wiadomości, którą od nas dostaniesz, a wypisać się możesz w każdej chwili.',
  newsletter_after_sign_up: 'Dziękujemy! Sprawdź skrzynkę i potwierdź zapis, klikając link w wiadomości od nas.',
} satisfies Record<string, string>;

type Keys = keyof typeof newsletterPl;

export const newsletterEn: Record<Keys, string> = {
  'newsletter.confirm.title': 'Confirm your newsletter subscription',
  'newsletter.confirm.lead': 'Please confirm that you want to receive the newsletter at {email}.',
  'newsletter.confirm.submit': 'Confirm subscription',
  'newsletter.confirm.sending': 'Confirming…',
  'newsletter.confirm.done': 'Done! {email} is subscribed to the newsletter.',
  'newsletter.confirm.broken_link':
    'This link is incomplete. Copy the whole address from the message or sign up again on the home page.',
  'newsletter.heading': 'Sign up for our newsletter',
  'newsletter.lead':
    'Special offers, last-minute deals and promotions of German tour operators, straight to your inbox.',
  'newsletter.email_label': 'Your e-mail address',
  'newsletter.submit': 'Sign up',
  'newsletter.submitting': 'Signing up…',
  'newsletter.data_protection':
    'We use your e-mail address only to send the newsletter. You confirm the sign-up with the link in the message we send you, and you can unsubscribe at any time.',
  newsletter_after_sign_up: 'Thank you! Please check your inbox and confirm the sign-up with the link in our message.',
};

export const newsletterDe: Record<Keys, string> = {
  'newsletter.confirm.title': 'Newsletter-Anmeldung bestätigen',
  'newsletter.confirm.lead': 'Bitte bestätigen Sie, dass Sie den Newsletter an {email} erhalten möchten.',
  'newsletter.confirm.submit': 'Anmeldung bestätigen',
  'newsletter.confirm.sending': 'Wird bestätigt…',
  'newsletter.confirm.done': 'Fertig! {email} ist für den Newsletter angemeldet.',
  'newsletter.confirm.broken_link':
    'Dieser Link ist unvollständig. Kopieren Sie die ganze Adresse aus der Nachricht oder melden Sie sich auf der Startseite erneut an.',
  'newsletter.heading': 'Newsletter abonnieren',
  'newsletter.lead':
    'Sonderangebote, Last-Minute-Reisen und Aktionen deutscher Reiseveranstalter direkt in Ihr Postfach.',
  'newsletter.email_label': 'Ihre E-Mail-Adresse',
  'newsletter.submit': 'Abonnieren',
  'newsletter.submitting': 'Wird gesendet…',
  'newsletter.data_protection':
    'Wir verwenden Ihre E-Mail-Adresse nur für den Versand des Newsletters. Sie bestätigen die Anmeldung über den Link in unserer Nachricht und können sich jederzeit wieder abmelden.',
  newsletter_after_sign_up:
    'Vielen Dank! Bitte prüfen Sie Ihr Postfach und bestätigen Sie die Anmeldung über den Link in unserer Nachricht.',
};
