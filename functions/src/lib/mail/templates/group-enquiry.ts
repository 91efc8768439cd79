import { GROUP_REPLY_HOURS, type GroupEnquiryBody, type TransportType } from '@app/shared/enquiries';
import type { Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import { optionalRow, presentRows, type MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { fieldLabel } from './field-labels.ts';
import { formatIsoDate, formatPriceEur } from './format.ts';
import { greetingBlock, renderMail, signOffBlock } from './layout.ts';
import type { OfficeField } from './office-notification.ts';

type Localized = Readonly<Record<Locale, string>>;

/**
 * Labels of the group enquiry's own fields (spec §3), the same words as the form's labels; the
 * common ones (e-mail, comments, reference number) come from `field-labels.ts`.
 */
export const GROUP_LABELS = {
  destination: { pl: 'Cel wyjazdu', en: 'Destination', de: 'Reiseziel' },
  dates: { pl: 'Termin', en: 'Dates', de: 'Reisezeitraum' },
  priceMax: { pl: 'Maksymalna cena za osobę', en: 'Maximum price per person', de: 'Höchstpreis pro Person' },
  participants: { pl: 'Liczba uczestników', en: 'Number of participants', de: 'Anzahl der Teilnehmer' },
  transport: { pl: 'Rodzaj transportu', en: 'Transport', de: 'Anreise' },
  departurePlace: { pl: 'Miejsce wyjazdu', en: 'Departure place', de: 'Abfahrtsort' },
  club: { pl: 'Klub / organizacja', en: 'Club / organisation', de: 'Verein / Organisation' },
  comment: { pl: 'Uwagi', en: 'Comment', de: 'Anmerkungen' },
} as const satisfies Record<string, Localized>;

export const TRANSPORT_NAMES: Readonly<Record<TransportType, Localized>> = {
  bus: { pl: 'Autokar', en: 'Coach', de: 'Bus' },
  flight: { pl: 'Samolot', en: 'Flight', de: 'Flugzeug' },
  own: { pl: 'Dojazd własny', en: 'Own transport', de: 'Eigene Anreise' },
};

/** The promise of spec §9 (GROUP-05, CONST-35), in the words the page's success message uses. */
const TEXTS: Readonly<Record<Locale, { subject: string; intro: string; details: string }>> = {
  pl: {
    subject: 'Otrzymaliśmy Twoje zapytanie o wyjazd grupowy – {brand}',
    intro: 'Dziękujemy za zapytanie o wyjazd grupowy. Odpowiemy w ciągu {hours} godzin.',
    details: 'Dane zapytania',
  },
  en: {
    subject: 'We have received your group trip enquiry – {brand}',
    intro: 'Thank you for your group trip enquiry. We will reply within {hours} hours.',
    details: 'Your enquiry',
  },
  de: {
    subject: 'Wir haben Ihre Anfrage für eine Gruppenreise erhalten – {brand}',
    intro: 'vielen Dank für Ihre Anfrage für eine Gruppenreise. Wir antworten Ihnen innerhalb von {hours} Stunden.',
    details: 'Ihre Anfrage',
  },
};

/**
 * Every field of the enquiry in one language, in the form's order; a field left empty has no value.
 * The office notification shows those as a dash, the visitor's copy leaves them out.
 */
export function groupEnquiryFields(body: GroupEnquiryBody, locale: Locale): OfficeField[] {
  const label = (key: keyof typeof GROUP_LABELS): string => GROUP_LABELS[key][locale];
  return [
    { label: label('destination'), value: body.destination },
    { label: label('dates'), value: `${formatIsoDate(body.date_from)} – ${formatIsoDate(body.date_to)}` },
    { label: label('priceMax'), value: body.price_max_eur && formatPriceEur(body.price_max_eur, locale) },
    { label: label('participants'), value: body.participants },
    { label: label('transport'), value: TRANSPORT_NAMES[body.transport][locale] },
    { label: label('departurePlace'), value: body.departure_place },
    { label: label('comment'), value: body.comment },
    { label: fieldLabel('email', locale), value: body.email },
    { label: label('club'), value: body.club },
  ];
}

/** The acknowledgement to the group's organiser: the 48-hour promise and a copy of the enquiry. */
export function groupEnquiryAcknowledgement(input: {
  locale: Locale;
  referenceId: string;
  body: GroupEnquiryBody;
}): MailContent {
  const { locale } = input;
  const texts = TEXTS[locale];
  return renderMail({
    locale,
    subject: interpolate(texts.subject, { brand: BRAND_TEXTS[locale].name }),
    blocks: [
      greetingBlock(locale),
      { kind: 'paragraph', text: interpolate(texts.intro, { hours: GROUP_REPLY_HOURS }) },
      { kind: 'heading', text: texts.details },
      {
        kind: 'facts',
        rows: [
          { label: fieldLabel('referenceId', locale), value: input.referenceId },
          ...presentRows(groupEnquiryFields(input.body, locale).map((field) => optionalRow(field.label, field.value))),
        ],
      },
      signOffBlock(locale),
    ],
  });
}
