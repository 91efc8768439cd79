import type { Locale } from './locale.ts';

/**
 * Which document a Polish or German traveller needs for a destination country (ISO 3166-1
 * alpha-2), as the practical-information facts state it. EU and Schengen members and the Balkan
 * countries that admit EU identity cards need only an ID card; everywhere else a passport valid
 * six months after the return (spec §9), Turkey 150 days (spec §9). Information, not a check:
 * decision D8 has the wizard warn, never block.
 */
const ID_CARD_COUNTRIES: ReadonlySet<string> = new Set([
  ...'AT BE BG CH CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
  // Outside the EU, but they admit EU citizens with an identity card.
  ...'AL BA ME MK RS GE MD'.split(' '),
]);

/** Passport validity rules that differ from the default (spec §9). */
const PASSPORT_VALIDITY_DAYS: Readonly<Record<string, number>> = { TR: 150 };

export type TravelDocument =
  | { document: 'id_card'; note: string }
  | { document: 'passport'; valid_after_return: { months: 6 } | { days: number }; note: string };

const NOTES = {
  id_card: {
    pl: 'Wystarczy ważny dowód osobisty lub paszport.',
    en: 'A valid identity card or passport is enough.',
    de: 'Ein gültiger Personalausweis oder Reisepass genügt.',
  },
  months: {
    pl: 'Wymagany paszport ważny co najmniej 6 miesięcy po dacie powrotu.',
    en: 'A passport valid for at least 6 months after the return date is required.',
    de: 'Erforderlich ist ein Reisepass, der nach der Rückreise noch mindestens 6 Monate gültig ist.',
  },
  days: {
    pl: 'Wymagany paszport ważny co najmniej {days} dni po dacie powrotu.',
    en: 'A passport valid for at least {days} days after the return date is required.',
    de: 'Erforderlich ist ein Reisepass, der nach der Rückreise noch mindestens {days} Tage gültig ist.',
  },
} as const;

export function travelDocumentFor(countryCode: string, locale: Locale): TravelDocument {
  const code = countryCode.toUpperCase();
  if (ID_CARD_COUNTRIES.has(code)) return { document: 'id_card', note: NOTES.id_card[locale] };
  const days = PASSPORT_VALIDITY_DAYS[code];
  if (days !== undefined)
    return {
      document: 'passport',
      valid_after_return: { days },
      note: NOTES.days[locale].replace('{days}', String(days)),
    };
  return { document: 'passport', valid_after_return: { months: 6 }, note: NOTES.months[locale] };
}
