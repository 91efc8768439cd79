import type { Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import { optionalRow, presentRows, type MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { fieldLabel, type FieldLabelKey } from './field-labels.ts';
import { greetingBlock, renderMail, signOffBlock } from './layout.ts';
import { offerFactRows, offerTitle, type MailOffer } from './offer-facts.ts';

/** A visitor's question about one offer (ask-about-offer form; fields of the contact enquiry). */
export type OfferQuestionMail = {
  locale: Locale;
  referenceId: string;
  fullName: string;
  email: string;
  phone?: string | null;
  message: string;
  offer: MailOffer;
  /** Absolute link to the offer's page. */
  offerUrl: string;
};

type Texts = { subject: string; intro: string; quote: string; offer: string; button: string; details: string };

const TEXTS: Readonly<Record<Locale, Texts>> = {
  pl: {
    subject: 'Pytanie o ofertę: {title} – {brand}',
    intro:
      'Dziękujemy za pytanie. Sprawdzimy ofertę u touroperatora i odpowiemy najszybciej, jak to możliwe, w godzinach pracy biura ({hours}).',
    quote: 'Twoje pytanie',
    offer: 'Oferta, o którą pytasz',
    button: 'Zobacz ofertę',
    details: 'Dane zgłoszenia',
  },
  en: {
    subject: 'Your question about {title} – {brand}',
    intro:
      'Thank you for your question. We will check the offer with the tour operator and reply as soon as possible during office hours ({hours}).',
    quote: 'Your question',
    offer: 'The offer you asked about',
    button: 'View the offer',
    details: 'Your details',
  },
  de: {
    subject: 'Ihre Frage zum Angebot {title} – {brand}',
    intro:
      'vielen Dank für Ihre Frage. Wir prüfen das Angebot beim Reiseveranstalter und antworten Ihnen so schnell wie möglich während unserer Bürozeiten ({hours}).',
    quote: 'Ihre Frage',
    offer: 'Das Angebot, nach dem Sie fragen',
    button: 'Angebot ansehen',
    details: 'Ihre Angaben',
  },
};

/** The acknowledgement to the visitor: their question, the offer it is about, and their details. */
export function offerQuestionAcknowledgement(input: OfferQuestionMail): MailContent {
  const { locale } = input;
  const texts = TEXTS[locale];
  const brand = BRAND_TEXTS[locale];
  const label = (key: FieldLabelKey): string => fieldLabel(key, locale);
  return renderMail({
    locale,
    subject: interpolate(texts.subject, { title: offerTitle(input.offer, locale), brand: brand.name }),
    blocks: [
      greetingBlock(locale),
      { kind: 'paragraph', text: interpolate(texts.intro, { hours: brand.officeHours }) },
      { kind: 'quote', label: texts.quote, text: input.message },
      { kind: 'heading', text: texts.offer },
      { kind: 'facts', rows: offerFactRows(input.offer, locale) },
      { kind: 'button', label: texts.button, href: input.offerUrl },
      { kind: 'heading', text: texts.details },
      {
        kind: 'facts',
        rows: presentRows([
          { label: label('referenceId'), value: input.referenceId },
          { label: label('fullName'), value: input.fullName },
          { label: label('email'), value: input.email },
          optionalRow(label('phone'), input.phone),
        ]),
      },
      signOffBlock(locale),
    ],
  });
}
