import type { Locale } from '@app/shared/locale';
import { formatOfferPrice } from '@app/shared/money';
import { OFFICE_TIME_ZONE } from '@app/shared/office-time-zone';

/**
 * `2025-07-01` → `01.07.2025` (spec §9: DD.MM.YYYY in every language). Offer dates are calendar
 * dates, so the text is rearranged rather than parsed into a Date that a time zone could shift.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

const WARSAW_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as `DD.MM.YYYY HH:mm` on the Warsaw clock (spec §9), the same in every language. */
export function formatWarsawDateTime(instant: Date): string {
  const parts = WARSAW_DATE_TIME.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** An offer's price, or a budget, in euro as the site shows it: whole euro, `815 €` in Polish (decision 023). */
export function formatPriceEur(amount: number, locale: Locale): string {
  return formatOfferPrice(amount, 'EUR', locale);
}

// "Dzień" has only two forms in Polish (1 dzień, 2 dni, 5 dni, 22 dni), unlike most nouns.
const DAY_NOUNS: Readonly<Record<Locale, { one: string; other: string }>> = {
  pl: { one: 'dzień', other: 'dni' },
  en: { one: 'day', other: 'days' },
  de: { one: 'Tag', other: 'Tage' },
};

export function formatDays(days: number, locale: Locale): string {
  const nouns = DAY_NOUNS[locale];
  return `${days} ${days === 1 ? nouns.one : nouns.other}`;
}

/** Hotel category as stars, with the half star some German operators give (`★★★★½`). */
export function formatStars(stars: number): string {
  const whole = Math.floor(stars);
  return '★'.repeat(Math.max(0, whole)) + (stars - whole >= 0.5 ? '½' : '');
}
