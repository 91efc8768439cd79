import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GENERATOR_VERSION,
  GENERATOR_VERSION_FILE,
  clearGeneratorVersion,
  generatedFeedIsCurrent,
  generatorVersionOf,
  writeGeneratorVersion,
} from './feed-version.ts';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'feed-version-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the generator version of a feed folder', () => {
  it('counts a feed written before the marker existed as version 1, so it is regenerated', () => {
    const dir = folder();
    writeFileSync(join(dir, 'offers.jsonl'), '');
    expect(generatorVersionOf(dir)).toBe(1);
    expect(generatedFeedIsCurrent(dir)).toBe(false);
  });

  it('is current once this generator finished the feed, and no longer once a new run starts', async () => {
    const dir = folder();
    await writeGeneratorVersion(dir);
    expect(generatorVersionOf(dir)).toBe(GENERATOR_VERSION);
    expect(generatedFeedIsCurrent(dir)).toBe(true);
    await clearGeneratorVersion(dir);
    expect(generatedFeedIsCurrent(dir)).toBe(false);
  });

  it('treats an older or unreadable marker as not current', () => {
    const dir = folder();
    writeFileSync(join(dir, GENERATOR_VERSION_FILE), JSON.stringify({ version: GENERATOR_VERSION - 1 }));
    expect(generatedFeedIsCurrent(dir)).toBe(false);
    writeFileSync(join(dir, GENERATOR_VERSION_FILE), '{ not json');
    expect(generatorVersionOf(dir)).toBe(0);
  });
});
