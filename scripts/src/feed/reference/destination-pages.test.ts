import { COUNTRIES, DESTINATIONS } from '@app/shared/destinations/destinations';
import { describe, expect, it } from 'vitest';
import { REGIONS, RESORTS } from './regions.ts';

/**
 * The destination pages (shared/src/destinations) repeat ids, names and coordinates of this catalogue:
 * shared may not import the feed, so this test keeps the two from drifting apart.
 */
const regionsById = new Map(REGIONS.map((region) => [region.id, region]));
const resortsByRegion = new Map(RESORTS.map((resort) => [resort.regionId, resort]));

/** Where a feed region lies: its own place, or the mean of the resorts below it. */
function feedCentre(id: number): { lat: number; lon: number } {
  const own = resortsByRegion.get(id);
  if (own) return own;
  const below = RESORTS.filter((resort) => resort.parentId === id);
  if (below.length === 0) throw new Error(`region ${id} has no resorts`);
  return {
    lat: below.reduce((sum, resort) => sum + resort.lat, 0) / below.length,
    lon: below.reduce((sum, resort) => sum + resort.lon, 0) / below.length,
  };
}

describe('destination pages against the feed catalogue', () => {
  it('has a page for every country of the feed', () => {
    const feedCountries = REGIONS.filter((region) => region.parent === undefined).map((region) => region.id);
    expect(COUNTRIES.map((country) => country.id).sort()).toEqual([...feedCountries].sort());
  });

  it.each(DESTINATIONS.map((destination) => [destination.name.pl, destination] as const))(
    '%s has the feed’s id, names, parent and country code',
    (_, destination) => {
      const region = regionsById.get(destination.id);
      expect(region, `feed region ${destination.id}`).toBeDefined();
      expect(destination.name).toEqual({ pl: region?.name, ...region?.names });
      expect(region?.parent).toBe(destination.country?.id);
      expect(region?.country_code).toBe(destination.countryCode);
    },
  );

  it.each(DESTINATIONS.map((destination) => [destination.name.pl, destination] as const))(
    'the map places of %s are its feed children (or itself), where the feed puts them',
    (_, destination) => {
      for (const place of destination.map.places) {
        const region = regionsById.get(place.id);
        expect(region, `feed region ${place.id}`).toBeDefined();
        expect(place.name).toEqual({ pl: region?.name, ...region?.names });
        expect(place.id === destination.id || region?.parent === destination.id).toBe(true);
        const centre = feedCentre(place.id);
        expect(Math.abs(centre.lat - place.lat)).toBeLessThan(0.05);
        expect(Math.abs(centre.lon - place.lon)).toBeLessThan(0.05);
      }
    },
  );

  it('shows every top-level region on its country’s map', () => {
    for (const country of COUNTRIES) {
      const children = REGIONS.filter((region) => region.parent === country.id).map((region) => region.id);
      expect(country.map.places.map((place) => place.id).sort()).toEqual(children.sort());
    }
  });

  it('gives every top-level region of a country with region pages its own page', () => {
    for (const country of COUNTRIES.filter((candidate) => candidate.regions.length > 0)) {
      const children = REGIONS.filter((region) => region.parent === country.id).map((region) => region.id);
      expect(country.regions.map((region) => region.id).sort()).toEqual(children.sort());
    }
  });
});
