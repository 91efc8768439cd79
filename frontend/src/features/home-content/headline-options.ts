import type { Options } from '@splidejs/react-splide';
import { CAROUSEL_DEFAULTS, SLIDER_DEFAULTS } from '../../components/carousel/carousel-options.ts';

/**
 * Desktop headlines (spec §2, HEAD-01..03): an endless slider that turns by itself every 6 s with a
 * 3 s transition, dots and no arrows. It pauses on hover and focus, and the pause button stops it.
 */
export const HEADLINES_DESKTOP_OPTIONS = {
  ...SLIDER_DEFAULTS,
  type: 'loop',
  speed: 3000,
  autoplay: true,
  interval: 6000,
  pauseOnHover: true,
  pauseOnFocus: true,
  arrows: false,
  pagination: true,
} as const satisfies Options;

/** Mobile headlines (spec §2, HEAD-04): an endless carousel the visitor turns, 1 s transition. */
export const HEADLINES_MOBILE_OPTIONS = {
  ...CAROUSEL_DEFAULTS,
  type: 'loop',
  speed: 1000,
  autoplay: false,
  interval: 20000,
  arrows: false,
  pagination: true,
} as const satisfies Options;
