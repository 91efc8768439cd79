import { describe, expect, it } from 'vitest';
import { scrollEdges } from './use-scroll-edges.ts';

describe('the hidden sides of a sideways-scrolling strip (issue 22)', () => {
  it('hides nothing when everything fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ start: false, end: false });
  });

  it('hides the end at the start, both sides in the middle, the start at the end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 500, clientWidth: 350 })).toEqual({ start: false, end: true });
    expect(scrollEdges({ scrollLeft: 60, scrollWidth: 500, clientWidth: 350 })).toEqual({ start: true, end: true });
    expect(scrollEdges({ scrollLeft: 150, scrollWidth: 500, clientWidth: 350 })).toEqual({ start: true, end: false });
  });

  it('counts a box half a pixel short of either end as at that end (zoomed pages)', () => {
    expect(scrollEdges({ scrollLeft: 0.5, scrollWidth: 500, clientWidth: 350 }).start).toBe(false);
    expect(scrollEdges({ scrollLeft: 149.5, scrollWidth: 500, clientWidth: 350 }).end).toBe(false);
  });
});
