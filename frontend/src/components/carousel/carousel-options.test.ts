import { describe, expect, it } from 'vitest';
import { CAROUSEL_DEFAULTS, SLIDER_DEFAULTS } from './carousel-options.ts';

describe('carousel defaults', () => {
  it('turn every 3000 ms with a 350 ms transition and start a swipe after 5 px (CONST-31, OPEN-47)', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ interval: 3000, speed: 350, dragMinThreshold: { mouse: 5, touch: 5 } });
  });

  it('give sliders a 500 ms speed (CONST-32)', () => {
    expect(SLIDER_DEFAULTS).toEqual({ speed: 500 });
  });
});
