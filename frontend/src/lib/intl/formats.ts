import type { IntlShape } from 'react-intl';
import { pricesInLeadOrder } from '@app/shared/lead-currency';
import { DEFAULT_LOCALE, INTL_LOCALE_TAGS, LOCALES, type Locale } from '@app/shared/locale';
import { offerPriceFormat, roundOfferPrice, type Currency } from '@app/shared/money';
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

/** A price per person as an API gives it: always in zloty, in euro too where the answer has it. */
export interface OfferPriceAmounts {
  readonly pln: number;
  readonly eur?: number | undefined;
}

export interface FormattedOfferPrices {
  /** The price a card leads with, in the language's currency (D13). */
  readonly primary: string;
  readonly primaryCurrency: Currency;
  /** The same price in the other currency, shown after it; absent when the API gave one amount. */
  readonly secondary: string | undefined;
}

/** The interface language `intl` speaks: the one on screen, which a card's words and currency follow. */
export function intlLanguage(intl: Pick<IntlShape, 'locale'>): Locale {
  return LOCALES.find((locale) => INTL_LOCALE_TAGS[locale] === intl.locale) ?? DEFAULT_LOCALE;
}

/**
 * An offer's price as every card shows it (decision D13): the German version leads with the euro
 * amount and gives the zloty amount after it; Polish and English lead with zloty and give euro after
 * it. An answer without the euro amount (one stored before the API sent it) leads with zloty everywhere.
 * The language is the one `intl` speaks, so the order of the currencies never disagrees with the words
 * around them (while a chosen language's catalogue loads, the page still speaks the previous one).
 */
export function formatOfferPrices(intl: IntlShape, amounts: OfferPriceAmounts): FormattedOfferPrices {
  // An answer without a euro amount may carry 0 there; a price of 0 € would mislead, so it counts as absent.
  const eur = amounts.eur !== undefined && amounts.eur > 0 ? amounts.eur : undefined;
  const { first, second } = pricesInLeadOrder(intlLanguage(intl), { pln: amounts.pln, eur });
  const format = (currency: Currency, amount: number) =>
    currency === 'EUR' ? formatPriceEur(intl, amount) : formatPricePln(intl, amount);
  return {
    primary: format(first.currency, first.amount),
    primaryCurrency: first.currency,
    secondary: second === undefined ? undefined : format(second.currency, second.amount),
  };
}

/** A count grouped as the market writes it: "1 234" (Polish leaves four digits ungrouped by default). */
export function formatCount(intl: IntlShape, count: number): string {
  return intl.formatNumber(count, { useGrouping: 'always' });
}
