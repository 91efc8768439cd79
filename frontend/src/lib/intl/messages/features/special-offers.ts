/**
 * Messages of the special-offers feature in pl (the reference), en and de. Spread into the catalogues
 * (../pl.ts, ../en.ts, ../de.ts); en and de are typed against pl, so a missing key does not compile.
 */
export const specialOffersPl = {} satisfies Record<string, string>;

type Keys = keyof typeof specialOffersPl;
export const specialOffersEn: Record<Keys, string> = {};
export const specialOffersDe: Record<Keys, string> = {};
