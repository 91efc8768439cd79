import type { Locale } from '@app/shared/locale';

/** What every e-mail carries around its content, in the visitor's language. */
export type BrandTexts = {
  name: string;
  about: string;
  officeHoursLabel: string;
  officeHours: string;
  /** German letters go on in lower case after "Guten Tag,"; Polish and English ones do not. */
  greeting: string;
  signOff: readonly string[];
  buttonFallback: string;
};

/**
 * The brand, the description and the office hours are those of the site's footer (frontend
 * catalogue keys `app.brand`, `footer.about`, `footer.office_hours_label`, `footer.office_hours`):
 * a visitor must read the same hours in the e-mail as on the page. The hours differ per language
 * on purpose (spec §9, decision D11: Saturday closed in Polish, 10–14 in German).
 */
export const BRAND_TEXTS: Readonly<Record<Locale, BrandTexts>> = {
  pl: {
    name: 'Wakacje z Niemiec',
    about: 'Polskie biuro podróży sprzedające wakacje niemieckich touroperatorów.',
    officeHoursLabel: 'Godziny pracy biura',
    officeHours: 'pon.–pt. 9:00–17:00, sobota nieczynne',
    greeting: 'Dzień dobry,',
    signOff: ['Pozdrawiamy serdecznie', 'Zespół biura Wakacje z Niemiec'],
    buttonFallback: 'Jeśli przycisk nie działa, otwórz ten adres:',
  },
  en: {
    name: 'Wakacje z Niemiec',
    about: 'A Polish travel agency selling holidays from German tour operators.',
    officeHoursLabel: 'Office hours',
    officeHours: 'Mon–Fri 9:00–17:00, Saturday closed',
    greeting: 'Hello,',
    signOff: ['Kind regards', 'The Wakacje z Niemiec team'],
    buttonFallback: 'If the button does not work, open this address:',
  },
  de: {
    name: 'Wakacje z Niemiec',
    about: 'Ein polnisches Reisebüro für Urlaub bei deutschen Reiseveranstaltern.',
    officeHoursLabel: 'Bürozeiten',
    officeHours: 'Mo.–Fr. 9–17 Uhr, Sa. 10–14 Uhr',
    greeting: 'Guten Tag,',
    signOff: ['Mit freundlichen Grüßen', 'Ihr Team von Wakacje z Niemiec'],
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
  },
};
