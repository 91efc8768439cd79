import type { Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import { optionalRow, presentRows, type MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { fieldLabel, type FieldLabelKey } from './field-labels.ts';
import { greetingBlock, renderMail, signOffBlock } from './layout.ts';

/** A contact enquiry (spec §3), sent from the contact form, e.g. when a search found no offers. */
export type ContactMessageMail = {
  locale: Locale;
  referenceId: string;
  fullName: string;
  email: string;
  /** Optional in the no-offers contact form (spec §5). */
  phone?: string | null;
  message: string;
  peopleCount?: number | null;
  comments?: string | null;
  preferredAirport?: string | null;
};

const TEXTS: Readonly<Record<Locale, { subject: string; intro: string; quote: string; details: string }>> = {
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość – {brand}',
    intro: 'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe, w godzinach pracy biura ({hours}).',
    quote: 'Twoja wiadomość',
    details: 'Dane zgłoszenia',
  },
  en: {
    subject: 'We have received your message – {brand}',
    intro: 'Thank you for your message. We will reply as soon as possible during office hours ({hours}).',
    quote: 'Your message',
    details: 'Your details',
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten – {brand}',
    intro:
      'vielen Dank für Ihre Nachricht. Wir antworten Ihnen so schnell wie möglich während unserer Bürozeiten ({hours}).',
    quote: 'Ihre Nachricht',
    details: 'Ihre Angaben',
  },
};

/** The acknowledgement to the visitor, quoting the message so they keep a copy of what they sent. */
export function contactMessageAcknowledgement(input: ContactMessageMail): MailContent {
  const { locale } = input;
  const texts = TEXTS[locale];
  const brand = BRAND_TEXTS[locale];
  const label = (key: FieldLabelKey): string => fieldLabel(key, locale);
  return renderMail({
    locale,
    subject: interpolate(texts.subject, { brand: brand.name }),
    blocks: [
      greetingBlock(locale),
      { kind: 'paragraph', text: interpolate(texts.intro, { hours: brand.officeHours }) },
      { kind: 'quote', label: texts.quote, text: input.message },
      { kind: 'heading', text: texts.details },
      {
        kind: 'facts',
        rows: presentRows([
          { label: label('referenceId'), value: input.referenceId },
          { label: label('fullName'), value: input.fullName },
          { label: label('email'), value: input.email },
          optionalRow(label('phone'), input.phone),
          optionalRow(label('peopleCount'), input.peopleCount),
          optionalRow(label('preferredAirport'), input.preferredAirport),
          optionalRow(label('comments'), input.comments),
        ]),
      },
      signOffBlock(locale),
    ],
  });
}
