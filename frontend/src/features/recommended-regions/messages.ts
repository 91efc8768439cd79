/**
 * The home page's recommended regions (spec §2).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const recommendedRegionsPl = {
  'regions.heading': 'Polecane regiony',
  'regions.loading': 'Wczytywanie polecanych regionów…',
} satisfies Record<string, string>;

type Keys = keyof typeof recommendedRegionsPl;

export const recommendedRegionsEn: Record<Keys, string> = {
  'regions.heading': 'Recommended regions',
  'regions.loading': 'Loading recommended regions…',
};

export const recommendedRegionsDe: Record<Keys, string> = {
  'regions.heading': 'Empfohlene Reiseziele',
  'regions.loading': 'Empfohlene Reiseziele werden geladen…',
};
