import { describe, expect, it } from 'vitest';
import { destinationPagePaths } from '@app/shared/destinations/destinations';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

describe('sitemap and robots.txt', () => {
  const xml = sitemapXml('https://example.pl', sitemapEntries(['/', '/blog']));

  it('lists the fixed pages and every destination page in each language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, 2)).toEqual(['https://example.pl/', 'https://example.pl/blog']);
    expect(locs.slice(2).sort()).toEqual(
      destinationPagePaths()
        .map((path) => `https://example.pl${path}`)
        .sort(),
    );
  });

  it('names the language versions of a destination page (hreflang), Polish as the default', () => {
    const turkey =
      /<url>\s*<loc>https:\/\/example\.pl\/en\/wakacje\/turcja<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(turkey).toContain('hreflang="pl" href="https://example.pl/wakacje/turcja"');
    expect(turkey).toContain('hreflang="de" href="https://example.pl/de/wakacje/turcja"');
    expect(turkey).toContain('hreflang="x-default" href="https://example.pl/wakacje/turcja"');
  });

  it('keeps search engines out of the admin area and points them to both sitemaps', () => {
    expect(robotsTxt('https://example.pl')).toBe(
      'User-agent: *\nDisallow: /admin\n\n' +
        'Sitemap: https://example.pl/sitemap.xml\nSitemap: https://example.pl/hotel-pages/sitemap.xml\n',
    );
  });
});
