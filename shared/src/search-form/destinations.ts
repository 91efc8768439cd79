import type { RegionsFilter } from '../filters.ts';
import { foldDiacritics } from '../text.ts';
import { searchTerm } from './search-text.ts';

/**
 * The destination dropdown (spec §2, §3 Region, §4 destination selection). The selection is a list
 * of region ids kept in its simplest form: a chosen region stands for all of its subregions, so no
 * id is listed together with one of its ancestors, and a region whose subregions are all chosen is
 * listed instead of them (OPEN-43). That list is exactly what the search sends as `regions`.
 */
export type RegionNode = {
  id: number;
  name: string;
  unicodeName: string;
  parent?: number;
  children: readonly number[];
};
export type SpecialRegionGroup = { key: string; name: string; regionIds: readonly number[] };
export type RegionTree = {
  nodes: ReadonlyMap<number, RegionNode>;
  /** Countries in the server's order (alphabetical with diacritics folded). */
  roots: readonly number[];
  specialGroups: readonly SpecialRegionGroup[];
};
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';
export type ChosenDestination = { id: number; name: string; parents: string[] };

/**
 * Builds the tree from the regions filter data. Children follow each region's `subregions` order;
 * a region whose parent is unknown, or whose parents loop, is shown as a top-level one rather than
 * lost, and ids that point nowhere are dropped.
 */
export function buildRegionTree(
  data: Pick<RegionsFilter, 'regions_list' | 'special_regions' | 'main_regions'>,
): RegionTree {
  const byId = new Map(data.regions_list.map((region) => [region.id, region]));
  const parentOf = new Map<number, number>();
  for (const region of byId.values())
    if (region.parent !== undefined && region.parent !== region.id && byId.has(region.parent))
      parentOf.set(region.id, region.parent);
  for (const id of byId.keys()) {
    const seen = new Set([id]);
    for (let up = parentOf.get(id); up !== undefined; up = parentOf.get(up)) {
      if (seen.has(up)) {
        parentOf.delete(id);
        break;
      }
      seen.add(up);
    }
  }

  const childrenOf = new Map<number, number[]>();
  for (const id of byId.keys()) {
    const parent = parentOf.get(id);
    if (parent !== undefined) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
  }
  const nodes = new Map<number, RegionNode>();
  for (const region of byId.values()) {
    const listed = region.subregions;
    const position = (child: number) => (listed.includes(child) ? listed.indexOf(child) : listed.length);
    const children = [...(childrenOf.get(region.id) ?? [])].sort((a, b) => position(a) - position(b));
    const parent = parentOf.get(region.id);
    nodes.set(region.id, {
      id: region.id,
      name: region.name,
      unicodeName: region.unicodeName,
      ...(parent === undefined ? {} : { parent }),
      children,
    });
  }

  const isRoot = (id: number) => nodes.has(id) && !parentOf.has(id);
  const roots = [...new Set(data.main_regions.filter(isRoot))];
  for (const id of nodes.keys()) if (isRoot(id) && !roots.includes(id)) roots.push(id);

  return {
    nodes,
    roots,
    specialGroups: data.special_regions.map((group) => ({
      key: group.key,
      name: group.name,
      regionIds: [...new Set(group.subregions.filter((id) => nodes.has(id)))],
    })),
  };
}

/** Ancestors of a region, nearest first. */
export function ancestorIds(tree: RegionTree, id: number): number[] {
  const result: number[] = [];
  for (let up = tree.nodes.get(id)?.parent; up !== undefined; up = tree.nodes.get(up)?.parent) result.push(up);
  return result;
}

/** The region and its ancestors from the country down, e.g. for "Turcja › Riwiera Turecka › Alanya". */
export function regionPath(tree: RegionTree, id: number): RegionNode[] {
  return [...ancestorIds(tree, id).reverse(), id].flatMap((step) => tree.nodes.get(step) ?? []);
}

function isWithin(tree: RegionTree, id: number, region: number): boolean {
  return id === region || ancestorIds(tree, id).includes(region);
}

function isCovered(selected: readonly number[], tree: RegionTree, id: number): boolean {
  return selected.includes(id) || ancestorIds(tree, id).some((up) => selected.includes(up));
}

/** Adds a region to a simplest-form selection: its subregions give way, full parents collapse upwards. */
function check(selected: readonly number[], tree: RegionTree, id: number): number[] {
  if (isCovered(selected, tree, id)) return [...selected];
  let result = [...selected.filter((chosen) => !isWithin(tree, chosen, id)), id];
  for (let parent = tree.nodes.get(id)?.parent; parent !== undefined; parent = tree.nodes.get(parent)?.parent) {
    const siblings = tree.nodes.get(parent)?.children ?? [];
    if (!siblings.every((sibling) => result.includes(sibling))) break;
    result = [...result.filter((chosen) => !siblings.includes(chosen)), parent];
  }
  return result;
}

/**
 * Removes a region from a simplest-form selection. A region chosen through an ancestor splits that
 * ancestor into the rest of its subregions; a partly chosen region loses every chosen subregion.
 */
function uncheck(selected: readonly number[], tree: RegionTree, id: number): number[] {
  if (selected.includes(id)) return selected.filter((chosen) => chosen !== id);
  const ancestors = ancestorIds(tree, id);
  const holderIndex = ancestors.findIndex((up) => selected.includes(up));
  if (holderIndex === -1) return selected.filter((chosen) => !isWithin(tree, chosen, id));
  const pathDown = [...ancestors.slice(0, holderIndex).reverse(), id];
  const result = selected.filter((chosen) => chosen !== ancestors[holderIndex]);
  let current = ancestors[holderIndex];
  for (const step of pathDown) {
    for (const child of tree.nodes.get(current ?? NaN)?.children ?? []) if (child !== step) result.push(child);
    current = step;
  }
  return result;
}

/**
 * The simplest form of any list of ids (e.g. from a URL): unknown and repeated ids dropped,
 * subregions of a chosen region dropped, regions with every subregion chosen collapsed.
 */
export function normalizeSelection(selected: readonly number[], tree: RegionTree): number[] {
  return selected.reduce<number[]>((result, id) => (tree.nodes.has(id) ? check(result, tree, id) : result), []);
}

/**
 * A region's checkbox: checked when it or an ancestor is chosen, indeterminate when only some of
 * its subregions are (STATE-26), unchecked otherwise — so unticking the last subregion leaves the
 * parent neither checked nor indeterminate (STATE-28).
 */
export function regionCheckState(selected: readonly number[], tree: RegionTree, id: number): CheckState {
  if (!tree.nodes.has(id)) return 'unchecked';
  if (isCovered(selected, tree, id)) return 'checked';
  return selected.some((chosen) => chosen !== id && isWithin(tree, chosen, id)) ? 'indeterminate' : 'unchecked';
}

/** Ticks or unticks a region, returning the new selection in simplest form. */
export function setRegionChecked(
  selected: readonly number[],
  tree: RegionTree,
  id: number,
  checked: boolean,
): number[] {
  const current = normalizeSelection(selected, tree);
  if (!tree.nodes.has(id)) return current;
  return checked ? check(current, tree, id) : uncheck(current, tree, id);
}

/**
 * A click on a region's checkbox (spec §4): ticking a parent chooses it and clears its subregions
 * (STATE-25); ticking a subregion leaves the parent partly chosen (STATE-26) until every subregion is
 * ticked, when the parent replaces them (STATE-27, OPEN-43). A partly chosen parent becomes fully
 * chosen on click, as an indeterminate checkbox does.
 */
export function toggleRegion(selected: readonly number[], tree: RegionTree, id: number): number[] {
  return setRegionChecked(selected, tree, id, regionCheckState(selected, tree, id) !== 'checked');
}

/** A group given itself or by its key. */
function findGroup(tree: RegionTree, group: SpecialRegionGroup | string): SpecialRegionGroup | undefined {
  return typeof group === 'string' ? tree.specialGroups.find((candidate) => candidate.key === group) : group;
}

/** A special group (spec §3 special_regions) is checked when all its regions are, partly when some are. */
export function specialGroupCheckState(
  selected: readonly number[],
  tree: RegionTree,
  group: SpecialRegionGroup | string,
): CheckState {
  const states = (findGroup(tree, group)?.regionIds ?? []).map((id) => regionCheckState(selected, tree, id));
  if (states.length === 0 || states.every((state) => state === 'unchecked')) return 'unchecked';
  return states.every((state) => state === 'checked') ? 'checked' : 'indeterminate';
}

/** Chooses every region of a special group at once, or, when all are chosen, unchooses them all. */
export function toggleSpecialGroup(
  selected: readonly number[],
  tree: RegionTree,
  group: SpecialRegionGroup | string,
): number[] {
  const found = findGroup(tree, group);
  const current = normalizeSelection(selected, tree);
  if (!found) return current;
  const checked = specialGroupCheckState(current, tree, found) !== 'checked';
  return found.regionIds.reduce((result, id) => setRegionChecked(result, tree, id, checked), current);
}

/**
 * Regions whose name contains the text, ignoring case, Polish letters (Ł → l) and regex characters
 * (VAL-37); an empty text finds nothing. What a visitor is typing the start of comes first: names
 * that start with the text ("tur" → Turcja), then names with a word that does (Riwiera Turecka),
 * then the rest (Fuerteventura), each in tree order so results read like the tree.
 */
export function searchRegions(tree: RegionTree, text: string): RegionNode[] {
  const term = searchTerm(text);
  if (term === '') return [];
  const ranked: RegionNode[][] = [[], [], []];
  const visit = (id: number) => {
    const node = tree.nodes.get(id);
    if (!node) return;
    const rank = Math.min(matchRank(term, node.name), matchRank(term, node.unicodeName));
    if (rank < ranked.length) ranked[rank]?.push(node);
    node.children.forEach(visit);
  };
  tree.roots.forEach(visit);
  return ranked.flat();
}

/** 0: the name starts with the term; 1: a word of it does; 2: it contains the term; 3: no match. */
function matchRank(term: string, name: string): number {
  const folded = foldDiacritics(name);
  let rank = 3;
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
    if (at === 0) return 0;
    rank = Math.min(rank, /[\p{L}\p{N}]/u.test(folded[at - 1] ?? '') ? 2 : 1);
  }
  return rank;
}

/** The "chosen destinations" list (WIDGET-13): each chosen region with the names of its parents. */
export function chosenList(selected: readonly number[], tree: RegionTree): ChosenDestination[] {
  return [...new Set(selected)].flatMap((id) => {
    const node = tree.nodes.get(id);
    if (!node) return [];
    const parents = ancestorIds(tree, id)
      .reverse()
      .flatMap((up) => tree.nodes.get(up)?.name ?? []);
    return [{ id, name: node.name, parents }];
  });
}

/**
 * How many chosen entries lie within a region (the region's chosen_count badge); it follows the
 * selection, so removing a chosen item or clearing resets it (STATE-29).
 */
export function chosenCount(selected: readonly number[], tree: RegionTree, id: number): number {
  return new Set(selected.filter((chosen) => tree.nodes.has(chosen) && isWithin(tree, chosen, id))).size;
}

/** Removes one entry of the chosen list (its × button). */
export function removeChosen(selected: readonly number[], id: number): number[] {
  return selected.filter((chosen) => chosen !== id);
}

/** The clear button: nothing chosen (STATE-29). */
export function clearDestinations(): number[] {
  return [];
}
