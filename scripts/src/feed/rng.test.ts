import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, uuidV4, weightedSampler } from './rng.ts';

describe('seeded random numbers', () => {
  it('repeats its sequence for a seed and differs between seeds and streams', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.uint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(deriveSeed(42, 1)).not.toBe(deriveSeed(42, 2));
  });

  it('draws uniform numbers in [0, 1) and integers within bounds', () => {
    const rng = createRng(1);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });

  it('makes valid, unique version-4 uuids', () => {
    const rng = createRng(7);
    const uuids = Array.from({ length: 50_000 }, () => uuidV4(rng));
    for (const uuid of uuids.slice(0, 1000))
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('samples by weight and never picks a zero weight', () => {
    const rng = createRng(3);
    const pick = weightedSampler(['a', 'b', 'c'], [1, 3, 0]);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[pick(rng) as 'a' | 'b' | 'c']++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.7);
    expect(counts.b / counts.a).toBeLessThan(3.3);
  });
});
