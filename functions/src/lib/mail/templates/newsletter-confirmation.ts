import type { Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import type { MailBlock, MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { greetingBlock, renderMail, signOffBlock } from './layout.ts';

/** A newsletter sign-up (`POST /newsletter/sign_up`) waiting for the owner of the address to confirm. */
export type NewsletterConfirmationMail = {
  locale: Locale;
  email: string;
  /** Confirms the subscription (the token of add_email_to_newsletter_db, spec §7). */
  confirmUrl: string;
  unsubscribeUrl?: string | null;
};

type Texts = { subject: string; intro: string; button: string; ignore: string; unsubscribe: string };

const TEXTS: Readonly<Record<Locale, Texts>> = {
  pl: {
    subject: 'Potwierdź zapis do newslettera – {brand}',
    intro:
      'Dziękujemy za zapis do newslettera {brand} na adres {email}. Aby otrzymywać nasze najlepsze oferty, potwierdź zapis przyciskiem poniżej.',
    button: 'Potwierdzam zapis',
    ignore:
      'Jeśli ten zapis nie pochodzi od Ciebie, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci newslettera.',
    unsubscribe: 'Z newslettera możesz zrezygnować w każdej chwili:',
  },
  en: {
    subject: 'Please confirm your newsletter subscription – {brand}',
    intro:
      'Thank you for signing up for the {brand} newsletter with {email}. To receive our best offers, please confirm your subscription with the button below.',
    button: 'Confirm subscription',
    ignore:
      'If you did not sign up, please ignore this message – without confirmation we will not send you the newsletter.',
    unsubscribe: 'You can unsubscribe at any time:',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – {brand}',
    intro:
      'vielen Dank für Ihre Anmeldung zum Newsletter von {brand} mit der Adresse {email}. Damit Sie unsere besten Angebote erhalten, bestätigen Sie die Anmeldung bitte über die Schaltfläche unten.',
    button: 'Anmeldung bestätigen',
    ignore:
      'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht bitte – ohne Bestätigung erhalten Sie keinen Newsletter.',
    unsubscribe: 'Sie können sich jederzeit wieder abmelden:',
  },
};

/**
 * Double opt-in: anyone can type any address into the form, so nothing is sent to it until its
 * owner confirms, and the message says how to ignore it.
 */
export function newsletterConfirmation(input: NewsletterConfirmationMail): MailContent {
  const { locale } = input;
  const texts = TEXTS[locale];
  const brand = BRAND_TEXTS[locale];
  const blocks: MailBlock[] = [
    greetingBlock(locale),
    { kind: 'paragraph', text: interpolate(texts.intro, { brand: brand.name, email: input.email }) },
    { kind: 'button', label: texts.button, href: input.confirmUrl },
    signOffBlock(locale),
    { kind: 'note', text: texts.ignore },
  ];
  if (input.unsubscribeUrl) blocks.push({ kind: 'link', text: texts.unsubscribe, href: input.unsubscribeUrl });
  return renderMail({ locale, subject: interpolate(texts.subject, { brand: brand.name }), blocks });
}
