import type { IntlShape } from 'react-intl';

const DATE_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Dates as DD.MM.YYYY in every language (spec §9), built from the locale's own digits. */
export function formatDate(intl: IntlShape, value: Date | number): string {
  const parts = intl.formatDateToParts(value, DATE_PARTS);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** Times as HH:mm, 24-hour clock (spec §9). */
export function formatTime(intl: IntlShape, value: Date | number): string {
  return intl.formatTime(value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * A whole-zloty price: `1 999 zł` in Polish. Polish Intl leaves four-digit numbers ungrouped by
 * default (`1999 zł`); the market writes `1 999 zł` (ui.md), hence `useGrouping: 'always'`.
 */
export function formatPricePln(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  });
}
