import type { Locale } from '@app/shared/locale';

const PLURALS = {
  pl: new Intl.PluralRules('pl-PL'),
  en: new Intl.PluralRules('en-GB'),
  de: new Intl.PluralRules('de-DE'),
} as const;

/** The words of the printed offer sheet. pl is the reference; the same words as the hotel page's offer panel. */
export interface SheetTexts {
  /** The document's title and the file's first word: "Oferta: Hotel Sol – 10.07.2027". */
  readonly offer: string;
  readonly flight: string;
  readonly departure: string;
  readonly ownTravel: string;
  readonly dates: string;
  readonly board: string;
  readonly room: string;
  readonly operator: string;
  readonly transfer: string;
  readonly transferYes: string;
  readonly transferNo: string;
  readonly outbound: string;
  readonly inbound: string;
  readonly oneWay: string;
  /** "Lot X3 1234, TUIfly". */
  readonly flightNumber: (number: string, carrier: string) => string;
  readonly flightsNote: string;
  readonly perPerson: string;
  /** "Razem za 2 osoby dorosłe": the party line counts adults only. */
  readonly adultsTotal: (adults: number) => string;
  readonly childrenPrice: string;
  readonly availability: string;
  readonly status: { readonly AVAILABLE: string; readonly ON_REQUEST: string };
  /** "stan na 12.03.2027 14:05". */
  readonly asOf: (dateTime: string) => string;
  readonly printedAt: string;
  readonly scan: string;
}

export const SHEET_TEXTS: Readonly<Record<Locale, SheetTexts>> = {
  pl: {
    offer: 'Oferta',
    flight: 'Lot',
    departure: 'Wylot z',
    ownTravel: 'dojazd własny',
    dates: 'Termin',
    board: 'Wyżywienie',
    room: 'Pokój',
    operator: 'Organizator',
    transfer: 'Transfer',
    transferYes: 'w cenie',
    transferNo: 'we własnym zakresie',
    outbound: 'Wylot',
    inbound: 'Powrót',
    oneWay: 'Lot w jedną stronę',
    flightNumber: (number, carrier) => `Lot ${number}, ${carrier}`,
    flightsNote: 'Godziny lotów są lokalne i może je jeszcze zmienić przewoźnik.',
    perPerson: 'Cena za osobę',
    adultsTotal: (adults) => {
      const form = PLURALS.pl.select(adults);
      const noun = form === 'one' ? 'osobę dorosłą' : form === 'few' ? 'osoby dorosłe' : 'osób dorosłych';
      return `Razem za ${adults} ${noun}`;
    },
    childrenPrice: 'Cenę dla dzieci potwierdzimy przy rezerwacji.',
    availability: 'Dostępność',
    status: { AVAILABLE: 'dostępna', ON_REQUEST: 'na zapytanie – organizator potwierdzi miejsca' },
    asOf: (dateTime) => `stan na ${dateTime}`,
    printedAt: 'Wydrukowano',
    scan: 'Zeskanuj kod, aby otworzyć tę ofertę na naszej stronie:',
  },
  en: {
    offer: 'Offer',
    flight: 'Flight',
    departure: 'Departure from',
    ownTravel: 'own arrival',
    dates: 'Dates',
    board: 'Board',
    room: 'Room',
    operator: 'Tour operator',
    transfer: 'Transfer',
    transferYes: 'included',
    transferNo: 'not included',
    outbound: 'Outbound',
    inbound: 'Return',
    oneWay: 'One-way flight',
    flightNumber: (number, carrier) => `Flight ${number}, ${carrier}`,
    flightsNote: 'Flight times are local and the airline may still change them.',
    perPerson: 'Price per person',
    adultsTotal: (adults) => `Total for ${adults} ${PLURALS.en.select(adults) === 'one' ? 'adult' : 'adults'}`,
    childrenPrice: 'We confirm the price for children when you book.',
    availability: 'Availability',
    status: { AVAILABLE: 'available', ON_REQUEST: 'on request – the tour operator confirms the places' },
    asOf: (dateTime) => `as of ${dateTime}`,
    printedAt: 'Printed',
    scan: 'Scan the code to open this offer on our website:',
  },
  de: {
    offer: 'Angebot',
    flight: 'Flug',
    departure: 'Abflug ab',
    ownTravel: 'Eigenanreise',
    dates: 'Reisezeitraum',
    board: 'Verpflegung',
    room: 'Zimmer',
    operator: 'Reiseveranstalter',
    transfer: 'Transfer',
    transferYes: 'inklusive',
    transferNo: 'nicht inklusive',
    outbound: 'Hinflug',
    inbound: 'Rückflug',
    oneWay: 'Nur Hinflug',
    flightNumber: (number, carrier) => `Flug ${number}, ${carrier}`,
    flightsNote: 'Flugzeiten sind Ortszeiten und können sich durch die Fluggesellschaft noch ändern.',
    perPerson: 'Preis pro Person',
    adultsTotal: (adults) =>
      `Gesamt für ${adults} ${PLURALS.de.select(adults) === 'one' ? 'Erwachsenen' : 'Erwachsene'}`,
    childrenPrice: 'Den Kinderpreis bestätigen wir bei der Buchung.',
    availability: 'Verfügbarkeit',
    status: { AVAILABLE: 'verfügbar', ON_REQUEST: 'auf Anfrage – der Veranstalter bestätigt die Plätze' },
    asOf: (dateTime) => `Stand ${dateTime}`,
    printedAt: 'Gedruckt am',
    scan: 'Scannen Sie den Code, um dieses Angebot auf unserer Website zu öffnen:',
  },
};
