/**
 * The public address of the site, for canonical and hreflang links and JSON-LD. Absolute URLs are
 * required there; the build may pass another origin (a staging site) through VITE_SITE_ORIGIN.
 */
export const SITE_ORIGIN: string =
  (import.meta.env['VITE_SITE_ORIGIN'] as string | undefined) ?? 'https://www.wakacje-z-niemiec.pl';
