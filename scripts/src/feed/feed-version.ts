import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The generator's version, written into every feed it finishes. Raise it whenever what the generator
 * writes changes in a way a feed already on disk must not outlive, so `npm start` regenerates its
 * cached `.local/feed` instead of importing the old one again.
 *   2: names per language (decision D14): airports, operator groups and facility categories carry
 *      English and German names; towns are spelt as operators spell them, no Polish exonyms.
 * Feeds without the marker were written before it existed: version 1.
 */
export const GENERATOR_VERSION = 2;
export const GENERATOR_VERSION_FILE = 'generator-version.json';

/** The generator version a feed folder was finished by; 1 without a marker, 0 without a readable one. */
export function generatorVersionOf(dir: string): number {
  let text: string;
  try {
    text = readFileSync(join(dir, GENERATOR_VERSION_FILE), 'utf8');
  } catch {
    return 1;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    const version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : undefined;
    return typeof version === 'number' && Number.isInteger(version) ? version : 0;
  } catch {
    return 0;
  }
}

/** True when `dir` holds a complete feed written by this generator version. */
export function generatedFeedIsCurrent(dir: string): boolean {
  return generatorVersionOf(dir) === GENERATOR_VERSION;
}

/** Called before writing: a feed whose generation stops half-way must not look current. */
export async function clearGeneratorVersion(dir: string): Promise<void> {
  await rm(join(dir, GENERATOR_VERSION_FILE), { force: true });
}

/** Called once every file of the feed is written. */
export async function writeGeneratorVersion(dir: string): Promise<void> {
  await writeFile(join(dir, GENERATOR_VERSION_FILE), JSON.stringify({ version: GENERATOR_VERSION }) + '\n');
}
