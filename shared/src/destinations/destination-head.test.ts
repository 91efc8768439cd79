import { describe, expect, it } from 'vitest';
import { destinationHead, jsonLdScriptText } from './destination-head.ts';
import { findDestination } from './destinations.ts';

const ORIGIN = 'https://www.example.pl';

function destination(country: string, region?: string) {
  const found = findDestination(country, region);
  if (!found) throw new Error(`no page ${country}/${region ?? ''}`);
  return found;
}

describe('destination page head', () => {
  it('has the title, description and canonical URL of the language', () => {
    const head = destinationHead(destination('turcja'), 'en', `${ORIGIN}/`);
    expect(head.title).toBe('Turkey – holidays, offers and travel information | Wakacje z Niemiec');
    expect(head.description).toMatch(/^Holidays in Turkey/);
    expect(head.canonical).toBe(`${ORIGIN}/en/wakacje/turcja`);
  });

  it('links every language and x-default (Polish)', () => {
    const head = destinationHead(destination('turcja', 'riwiera-turecka'), 'de', ORIGIN);
    expect(head.alternates).toEqual([
      { hrefLang: 'pl', href: `${ORIGIN}/wakacje/turcja/riwiera-turecka` },
      { hrefLang: 'en', href: `${ORIGIN}/en/wakacje/turcja/riwiera-turecka` },
      { hrefLang: 'de', href: `${ORIGIN}/de/wakacje/turcja/riwiera-turecka` },
      { hrefLang: 'x-default', href: `${ORIGIN}/wakacje/turcja/riwiera-turecka` },
    ]);
    expect(head.title).toBe('Türkische Riviera (Türkei) – Urlaub, Angebote und Reiseinfos | Wakacje z Niemiec');
  });

  it('describes a region as a TouristDestination inside its country, with a breadcrumb', () => {
    const { jsonLd } = destinationHead(destination('grecja', 'kreta'), 'pl', ORIGIN);
    const [place, breadcrumb] = jsonLd['@graph'] as Record<string, unknown>[];
    expect(jsonLd['@context']).toBe('https://schema.org');
    expect(place).toMatchObject({
      '@type': 'TouristDestination',
      name: 'Kreta',
      url: `${ORIGIN}/wakacje/grecja/kreta`,
      geo: { '@type': 'GeoCoordinates' },
      containedInPlace: { name: 'Grecja', url: `${ORIGIN}/wakacje/grecja` },
    });
    expect(breadcrumb).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Strona główna', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Grecja', item: `${ORIGIN}/wakacje/grecja` },
        { '@type': 'ListItem', position: 3, name: 'Kreta', item: `${ORIGIN}/wakacje/grecja/kreta` },
      ],
    });
  });

  it('names no containing place for a country', () => {
    const [place] = destinationHead(destination('kuba'), 'en', ORIGIN).jsonLd['@graph'] as Record<string, unknown>[];
    expect(place).not.toHaveProperty('containedInPlace');
  });
});

describe('JSON-LD script text', () => {
  it('escapes what could end the script element, and stays the same JSON', () => {
    const value = { text: '</script><!-- a & b > c \u2028\u2029' };
    const text = jsonLdScriptText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028\\u2029');
    expect(JSON.parse(text)).toEqual(value);
  });
});
