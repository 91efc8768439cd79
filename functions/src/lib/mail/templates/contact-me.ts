import type { Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import { optionalRow, presentRows, type MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { fieldLabel } from './field-labels.ts';
import { greetingBlock, renderMail, signOffBlock } from './layout.ts';

/** A visitor's call-back request (spec §3 Contact-me message, `POST /contact/contact_me`). */
export type ContactMeMail = {
  locale: Locale;
  referenceId: string;
  email: string;
  phone: string;
  offerLink?: string | null;
};

const TEXTS: Readonly<Record<Locale, { subject: string; intro: string; ignore: string }>> = {
  pl: {
    subject: 'Oddzwonimy do Ciebie – {brand}',
    intro: 'Dziękujemy za prośbę o kontakt. Oddzwonimy na podany numer w godzinach pracy biura ({hours}).',
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  },
  en: {
    subject: 'We will call you back – {brand}',
    intro: 'Thank you for your call-back request. We will call you at the number below during office hours ({hours}).',
    ignore: 'If you did not make this request, please ignore this message.',
  },
  de: {
    subject: 'Wir rufen Sie zurück – {brand}',
    intro:
      'vielen Dank für Ihre Rückrufbitte. Wir rufen Sie unter der angegebenen Nummer während unserer Bürozeiten ({hours}) zurück.',
    ignore: 'Falls Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht bitte.',
  },
};

/** The acknowledgement to the visitor: what we will do, when, and the details we received. */
export function contactMeAcknowledgement(input: ContactMeMail): MailContent {
  const { locale } = input;
  const texts = TEXTS[locale];
  const brand = BRAND_TEXTS[locale];
  const offerLink = input.offerLink ?? undefined;
  return renderMail({
    locale,
    subject: interpolate(texts.subject, { brand: brand.name }),
    blocks: [
      greetingBlock(locale),
      { kind: 'paragraph', text: interpolate(texts.intro, { hours: brand.officeHours }) },
      {
        kind: 'facts',
        rows: presentRows([
          { label: fieldLabel('referenceId', locale), value: input.referenceId },
          { label: fieldLabel('phone', locale), value: input.phone },
          { label: fieldLabel('email', locale), value: input.email },
          optionalRow(fieldLabel('offer', locale), offerLink, offerLink),
        ]),
      },
      signOffBlock(locale),
      { kind: 'note', text: texts.ignore },
    ],
  });
}
