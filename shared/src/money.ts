import { INTL_LOCALE_TAGS, type Locale } from './locale.ts';

export type Currency = 'PLN' | 'EUR';

/**
 * An offer's price as every page, e-mail and PDF shows it: in whole units of its currency, rounded
 * to the nearest (1999.60 → 2000, 1999.40 → 1999), so the same offer costs the same on the card, in
 * the e-mail about it and on its printed sheet (decision D7, docs/decisions/023-one-money-rule.md).
 */
export function roundOfferPrice(amount: number): number {
  return Math.round(amount);
}

/**
 * Intl options for an offer price. Polish Intl leaves four-digit numbers ungrouped by default
 * (`1999 zł`); the market writes `1 999 zł` (ui.md), hence `useGrouping: 'always'`.
 */
export function offerPriceFormat(currency: Currency) {
  return {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  } as const satisfies Intl.NumberFormatOptions;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An offer's price in a language's conventions: `1 235 zł` in Polish, `€1,235` in English, `1.235 €` in German. */
export function formatOfferPrice(amount: number, currency: Currency, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], offerPriceFormat(currency));
    formatters.set(key, formatter);
  }
  return formatter.format(roundOfferPrice(amount));
}
