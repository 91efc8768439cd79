import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale.ts';
import { COUNTRIES, DESTINATIONS, destinationPagePaths, destinationPath, findDestination } from './destinations.ts';

const POPULAR = ['turcja', 'grecja', 'hiszpania', 'dominikana', 'kuba'];

describe('destination catalogue', () => {
  it('has a page for each of the 27 countries of the offers and the popular destinations of spec §2', () => {
    expect(COUNTRIES).toHaveLength(27);
    expect(new Set(COUNTRIES.map((country) => country.id)).size).toBe(27);
    for (const slug of POPULAR) expect(findDestination(slug)?.kind).toBe('country');
  });

  it('gives the popular destinations region pages, and only them', () => {
    for (const country of COUNTRIES) {
      expect(country.regions.length > 0).toBe(POPULAR.includes(country.slug));
      for (const region of country.regions) expect(region.country).toBe(country);
    }
    expect(findDestination('turcja')?.regions.map((region) => region.slug)).toEqual([
      'riwiera-turecka',
      'riwiera-egejska',
    ]);
  });

  it('slugs the Polish name as hotel links do, unique within their parent', () => {
    expect(findDestination('dominikana')?.id).toBe(200253);
    expect(findDestination('zjednoczone-emiraty-arabskie')?.name.en).toBe('United Arab Emirates');
    expect(findDestination('hiszpania', 'wyspy-kanaryjskie')?.id).toBe(201032);
    expect(findDestination('dominikana', 'polwysep-samana')?.id).toBe(201144);
    expect(findDestination('Turcja', 'Riwiera-Turecka')?.id).toBe(201011);
    const paths = DESTINATIONS.map((destination) => destinationPath(destination, 'pl'));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds nothing for an unknown country or region, or a region under another country', () => {
    expect(findDestination('atlantyda')).toBeUndefined();
    expect(findDestination('turcja', 'kreta')).toBeUndefined();
    expect(findDestination('grecja', 'kreta')?.id).toBe(201021);
  });

  it('writes Polish slugs in every language, Polish without a prefix', () => {
    const turkey = findDestination('turcja');
    const riviera = findDestination('turcja', 'riwiera-turecka');
    if (!turkey || !riviera) throw new Error('missing');
    expect(destinationPath(turkey, 'pl')).toBe('/wakacje/turcja');
    expect(destinationPath(turkey, 'en')).toBe('/en/wakacje/turcja');
    expect(destinationPath(turkey, 'de')).toBe('/de/wakacje/turcja');
    expect(destinationPath(riviera, 'de')).toBe('/de/wakacje/turcja/riwiera-turecka');
  });

  it('lists every page in every language for the prerender', () => {
    const paths = destinationPagePaths();
    expect(paths).toHaveLength(DESTINATIONS.length * LOCALES.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/wakacje/kuba/varadero');
    expect(paths).toContain('/en/wakacje/hiszpania/baleary');
    expect(paths).toContain('/de/wakacje/malediwy');
  });

  it('lays a region’s own facts over its country’s', () => {
    const spain = findDestination('hiszpania');
    const canaries = findDestination('hiszpania', 'wyspy-kanaryjskie');
    expect(canaries?.practical.timeDifference).toEqual({ winter: -1, summer: -1 });
    expect(canaries?.practical.capital).toEqual(spain?.practical.capital);
    expect(canaries?.countryCode).toBe('ES');
  });
});

describe('destination content', () => {
  it.each(DESTINATIONS.map((destination) => [destination.slug, destination] as const))(
    '%s is complete in pl, en and de',
    (_, destination) => {
      for (const locale of LOCALES) {
        expect(destination.name[locale].trim()).not.toBe('');
        expect(destination.intro[locale].trim()).not.toBe('');
        // One sentence: it ends with a full stop and has no other sentence end inside.
        expect(destination.description[locale]).toMatch(/^[^.!?]+\.$/);
        expect(destination.information[locale].length).toBeGreaterThanOrEqual(2);
        expect(destination.information[locale].length).toBeLessThanOrEqual(3);
        expect(destination.information[locale].length).toBe(destination.information.pl.length);
        expect(destination.hero.alt[locale]).not.toBe('');
        expect(destination.practical.climate[locale]).not.toBe('');
        expect(destination.practical.capital[locale]).not.toBe('');
        for (const place of destination.map.places) expect(place.name[locale]).not.toBe('');
      }
      expect(destination.practical.bestMonths.length).toBeGreaterThan(0);
      expect(destination.practical.bestMonths.every((month) => month >= 1 && month <= 12)).toBe(true);
      expect(destination.map.places.length).toBeGreaterThan(0);
      expect(destination.map.zoom).toBeGreaterThanOrEqual(4);
    },
  );
});
