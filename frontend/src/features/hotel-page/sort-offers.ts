import type { OfferSummary } from '@app/shared/offers';

/** The columns the dates-with-prices table sorts by. */
export const OFFER_SORT_KEYS = ['date', 'days', 'price'] as const;
export type OfferSortKey = (typeof OFFER_SORT_KEYS)[number];
export type OfferSort = { readonly key: OfferSortKey; readonly direction: 'ascending' | 'descending' };

const VALUE: Record<OfferSortKey, (offer: OfferSummary) => number | string> = {
  date: (offer) => offer.departure_date,
  days: (offer) => offer.days,
  price: (offer) => offer.price_per_person_pln,
};

/**
 * The hotel's offers in the chosen order; ties fall back to the earlier departure, then the lower
 * price, so the order never jumps between two renders of the same answer.
 */
export function sortOffers(offers: readonly OfferSummary[], sort: OfferSort): OfferSummary[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...offers].sort(
    (a, b) =>
      sign * compare(VALUE[sort.key](a), VALUE[sort.key](b)) ||
      compare(a.departure_date, b.departure_date) ||
      a.price_per_person_pln - b.price_per_person_pln ||
      compare(a.uuid, b.uuid),
  );
}

/** A click on a column: the same column turns its direction round, another starts ascending. */
export function nextSort(current: OfferSort, key: OfferSortKey): OfferSort {
  return current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };
}
