import type { Locale } from '@app/shared/locale';
import { interpolate } from '@app/shared/server-messages';
import { sanitizeHeaderValue } from '../header-value.ts';
import type { MailBlock, MailContent } from './blocks.ts';
import { BRAND_TEXTS } from './brand.ts';
import { fieldLabel } from './field-labels.ts';
import { formatStars } from './format.ts';
import { greetingBlock, renderMail, signOffBlock } from './layout.ts';
import { offerFactRows, offerTitle, type MailOffer } from './offer-facts.ts';

/** An offer a visitor sends to an address (`POST /offers/send_on_email`). */
export type OfferByEmailMail = {
  /** The sender's language: the recipient is someone they know, most likely reading the same. */
  locale: Locale;
  offer: MailOffer;
  /** Absolute link to the offer's page. */
  offerUrl: string;
  senderName?: string | null;
  note?: string | null;
};

type Texts = {
  subject: string;
  subjectFrom: string;
  intro: string;
  introFrom: string;
  button: string;
  prices: string;
  why: string;
};

const TEXTS: Readonly<Record<Locale, Texts>> = {
  pl: {
    subject: 'Oferta: {title} – {brand}',
    subjectFrom: '{sender} poleca Ci ofertę: {title}',
    intro: 'Oto oferta z serwisu {brand}, którą wysłano na ten adres.',
    introFrom: '{sender} przesyła Ci ofertę z serwisu {brand}.',
    button: 'Zobacz ofertę',
    prices: 'Ceny i dostępność mogą się zmienić – aktualną cenę potwierdzimy przed rezerwacją.',
    why: 'Otrzymujesz tę wiadomość, ponieważ ktoś wysłał tę ofertę na Twój adres z naszej strony.',
  },
  en: {
    subject: 'Holiday offer: {title} – {brand}',
    subjectFrom: '{sender} recommends an offer: {title}',
    intro: 'Here is an offer from {brand} that was sent to this address.',
    introFrom: '{sender} has sent you an offer from {brand}.',
    button: 'View the offer',
    prices: 'Prices and availability may change; we confirm the current price before booking.',
    why: 'You are receiving this message because someone sent this offer to your address from our website.',
  },
  de: {
    subject: 'Reiseangebot: {title} – {brand}',
    subjectFrom: '{sender} empfiehlt Ihnen ein Angebot: {title}',
    intro: 'hier ist ein Angebot von {brand}, das an diese Adresse gesendet wurde.',
    introFrom: '{sender} hat Ihnen ein Angebot von {brand} geschickt.',
    button: 'Angebot ansehen',
    prices: 'Preise und Verfügbarkeit können sich ändern; den aktuellen Preis bestätigen wir vor der Buchung.',
    why: 'Sie erhalten diese Nachricht, weil jemand dieses Angebot über unsere Website an Ihre Adresse gesendet hat.',
  },
};

/** A sender's name is shown to a stranger; a long one would push the offer out of the subject. */
const MAX_SENDER_NAME_LENGTH = 60;

/** The offer's key facts and a prominent link, with the sender's note when they wrote one. */
export function offerByEmail(input: OfferByEmailMail): MailContent {
  const { locale, offer } = input;
  const texts = TEXTS[locale];
  const brand = BRAND_TEXTS[locale];
  const sender = sanitizeHeaderValue(input.senderName ?? '', MAX_SENDER_NAME_LENGTH);
  const note = input.note?.trim() ?? '';
  const title = offerTitle(offer, locale);
  const stars = offer.hotel && offer.hotel.stars > 0 ? ` ${formatStars(offer.hotel.stars)}` : '';
  const values = { sender, title, brand: brand.name };
  const blocks: MailBlock[] = [
    greetingBlock(locale),
    { kind: 'paragraph', text: interpolate(sender ? texts.introFrom : texts.intro, values) },
  ];
  if (note) blocks.push({ kind: 'quote', label: fieldLabel('note', locale), text: note });
  blocks.push(
    { kind: 'heading', text: `${title}${stars}` },
    { kind: 'facts', rows: offerFactRows(offer, locale) },
    { kind: 'button', label: texts.button, href: input.offerUrl },
    { kind: 'note', text: texts.prices },
    signOffBlock(locale),
    { kind: 'note', text: texts.why },
  );
  return renderMail({ locale, subject: interpolate(sender ? texts.subjectFrom : texts.subject, values), blocks });
}
