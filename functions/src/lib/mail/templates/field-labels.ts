import type { Locale } from '@app/shared/locale';

type Localized = Readonly<Record<Locale, string>>;

/**
 * Labels of the values e-mails show. The acknowledgements and the office notification share them,
 * so the office reads the same words the visitor was shown.
 */
export const FIELD_LABELS = {
  referenceId: { pl: 'Numer zgłoszenia', en: 'Reference number', de: 'Vorgangsnummer' },
  fullName: { pl: 'Imię i nazwisko', en: 'Full name', de: 'Vor- und Nachname' },
  email: { pl: 'E-mail', en: 'E-mail', de: 'E-Mail' },
  phone: { pl: 'Telefon', en: 'Phone', de: 'Telefon' },
  message: { pl: 'Wiadomość', en: 'Message', de: 'Nachricht' },
  peopleCount: { pl: 'Liczba osób', en: 'Number of people', de: 'Anzahl der Personen' },
  comments: { pl: 'Uwagi', en: 'Comments', de: 'Anmerkungen' },
  preferredAirport: { pl: 'Preferowane lotnisko', en: 'Preferred airport', de: 'Bevorzugter Flughafen' },
  offer: { pl: 'Oferta', en: 'Offer', de: 'Angebot' },
  offerLink: { pl: 'Link do oferty', en: 'Offer link', de: 'Link zum Angebot' },
  recipient: { pl: 'Adresat', en: 'Recipient', de: 'Empfänger' },
  senderName: { pl: 'Nadawca', en: 'Sender', de: 'Absender' },
  note: { pl: 'Wiadomość od nadawcy', en: 'Message from the sender', de: 'Nachricht des Absenders' },
  hotel: { pl: 'Hotel', en: 'Hotel', de: 'Hotel' },
  stars: { pl: 'Kategoria hotelu', en: 'Hotel category', de: 'Hotelkategorie' },
  destination: { pl: 'Kraj / region', en: 'Country / region', de: 'Land / Region' },
  departureDate: { pl: 'Wyjazd', en: 'Departure', de: 'Hinreise' },
  returnDate: { pl: 'Powrót', en: 'Return', de: 'Rückreise' },
  days: { pl: 'Liczba dni', en: 'Duration', de: 'Reisedauer' },
  board: { pl: 'Wyżywienie', en: 'Board', de: 'Verpflegung' },
  accommodation: { pl: 'Zakwaterowanie', en: 'Accommodation', de: 'Unterbringung' },
  departureAirport: { pl: 'Lotnisko wylotu', en: 'Departure airport', de: 'Abflughafen' },
  arrivalAirport: { pl: 'Lotnisko docelowe', en: 'Arrival airport', de: 'Zielflughafen' },
  pricePerPerson: { pl: 'Cena za osobę', en: 'Price per person', de: 'Preis pro Person' },
  visitorLocale: { pl: 'Język odwiedzającego', en: "Visitor's language", de: 'Sprache des Besuchers' },
  receivedAt: { pl: 'Otrzymano', en: 'Received', de: 'Eingegangen' },
} as const satisfies Record<string, Localized>;
export type FieldLabelKey = keyof typeof FIELD_LABELS;

export function fieldLabel(key: FieldLabelKey, locale: Locale): string {
  return FIELD_LABELS[key][locale];
}
