import type { ClimateKey } from './climate.ts';

/** Names in Polish, English and German; one string when all three are the same. */
export type Names = string | readonly [pl: string, en: string, de: string];

/** The Polish name and its English and German forms, as the reference data carries them. */
export function namesOf(names: Names): { name: string; names: { en: string; de: string } } {
  if (typeof names === 'string') return { name: names, names: { en: names, de: names } };
  return { name: names[0], names: { en: names[1], de: names[2] } };
}

/** Building blocks of the destination tree, so the country files read as data. */
/**
 * Where hotels of a leaf region sit: its centre, the airport transfers run from, and towns. Towns are
 * spelt as operators' master data spells them (local Latin-script or international form, never a
 * Polish exonym); a town that names a region is shown under that region's name in each language.
 */
export interface Place {
  lat: number;
  lon: number;
  airport: string;
  weight: number;
  cities: readonly string[];
}
export interface Node {
  id: number;
  names: Names;
  climate?: ClimateKey;
  place?: Place;
  children: Node[];
}
export interface CountryNode extends Node {
  code: string;
  climate: ClimateKey;
}

export const at = (lat: number, lon: number, airport: string, weight = 1, cities: readonly string[] = []): Place => ({
  lat,
  lon,
  airport,
  weight,
  cities,
});
export const sub = (id: number, names: Names, place: Place): Node => ({ id, names, place, children: [] });
export function region(id: number, names: Names, content: Place | Node[], climate?: ClimateKey): Node {
  return Array.isArray(content)
    ? { id, names, climate, children: content }
    : { id, names, climate, place: content, children: [] };
}
export const country = (
  id: number,
  code: string,
  names: Names,
  climate: ClimateKey,
  children: Node[],
): CountryNode => ({
  id,
  code,
  names,
  climate,
  children,
});
