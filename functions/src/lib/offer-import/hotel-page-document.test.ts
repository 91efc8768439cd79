import { describe, expect, it } from 'vitest';
import type { HotelPageTemplate } from '@app/shared/hotel-page/hotel-page-template';
import type { HotelSeoFacts } from '@app/shared/hotel-page/hotel-seo';
import { goneHotelPageDocument, hotelPageDocument, hotelSitemapXml } from './hotel-page-document.ts';

const TEMPLATE: HotelPageTemplate = {
  siteOrigin: 'https://www.example.pl',
  html:
    '<!doctype html><html lang="pl"><head><title>Wakacje z Niemiec</title></head><body><div id="root">' +
    '<main><div class="page-loading"></div><!--hotel-summary--></main></div>' +
    '<script type="module" src="/assets/index-abc.js"></script></body></html>',
};
const FACTS: HotelSeoFacts = {
  id: 'H1',
  name: 'Hotel "Sol" <Playa> & Spa',
  stars: 4.5,
  city: 'Alcúdia',
  region: 'Majorka',
  country: 'Hiszpania',
  countryCode: 'ES',
  lat: 39.8,
  lon: 3.1,
  description: 'Przy plaży. </script><script>alert(1)</script>',
  reviews: { overall: 5.2, count: 120 },
  lowestOffer: { pricePln: 2499, availability: 'AVAILABLE', offerType: 'A' },
};

describe("a hotel's document for search engines (decision 028)", () => {
  const html = hotelPageDocument(TEMPLATE, FACTS);
  const head = html.slice(0, html.indexOf('</head>'));

  it('carries the title, description, canonical, hreflang links and JSON-LD in its head', () => {
    expect(head).toContain(
      '<title>Hotel &quot;Sol&quot; &lt;Playa&gt; &amp; Spa (Alcúdia, Hiszpania) – oferty i opinie',
    );
    expect(head).not.toContain('<title>Wakacje z Niemiec</title>');
    expect(head).toMatch(/<meta name="description" content="Hotel &quot;Sol&quot; [^"]+" data-server-head>/);
    expect(head).toContain(
      '<link rel="canonical" href="https://www.example.pl/hotel/hotel-sol-playa-spa?id=H1" data-server-head>',
    );
    for (const lang of ['pl', 'x-default']) {
      expect(head).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://www.example.pl/hotel/hotel-sol-playa-spa?id=H1" data-server-head>`,
      );
    }
    const jsonLd = /<script type="application\/ld\+json" data-server-head>([^<]+)<\/script>/.exec(head)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Hotel',
      name: 'Hotel "Sol" <Playa> & Spa',
      aggregateRating: { ratingValue: 5.2, bestRating: 6, reviewCount: 120 },
      makesOffer: { price: 2499, priceCurrency: 'PLN', availability: 'https://schema.org/InStock' },
    });
  });

  it("fetches the hotel's first photo, the page's largest paint, together with the scripts", () => {
    const withPhoto = hotelPageDocument(TEMPLATE, { ...FACTS, image: '/media/img/beach.svg' });
    expect(withPhoto.slice(0, withPhoto.indexOf('</head>'))).toContain(
      '<link rel="preload" as="image" href="/media/img/beach.svg" fetchpriority="high" data-server-head>',
    );
    expect(head).not.toContain('rel="preload"');
  });

  it('summarises the hotel in #root, where the browser renders the page over it, as text only', () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
    expect(root).toContain('<section class="visually-hidden"><h1>Hotel &quot;Sol&quot; &lt;Playa&gt; &amp; Spa</h1>');
    expect(root).toContain('<p>4,5★ · Alcúdia, Majorka, Hiszpania</p>');
    expect(root).toContain('<p>Ocena gości: 5,2/6 (opinie: 120)</p>');
    expect(root).toMatch(/<p>Oferty od 2\s499\szł za osobę<\/p>/);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--hotel-summary-->');
    // No data to hydrate with: the browser renders afresh, in the visitor's language.
    expect(html).not.toContain('id="query-state"');
  });

  it('marks the document of a hotel gone from the offer as not to be indexed', () => {
    const gone = goneHotelPageDocument(TEMPLATE);
    expect(gone).toContain('<meta name="robots" content="noindex" data-server-head></head>');
    expect(gone).toContain('<title>Tego hotelu nie ma już w naszej ofercie – Wakacje z Niemiec</title>');
    expect(gone).not.toContain('<!--hotel-summary-->');
  });

  it('lists the hotel pages in a sitemap', () => {
    expect(hotelSitemapXml('https://www.example.pl/', ['/hotel/a?id=1', '/hotel/b?id=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.example.pl/hotel/a?id=1</loc></url>\n' +
        '  <url><loc>https://www.example.pl/hotel/b?id=2</loc></url>\n</urlset>\n',
    );
  });
});
