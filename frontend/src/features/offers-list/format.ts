import type { IntlShape } from 'react-intl';
import { formatDate } from '../../lib/intl/formats.ts';
import { toLocalDate } from '../search-form/local-dates.ts';

/** A whole-euro amount, "1 234 €" in Polish (filters and the secondary price are in EUR, spec §1). */
export function formatPriceEur(intl: IntlShape, amount: number): string {
  return intl.formatNumber(Math.round(amount), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  });
}

/** A count grouped as the market writes it: "1 234" (Polish leaves four digits ungrouped by default). */
export function formatCount(intl: IntlShape, count: number): string {
  return intl.formatNumber(count, { useGrouping: 'always' });
}

/** An ISO day of an offer ('2027-09-28') as DD.MM.YYYY (spec §9). */
export function formatDay(intl: IntlShape, iso: string): string {
  return formatDate(intl, toLocalDate(iso));
}
