import type { Locale } from './locale.ts';
import type { Currency } from './money.ts';

/**
 * The currency an offer's price leads with in each language (decision D13): German readers book in
 * euro, so the German version shows the per-person price in EUR first and PLN after it; Polish and
 * English lead with PLN and show EUR after it. Cards, e-mails and PDFs follow the same rule; filters
 * stay in EUR whatever the language, as the spec's parameters are.
 */
export const LEAD_CURRENCY: Readonly<Record<Locale, Currency>> = { pl: 'PLN', en: 'PLN', de: 'EUR' };

/** Both amounts of a price, the leading one first (D13); `second` is absent when only one is known. */
export function pricesInLeadOrder<T>(
  locale: Locale,
  amounts: { readonly pln: T; readonly eur: T | undefined },
): { first: { currency: Currency; amount: T }; second: { currency: Currency; amount: T } | undefined } {
  const pln = { currency: 'PLN' as const, amount: amounts.pln };
  const eur = amounts.eur === undefined ? undefined : { currency: 'EUR' as const, amount: amounts.eur };
  // Without the euro amount a price can only lead with zloty, whatever the language.
  if (LEAD_CURRENCY[locale] === 'EUR' && eur !== undefined) return { first: eur, second: pln };
  return { first: pln, second: eur };
}
