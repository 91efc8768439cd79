import { describe, expect, it } from 'vitest';
import { regionIdBySlug } from './country-slug.ts';

const DATA = {
  regions_list: [
    { id: 200253, name: 'Dominikana', unicodeName: 'dominikana', subregions: [] },
    { id: 200210, name: 'Turcja', unicodeName: 'turcja', subregions: [] },
    { id: 201001, name: 'Kreta', unicodeName: 'kreta', parent: 200217, subregions: [] },
    { id: 200290, name: 'Wyspy Zielonego Przylądka', unicodeName: 'wyspy zielonego przyladka', subregions: [] },
    { id: 999, name: 'Turcja', unicodeName: 'turcja', parent: 1, subregions: [] },
  ],
  main_regions: [200253, 200210, 200290],
};

describe('/wakacje/<slug> (ROUTE-06)', () => {
  it('finds the country by the slug of its Polish name', () => {
    expect(regionIdBySlug(DATA, 'dominikana')).toBe(200253);
    expect(regionIdBySlug(DATA, 'wyspy-zielonego-przyladka')).toBe(200290);
    expect(regionIdBySlug(DATA, 'Turcja')).toBe(200210);
  });

  it('finds a region when no country has that name, and nothing otherwise', () => {
    expect(regionIdBySlug(DATA, 'kreta')).toBe(201001);
    expect(regionIdBySlug(DATA, 'atlantyda')).toBeUndefined();
  });
});
