import type { Options } from '@splidejs/react-splide';

/**
 * Carousel defaults (spec §9, CONST-31): interval 3000 ms, transition 350 ms and a swipe
 * tolerance of 5 px (OPEN-47) before a drag starts, for mouse and touch alike.
 */
export const CAROUSEL_DEFAULTS = {
  interval: 3000,
  speed: 350,
  dragMinThreshold: { mouse: 5, touch: 5 },
} as const satisfies Options;

/**
 * Slider defaults (spec §9, CONST-32): speed 500 ms. Splide 4 coalesces resize events into one
 * layout per animation frame and has no option for it, so the spec's 50 ms resize debounce is
 * met by that (~16 ms) rather than configured.
 */
export const SLIDER_DEFAULTS = {
  speed: 500,
} as const satisfies Options;
