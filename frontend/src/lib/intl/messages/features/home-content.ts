/**
 * Messages of the home-content feature in pl (the reference), en and de. Spread into the catalogues
 * (../pl.ts, ../en.ts, ../de.ts); en and de are typed against pl, so a missing key does not compile.
 */
export const homeContentPl = {} satisfies Record<string, string>;

type Keys = keyof typeof homeContentPl;
export const homeContentEn: Record<Keys, string> = {};
export const homeContentDe: Record<Keys, string> = {};
