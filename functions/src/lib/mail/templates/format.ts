import type { Locale } from '@app/shared/locale';

/** The regional variants whose number and currency conventions the site uses. */
const INTL_LOCALE: Readonly<Record<Locale, string>> = { pl: 'pl-PL', en: 'en-GB', de: 'de-DE' };

/** Server-side times are shown in the agency's zone (decision D3). */
export const OFFICE_TIME_ZONE = 'Europe/Warsaw';

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

/**
 * A whole-zloty price, `3 499 zł` in Polish (decision D7). Polish Intl leaves four-digit numbers
 * ungrouped by default; the market writes them grouped (ui.md), hence `useGrouping: 'always'`.
 */
export function formatPricePln(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(Math.round(amount));
}

/** Euro amounts keep their cents only when they have some, so `815 €` is not shown as `815,00 €`. */
export function formatPriceEur(amount: number, locale: Locale): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  }).format(amount);
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
