/**
 * Messages of the newsletter feature in pl (the reference), en and de. Spread into the catalogues
 * (../pl.ts, ../en.ts, ../de.ts); en and de are typed against pl, so a missing key does not compile.
 */
export const newsletterPl = {} satisfies Record<string, string>;

type Keys = keyof typeof newsletterPl;
export const newsletterEn: Record<Keys, string> = {};
export const newsletterDe: Record<Keys, string> = {};
