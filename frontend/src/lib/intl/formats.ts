import type { IntlShape } from 'react-intl';
import { offerPriceFormat, roundOfferPrice } from '@app/shared/money';
import { toLocalDate } from '../local-dates.ts';

const DATE_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Dates as DD.MM.YYYY in every language (spec §9), built from the locale's own digits. */
export function formatDate(intl: IntlShape, value: Date | number): string {
  const parts = intl.formatDateToParts(value, DATE_PARTS);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** An ISO day of an offer ('2027-09-28') as DD.MM.YYYY (spec §9). */
export function formatDay(intl: IntlShape, iso: string): string {
  return formatDate(intl, toLocalDate(iso));
}

/** Times as HH:mm, 24-hour clock (spec §9). */
export function formatTime(intl: IntlShape, value: Date | number): string {
  return intl.formatTime(value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * An offer's price in whole zloty, `1 999 zł` in Polish: the one money rule of every side
 * (shared/src/money.ts, decision 023), in the interface language.
 */
export function formatPricePln(intl: IntlShape, amount: number): string {
  return intl.formatNumber(roundOfferPrice(amount), offerPriceFormat('PLN'));
}

/** An offer's price or a budget in whole euro, `1 234 €` in Polish (filters and the secondary price, spec §1). */
export function formatPriceEur(intl: IntlShape, amount: number): string {
  return intl.formatNumber(roundOfferPrice(amount), offerPriceFormat('EUR'));
}

/** A count grouped as the market writes it: "1 234" (Polish leaves four digits ungrouped by default). */
export function formatCount(intl: IntlShape, count: number): string {
  return intl.formatNumber(count, { useGrouping: 'always' });
}
