/**
 * Messages of the search-form feature in pl (the reference), en and de. Spread into the catalogues
 * (../pl.ts, ../en.ts, ../de.ts); en and de are typed against pl, so a missing key does not compile.
 */
export const searchFormPl = {} satisfies Record<string, string>;

type Keys = keyof typeof searchFormPl;
export const searchFormEn: Record<Keys, string> = {};
export const searchFormDe: Record<Keys, string> = {};
