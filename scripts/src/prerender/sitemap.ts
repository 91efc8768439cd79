import { escapeHtml } from '@app/functions/lib/html/escape-html';
import { destinationAlternatePaths } from '@app/shared/destinations/destination-head';
import { DESTINATIONS } from '@app/shared/destinations/destinations';
import { HOTEL_SITEMAP_FILE } from '@app/shared/page-answer';

/** One page of the sitemap and its language versions (hreflang), all as site paths. */
export interface SitemapEntry {
  readonly path: string;
  readonly alternates?: Readonly<Record<string, string>>;
}

/** Public pages with a fixed address, and every destination page in each language. */
export function sitemapEntries(fixedPaths: readonly string[]): SitemapEntry[] {
  const destinations = DESTINATIONS.flatMap((destination) => {
    const versions = destinationAlternatePaths(destination);
    const alternates = Object.fromEntries(versions.map(({ hrefLang, path }) => [hrefLang, path]));
    return versions.filter(({ hrefLang }) => hrefLang !== 'x-default').map(({ path }) => ({ path, alternates }));
  });
  return [...fixedPaths.map((path) => ({ path })), ...destinations];
}

/** sitemap.xml (sitemaps.org 0.9 with xhtml:link alternates, as search engines read hreflang). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeHtml(new URL(path, origin).href);
  const body = entries
    .map((entry) => {
      const links = Object.entries(entry.alternates ?? {})
        .map(([lang, path]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(path)}"/>`)
        .join('');
      return `  <url>\n    <loc>${url(entry.path)}</loc>${links}\n  </url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}

/**
 * robots.txt: everything but the admin area, and where the sitemaps are: the build's pages, and the
 * hotel pages the offer import writes with every snapshot (decision 028).
 */
export function robotsTxt(origin: string): string {
  const sitemaps = ['/sitemap.xml', HOTEL_SITEMAP_FILE].map((path) => `Sitemap: ${new URL(path, origin).href}\n`);
  return `User-agent: *\nDisallow: /admin\n\n${sitemaps.join('')}`;
}
