import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_TILE_KEYS } from '@app/shared/content';
import {
  StoredCategoryInfoboxSchema,
  StoredHeadlineSchema,
  StoredHomeTileSchema,
} from '@app/functions/content/content-table';
import { describe, expect, it } from 'vitest';
import { CATEGORY_INFOBOXES, HEADLINES, HOME_TILES, offersUrl } from './home-content.ts';

const PUBLIC = join(import.meta.dirname, '..', '..', '..', 'frontend', 'public');

describe('seeded home content', () => {
  it('has 3–4 headlines, exactly one of them main', () => {
    for (const headline of HEADLINES) StoredHeadlineSchema.parse(headline);
    expect(HEADLINES.length).toBeGreaterThanOrEqual(3);
    expect(HEADLINES.length).toBeLessThanOrEqual(4);
    expect(HEADLINES.filter((headline) => headline.is_main)).toHaveLength(1);
    expect(new Set(HEADLINES.map((headline) => headline.key)).size).toBe(HEADLINES.length);
  });

  it('has 5–6 active categories whose pictures the site serves', () => {
    for (const infobox of CATEGORY_INFOBOXES) StoredCategoryInfoboxSchema.parse(infobox);
    expect(CATEGORY_INFOBOXES.filter((infobox) => infobox.active).length).toBeGreaterThanOrEqual(5);
    for (const { picture } of [...CATEGORY_INFOBOXES, ...HOME_TILES]) {
      expect(existsSync(join(PUBLIC, picture.thumb.url))).toBe(true);
      expect(existsSync(join(PUBLIC, picture.retina_thumb.url))).toBe(true);
    }
  });

  it('has the five tiles of spec §2, linking to the searches of the matching special-offer tabs', () => {
    for (const tile of HOME_TILES) StoredHomeTileSchema.parse(tile);
    expect(HOME_TILES.map((tile) => tile.key)).toEqual([...HOME_TILE_KEYS]);
    const url = (key: string) => HOME_TILES.find((tile) => tile.key === key)?.url;
    expect(url('from_germany')).toBe('/offers?departure_airports=ALL_GER&operators=ALL_GER');
    expect(url('with_children')).toBe('/offers?children_ages=7');
    expect(url('exotic')).toBe('/offers?regions=200253,200271,200352,200236');
    expect(url('no_passport')).toBe('/offers?regions=200217,200206,200200,200205');
    expect(url('recommended')).toBe('/offers?rating_min=4&sort=rating');
  });

  it('builds offers links with encoded values and readable lists', () => {
    expect(offersUrl({})).toBe('/offers');
    expect(offersUrl({ hotel_name: 'Sol & Mar', regions: [1, 2] })).toBe(
      '/offers?hotel_name=Sol%20%26%20Mar&regions=1,2',
    );
  });
});
