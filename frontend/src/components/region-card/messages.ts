/**
 * A recommended region's tile (components/region-card).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const regionCardPl = {
  'regions.price_from': 'od {price} / os.',
} satisfies Record<string, string>;

type Keys = keyof typeof regionCardPl;

export const regionCardEn: Record<Keys, string> = {
  'regions.price_from': 'from {price} / person',
};

export const regionCardDe: Record<Keys, string> = {
  'regions.price_from': 'ab {price} / Pers.',
};
