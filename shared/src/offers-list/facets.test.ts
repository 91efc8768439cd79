import { describe, expect, it } from 'vitest';
import type { RegionsFilter } from '../filters.ts';
import { buildRegionTree } from '../search-form/destinations.ts';
import {
  PRICE_CHOICES,
  countOf,
  facetCounts,
  priceChoiceCount,
  regionCount,
  starChoiceCounts,
  withCounts,
} from './facets.ts';

const FACETS = {
  boards: [
    { value: 2, count: 40 },
    { value: 12, count: 116 },
  ],
  stars: [
    { value: 2, count: 9 },
    { value: 3, count: 55 },
    { value: 4, count: 85 },
    { value: 5, count: 41 },
  ],
  operators: [{ value: 'FTI', count: 17 }],
  price_eur: [
    { value: 0, count: 6 },
    { value: 250, count: 128 },
    { value: 500, count: 35 },
    { value: 1000, count: 5 },
    { value: 10000, count: 1 },
  ],
};

describe('facet counts of the filter options', () => {
  it('look values up by their text, numbers and codes alike; an unlisted value counts 0', () => {
    const boards = facetCounts(FACETS, 'boards');
    expect(countOf(boards, 12)).toBe(116);
    expect(countOf(boards, '12')).toBe(116);
    expect(countOf(boards, 7)).toBe(0);
    expect(countOf(facetCounts(FACETS, 'operators'), 'FTI')).toBe(17);
    expect(facetCounts(undefined, 'boards').size).toBe(0);
  });

  it('keep the reference order and list options without hotels with 0', () => {
    const options = [
      { value: 1, label: 'Bez wyżywienia' },
      { value: 12, label: 'All inclusive' },
      { value: 2, label: 'Śniadania' },
    ];
    expect(withCounts(options, facetCounts(FACETS, 'boards'))).toEqual([
      { value: 1, label: 'Bez wyżywienia', count: 0 },
      { value: 12, label: 'All inclusive', count: 116 },
      { value: 2, label: 'Śniadania', count: 40 },
    ]);
  });

  it('show no count before the first answer', () => {
    expect(withCounts([{ value: 1, label: 'x' }], undefined)).toEqual([{ value: 1, label: 'x' }]);
  });
});

describe('hotel standard from N stars', () => {
  it('counts the hotels with N stars or more; 0 is every hotel', () => {
    expect([...starChoiceCounts(facetCounts(FACETS, 'stars'))]).toEqual([
      [0, 190],
      [1, 190],
      [2, 190],
      [3, 181],
      [4, 126],
      [5, 41],
    ]);
  });
});

describe('maximum price choices', () => {
  it('count the hotels in the 250 EUR steps below the maximum', () => {
    const prices = facetCounts(FACETS, 'price_eur');
    expect(priceChoiceCount(prices, 500)).toBe(134);
    expect(priceChoiceCount(prices, 1000)).toBe(169);
    expect(priceChoiceCount(prices, 1500)).toBe(174);
    expect(priceChoiceCount(prices, 250)).toBe(6);
  });

  it('are multiples of the facet step, so each count is exact', () => {
    for (const choice of PRICE_CHOICES) expect(choice % 250).toBe(0);
  });
});

describe('destination counts', () => {
  const DATA: Pick<RegionsFilter, 'regions_list' | 'special_regions' | 'main_regions'> = {
    regions_list: [
      { id: 1, name: 'Turcja', unicodeName: 'turcja', subregions: [11, 12] },
      { id: 11, name: 'Alanya', unicodeName: 'alanya', parent: 1, subregions: [] },
      { id: 12, name: 'Side', unicodeName: 'side', parent: 1, subregions: [] },
      { id: 2, name: 'Grecja', unicodeName: 'grecja', subregions: [21] },
      { id: 21, name: 'Kreta', unicodeName: 'kreta', parent: 2, subregions: [] },
    ],
    special_regions: [],
    main_regions: [1, 2],
  };
  const tree = buildRegionTree(DATA);
  const counts = facetCounts(
    {
      regions: [
        { value: 1, count: 30 },
        { value: 11, count: 20 },
        { value: 12, count: 10 },
      ],
    },
    'regions',
  );

  it('are the facet’s counts while nothing is chosen, 0 where it lists nothing', () => {
    expect(regionCount(counts, tree, [], 11)).toBe(20);
    expect(regionCount(counts, tree, [], 2)).toBe(0);
  });

  it('are known only within the countries of the chosen regions', () => {
    expect(regionCount(counts, tree, [11], 12)).toBe(10);
    expect(regionCount(counts, tree, [11], 1)).toBe(30);
    expect(regionCount(counts, tree, [11], 21)).toBeUndefined();
    expect(regionCount(counts, tree, [11], 2)).toBeUndefined();
  });
});
