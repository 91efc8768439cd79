import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterRegion, RegionsFilter } from '../filters.ts';
import {
  buildRegionTree,
  chosenCount,
  chosenList,
  clearDestinations,
  normalizeSelection,
  regionCheckState,
  regionPath,
  removeChosen,
  searchRegions,
  specialGroupCheckState,
  toggleRegion,
  toggleSpecialGroup,
  type RegionTree,
} from './destinations.ts';

const region = (id: number, name: string, parent?: number, subregions: number[] = []): FilterRegion => ({
  id,
  name,
  unicodeName: name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l'),
  ...(parent === undefined ? {} : { parent }),
  subregions,
});

// Turcja › (Riwiera Turecka › Alanya, Belek, Side), (Egejska › Bodrum); Grecja › Kreta, Rodos; Łotwa; Egipt.
const TURCJA = 100;
const RIWIERA = 101;
const EGEJSKA = 102;
const [ALANYA, BELEK, SIDE, BODRUM] = [111, 112, 113, 121];
const GRECJA = 200;
const [KRETA, RODOS] = [201, 202];
const LOTWA = 300;
const EGIPT = 400;

const DATA: RegionsFilter = {
  regions: {},
  regions_list: [
    region(ALANYA, 'Alanya', RIWIERA),
    region(BELEK, 'Belek', RIWIERA),
    region(BODRUM, 'Bodrum', EGEJSKA),
    region(EGEJSKA, 'Egejska', TURCJA, [BODRUM]),
    region(EGIPT, 'Egipt'),
    region(GRECJA, 'Grecja', undefined, [KRETA, RODOS]),
    region(KRETA, 'Kreta', GRECJA),
    region(LOTWA, 'Łotwa'),
    region(RIWIERA, 'Riwiera Turecka', TURCJA, [ALANYA, BELEK, SIDE]),
    region(RODOS, 'Rodos', GRECJA),
    region(SIDE, 'Side', RIWIERA),
    region(TURCJA, 'Turcja', undefined, [EGEJSKA, RIWIERA]),
  ],
  special_regions: [
    { key: 'no_passport', name: 'Bez paszportu', subregions: [GRECJA, LOTWA, 999] },
    { key: 'empty', name: 'Pusta', subregions: [999] },
  ],
  main_regions: [EGIPT, GRECJA, LOTWA, TURCJA],
};
const TREE = buildRegionTree(DATA);
const LEAVES = [ALANYA, BELEK, SIDE, BODRUM, KRETA, RODOS, LOTWA, EGIPT];
const ALL_IDS = [...TREE.nodes.keys()];

const toggleAll = (tree: RegionTree, ids: number[], start: number[] = []) =>
  ids.reduce((selected, id) => toggleRegion(selected, tree, id), start);
const state = (selected: number[], id: number) => regionCheckState(selected, TREE, id);

describe('building the region tree', () => {
  it('keeps the countries in the server order and children in their subregions order', () => {
    expect(TREE.roots).toEqual([EGIPT, GRECJA, LOTWA, TURCJA]);
    expect(TREE.nodes.get(RIWIERA)?.children).toEqual([ALANYA, BELEK, SIDE]);
    expect(TREE.nodes.get(TURCJA)?.children).toEqual([EGEJSKA, RIWIERA]);
    expect(regionPath(TREE, SIDE).map((node) => node.name)).toEqual(['Turcja', 'Riwiera Turecka', 'Side']);
  });

  it('keeps special groups with only the regions that exist', () => {
    expect(TREE.specialGroups[0]).toEqual({ key: 'no_passport', name: 'Bez paszportu', regionIds: [GRECJA, LOTWA] });
  });

  it('shows a region with an unknown or looping parent at the top instead of losing it', () => {
    const tree = buildRegionTree({
      regions_list: [region(1, 'Sierota', 77), region(2, 'A', 3), region(3, 'B', 2)],
      special_regions: [],
      main_regions: [],
    });
    expect(tree.roots).toEqual([1, 2]);
    expect(tree.nodes.get(2)?.children).toEqual([3]);
  });
});

describe('ticking and unticking destinations', () => {
  it('ticking a parent selects it and clears its subregions (STATE-25)', () => {
    expect(toggleAll(TREE, [ALANYA, SIDE, RIWIERA])).toEqual([RIWIERA]);
    expect(toggleAll(TREE, [BODRUM, KRETA, TURCJA])).toEqual([KRETA, TURCJA]);
  });

  it('ticking a subregion marks the parent and grandparent as partly selected (STATE-26)', () => {
    const selected = toggleAll(TREE, [ALANYA]);
    expect(selected).toEqual([ALANYA]);
    expect(state(selected, ALANYA)).toBe('checked');
    expect(state(selected, RIWIERA)).toBe('indeterminate');
    expect(state(selected, TURCJA)).toBe('indeterminate');
    expect(state(selected, EGEJSKA)).toBe('unchecked');
  });

  it('ticking every subregion makes the parent checked and replaces the subregion ticks (STATE-27, OPEN-43)', () => {
    const selected = toggleAll(TREE, [ALANYA, BELEK, SIDE]);
    expect(selected).toEqual([RIWIERA]);
    expect(state(selected, RIWIERA)).toBe('checked');
    expect(state(selected, SIDE)).toBe('checked');
  });

  it('collapses all the way up when the parent completes its own parent (STATE-27)', () => {
    // Bodrum is Egejska's only subregion, and Egejska completes Turcja next to a chosen Riwiera.
    expect(toggleAll(TREE, [RIWIERA, BODRUM])).toEqual([TURCJA]);
  });

  it('unticking the last subregion deselects the parent: neither checked nor indeterminate (STATE-28)', () => {
    const selected = toggleAll(TREE, [ALANYA, ALANYA]);
    expect(selected).toEqual([]);
    expect(state(selected, RIWIERA)).toBe('unchecked');
    expect(state(selected, TURCJA)).toBe('unchecked');
  });

  it('unticking a subregion of a chosen parent keeps its siblings chosen', () => {
    const selected = toggleAll(TREE, [RIWIERA, BELEK]);
    expect(selected).toEqual([ALANYA, SIDE]);
    expect(state(selected, RIWIERA)).toBe('indeterminate');
  });

  it('unticking a subregion of a chosen country splits the country down the path', () => {
    expect(toggleAll(TREE, [TURCJA, BELEK])).toEqual([EGEJSKA, ALANYA, SIDE]);
  });

  it('clicking a partly selected parent selects it whole', () => {
    expect(toggleAll(TREE, [ALANYA, RIWIERA])).toEqual([RIWIERA]);
  });

  it('ignores a click on an unknown region', () => {
    expect(toggleAll(TREE, [ALANYA, 999])).toEqual([ALANYA]);
  });
});

describe('selection invariants (property)', () => {
  const clicks = fc.array(fc.constantFrom(...ALL_IDS), { maxLength: 25 });

  it('keeps the selection in simplest form: no region with a chosen ancestor, no parent with every subregion chosen', () => {
    fc.assert(
      fc.property(clicks, (ids) => {
        const selected = toggleAll(TREE, ids);
        expect(new Set(selected).size).toBe(selected.length);
        for (const id of selected)
          expect(
            state(
              selected.filter((other) => other !== id),
              id,
            ),
          ).not.toBe('checked');
        for (const node of TREE.nodes.values())
          if (node.children.length > 0) expect(node.children.every((child) => selected.includes(child))).toBe(false);
      }),
    );
  });

  it('flips the clicked region and changes no destination outside it', () => {
    fc.assert(
      fc.property(clicks, fc.constantFrom(...ALL_IDS), (ids, clicked) => {
        const before = toggleAll(TREE, ids);
        const after = toggleRegion(before, TREE, clicked);
        expect(state(after, clicked) === 'checked').toBe(state(before, clicked) !== 'checked');
        const inside = (leaf: number) => regionPath(TREE, leaf).some((node) => node.id === clicked);
        for (const leaf of LEAVES.filter((leaf) => !inside(leaf))) expect(state(after, leaf)).toBe(state(before, leaf));
      }),
    );
  });
});

describe('special region groups', () => {
  const group = TREE.specialGroups[0]!;

  it('are selected as a group and unselected when all were chosen (WIDGET-12)', () => {
    const selected = toggleSpecialGroup([], TREE, 'no_passport');
    expect(selected).toEqual([GRECJA, LOTWA]);
    expect(specialGroupCheckState(selected, TREE, group)).toBe('checked');
    expect(toggleSpecialGroup(selected, TREE, 'no_passport')).toEqual([]);
  });

  it('show as partly chosen when some of their regions are, and complete on click', () => {
    const selected = toggleAll(TREE, [KRETA]);
    expect(specialGroupCheckState(selected, TREE, group)).toBe('indeterminate');
    expect(specialGroupCheckState(selected, TREE, 'no_passport')).toBe('indeterminate');
    expect(toggleSpecialGroup(selected, TREE, 'no_passport')).toEqual([GRECJA, LOTWA]);
  });

  it('leave the selection alone for an unknown or empty group', () => {
    expect(toggleSpecialGroup([ALANYA], TREE, 'nope')).toEqual([ALANYA]);
    expect(toggleSpecialGroup([ALANYA], TREE, 'empty')).toEqual([ALANYA]);
  });
});

describe('searching destinations', () => {
  it('folds Polish letters, so "lotwa" and "ŁOT" find Łotwa (WIDGET-10)', () => {
    expect(searchRegions(TREE, 'lotwa').map((n) => n.id)).toEqual([LOTWA]);
    expect(searchRegions(TREE, 'ŁOT').map((n) => n.id)).toEqual([LOTWA]);
  });

  it('removes regular-expression characters (VAL-37)', () => {
    expect(searchRegions(TREE, 'Ala(').map((n) => n.id)).toEqual([ALANYA]);
  });

  it('lists names starting with the text first, then a word starting with it, then the rest, each in tree order', () => {
    expect(searchRegions(TREE, 'e').map((n) => n.name)).toEqual([
      'Egipt',
      'Egejska',
      'Grecja',
      'Kreta',
      'Riwiera Turecka',
      'Belek',
      'Side',
    ]);
    // Issue 22: typing "tur" puts Turcja before a name that only contains the letters.
    expect(searchRegions(TREE, 'tur').map((n) => n.name)).toEqual(['Turcja', 'Riwiera Turecka']);
    expect(searchRegions(TREE, ' ')).toEqual([]);
  });
});

describe('chosen destinations', () => {
  it('lists each chosen region with its parents (WIDGET-13)', () => {
    expect(chosenList([ALANYA, GRECJA, 999], TREE)).toEqual([
      { id: ALANYA, name: 'Alanya', parents: ['Turcja', 'Riwiera Turecka'] },
      { id: GRECJA, name: 'Grecja', parents: [] },
    ]);
  });

  it('counts chosen entries within a region, reset by removing an item or clearing (STATE-29)', () => {
    const selected = toggleAll(TREE, [ALANYA, SIDE]);
    expect(chosenCount(selected, TREE, TURCJA)).toBe(2);
    expect(chosenCount(selected, TREE, RIWIERA)).toBe(2);
    const removed = removeChosen(removeChosen(selected, ALANYA), SIDE);
    expect(chosenCount(removed, TREE, TURCJA)).toBe(0);
    expect(chosenCount(removeChosen(selected, ALANYA), TREE, TURCJA)).toBe(1);
    expect(chosenCount(clearDestinations(), TREE, TURCJA)).toBe(0);
  });

  it('brings ids from a URL into simplest form', () => {
    expect(normalizeSelection([ALANYA, BELEK, SIDE, 999, ALANYA, GRECJA, KRETA], TREE)).toEqual([RIWIERA, GRECJA]);
  });
});
