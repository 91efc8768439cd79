import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_DEFAULTS,
  HEADLINES_DESKTOP,
  MOBILE_CAROUSEL,
  SLIDER_DEFAULTS,
  THUMBNAIL_STRIP,
} from './carousel-settings.ts';

describe('carousel and slider timings', () => {
  it('default carousels to a 3000 ms interval, 350 ms transition and 5 px swipe tolerance (CONST-31, OPEN-47)', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ intervalMs: 3000, transitionMs: 350, swipeTolerancePx: 5 });
  });

  it('default sliders to 500 ms speed and a 50 ms resize debounce (CONST-32)', () => {
    expect(SLIDER_DEFAULTS).toEqual({ speedMs: 500, resizeDebounceMs: 50 });
  });

  it('move the thumbnail strip in 350 ms with arrows (WIDGET-24)', () => {
    expect(THUMBNAIL_STRIP).toEqual({ transitionMs: 350, arrows: true });
  });

  it('rotate desktop headlines every 6000 ms at 3000 ms speed, with dots and no arrows (spec §2)', () => {
    expect(HEADLINES_DESKTOP).toEqual({ speedMs: 3000, autoplayMs: 6000, infinite: true, dots: true, arrows: false });
  });

  it('loop mobile carousels without autoplay, 1000 ms transition, 20000 ms interval (spec §2)', () => {
    expect(MOBILE_CAROUSEL).toEqual({ transitionMs: 1000, intervalMs: 20000, autoplay: false, infinite: true });
  });
});
