import { describe, expect, it } from 'vitest';
import { decide, slidingCount, windowStartMs, type RateLimitRule } from './sliding-window.ts';

const rule: RateLimitRule = { scope: 'test', limit: 10, windowSeconds: 600 };
const start = windowStartMs(1_800_000_000_000, 600);

describe('sliding-window rate limit', () => {
  it('aligns windows to multiples of their length', () => {
    expect(windowStartMs(1_000_599_999, 600)).toBe(1_000_200_000);
    expect(start % 600_000).toBe(0);
  });

  it('weights the previous window by how much of it still overlaps', () => {
    expect(slidingCount({ previous: 10, current: 2 }, start, 600)).toBe(12);
    expect(slidingCount({ previous: 10, current: 2 }, start + 300_000, 600)).toBe(7);
    expect(slidingCount({ previous: 10, current: 2 }, start + 599_999, 600)).toBeCloseTo(2, 3);
  });

  it('allows up to the limit and refuses the next request', () => {
    expect(decide(rule, { previous: 0, current: 10 }, start + 1000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(decide(rule, { previous: 0, current: 11 }, start + 1000).allowed).toBe(false);
  });

  it('does not let a burst at the end of a window be repeated right after the boundary', () => {
    expect(decide(rule, { previous: 10, current: 1 }, start + 1000).allowed).toBe(false);
    expect(decide(rule, { previous: 10, current: 1 }, start + 120_000).allowed).toBe(true);
  });

  it('says when the previous window has faded enough (same window)', () => {
    // 10 before, 6 now (this one refused): the next is allowed once 10 × (1 − f) + 6 + 1 ≤ 10,
    // i.e. at f = 0.7 (420 s into the window), 360 s from now.
    expect(decide(rule, { previous: 10, current: 6 }, start + 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 360,
    });
  });

  it('says when the next window allows again when this one is full', () => {
    // 20 hits this window: the next window allows once 20 × (1 − f) + 1 ≤ 10, i.e. f = 0.55.
    expect(decide(rule, { previous: 0, current: 20 }, start + 540_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 60 + 330,
    });
    // 11 hits: 11 × (1 − f) + 1 ≤ 10 at f = 2/11 of the next window (109.1 s).
    expect(decide(rule, { previous: 0, current: 11 }, start).retryAfterSeconds).toBe(600 + 110);
  });

  it('never answers less than one second', () => {
    // 2000 × (1 − f) + 2 ≤ 10 from f = 0.996; refused at f = 0.995 (count 11), 0.6 s before that.
    const late = decide(rule, { previous: 2000, current: 1 }, start + 597_000);
    expect(late).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
