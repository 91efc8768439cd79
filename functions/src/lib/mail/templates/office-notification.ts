import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import { sanitizeHeaderValue } from '../header-value.ts';
import type { FactRow, MailContent } from './blocks.ts';
import { fieldLabel } from './field-labels.ts';
import { OFFICE_TIME_ZONE } from '@app/shared/office-time-zone';
import { formatWarsawDateTime } from './format.ts';
import { renderMail } from './layout.ts';

/** What a visitor sent; names the notification in its subject and heading. */
export const ENQUIRY_KINDS = [
  'contact_me',
  'contact_message',
  'offer_question',
  'offer_by_email',
  'newsletter_sign_up',
  'group_enquiry',
  'preliminary_reservation',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

const KIND_NAMES: Readonly<Record<EnquiryKind, Readonly<Record<Locale, string>>>> = {
  contact_me: { pl: 'Prośba o kontakt telefoniczny', en: 'Call-back request', de: 'Rückrufbitte' },
  contact_message: {
    pl: 'Wiadomość z formularza kontaktowego',
    en: 'Contact form message',
    de: 'Nachricht über das Kontaktformular',
  },
  offer_question: { pl: 'Pytanie o ofertę', en: 'Question about an offer', de: 'Frage zu einem Angebot' },
  offer_by_email: { pl: 'Oferta wysłana e-mailem', en: 'Offer sent by e-mail', de: 'Angebot per E-Mail versendet' },
  newsletter_sign_up: { pl: 'Zapis do newslettera', en: 'Newsletter sign-up', de: 'Newsletter-Anmeldung' },
  group_enquiry: { pl: 'Zapytanie o wyjazd grupowy', en: 'Group trip enquiry', de: 'Anfrage für eine Gruppenreise' },
  preliminary_reservation: { pl: 'Wstępna rezerwacja', en: 'Preliminary reservation', de: 'Vorläufige Reservierung' },
};

/** Language names as the site's language switcher writes them. */
const LOCALE_NAMES: Readonly<Record<Locale, string>> = { pl: 'Polski', en: 'English', de: 'Deutsch' };

/** Shown for a field the visitor left empty. */
const EMPTY = '—';

const TEXTS: Readonly<Record<Locale, { subject: string; intro: string }>> = {
  pl: { subject: 'Nowe zgłoszenie: {kind}', intro: 'Ze strony wpłynęło nowe zgłoszenie.' },
  en: { subject: 'New enquiry: {kind}', intro: 'A new enquiry has arrived from the website.' },
  de: { subject: 'Neue Anfrage: {kind}', intro: 'Über die Website ist eine neue Anfrage eingegangen.' },
};

/** Keeps the reference number inside the subject's length cap. */
const MAX_DETAIL_LENGTH = 50;

/** One line of the notification; with `link`, an http(s) value becomes clickable. */
export type OfficeField = { label: string; value: string | number | null | undefined; link?: boolean };

export type OfficeNotificationMail = {
  kind: EnquiryKind;
  referenceId: string;
  visitorLocale: Locale;
  receivedAt: Date;
  /** Labels in the notification's language; `fieldLabel` has the common ones. */
  fields: readonly OfficeField[];
  /** Added to the subject so the office can tell enquiries apart in a list, e.g. the visitor's name. */
  subjectDetail?: string | null;
  /** The office reads Polish; another language only for a German-speaking office. */
  locale?: Locale;
};

/**
 * Tells the office that a visitor sent something. Every field is listed, an empty one as a dash,
 * so the office sees what the visitor left out rather than wondering whether a field was lost.
 */
export function officeNotification(input: OfficeNotificationMail): MailContent {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const texts = TEXTS[locale];
  const kind = KIND_NAMES[input.kind][locale];
  const detail = sanitizeHeaderValue(input.subjectDetail ?? '', MAX_DETAIL_LENGTH);
  const subject = `${interpolate(texts.subject, { kind })}${detail ? ` – ${detail}` : ''} [${input.referenceId}]`;
  const rows: FactRow[] = input.fields.map((field) => {
    const given = field.value === null || field.value === undefined ? '' : String(field.value).trim();
    const value = given === '' ? EMPTY : given;
    return field.link && given !== '' ? { label: field.label, value, href: value } : { label: field.label, value };
  });
  rows.push(
    { label: fieldLabel('referenceId', locale), value: input.referenceId },
    {
      label: fieldLabel('visitorLocale', locale),
      value: `${LOCALE_NAMES[input.visitorLocale]} (${input.visitorLocale})`,
    },
    {
      label: fieldLabel('receivedAt', locale),
      value: `${formatWarsawDateTime(input.receivedAt)} (${OFFICE_TIME_ZONE})`,
    },
  );
  return renderMail({
    locale,
    subject,
    blocks: [
      { kind: 'heading', text: kind },
      { kind: 'paragraph', text: texts.intro },
      { kind: 'facts', rows },
    ],
  });
}
