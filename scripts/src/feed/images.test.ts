import { describe, expect, it } from 'vitest';
import { IMAGE_POOL, renderImage } from './images.ts';

describe('hotel image pool', () => {
  it('holds 48 distinct SVG scenes of 1200×800, a few KB each, the same on every run', () => {
    expect(IMAGE_POOL).toHaveLength(48);
    const svgs = IMAGE_POOL.map(renderImage);
    expect(new Set(svgs).size).toBe(48);
    expect(IMAGE_POOL.map(renderImage)).toEqual(svgs);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.length).toBeGreaterThan(1000);
      expect(svg.length).toBeLessThan(12_000);
    }
  });
});
