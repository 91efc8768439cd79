/**
 * The price per person a card shows: whole zloty, rounded to the nearest (OPEN-31, decision D7), so
 * 1999.60 reads `2 000 zł` and 1999.40 reads `1 999 zł`.
 */
export function cardPricePln(pricePln: number): number {
  return Math.round(pricePln);
}
