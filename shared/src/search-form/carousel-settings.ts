/**
 * Timings of the carousels and sliders (spec §2, §9) for the wrapped Splide component, in ms unless
 * named otherwise. One place so the home page's sliders and the wrapper's defaults cannot drift.
 */

/** Carousel defaults (CONST-31); the swipe tolerance is in pixels (OPEN-47). */
export const CAROUSEL_DEFAULTS = { intervalMs: 3000, transitionMs: 350, swipeTolerancePx: 5 } as const;

/** Slider defaults (CONST-32). */
export const SLIDER_DEFAULTS = { speedMs: 500, resizeDebounceMs: 50 } as const;

/** The search form's thumbnail strip: previous/next arrows, 350 ms transition (WIDGET-24). */
export const THUMBNAIL_STRIP = { transitionMs: 350, arrows: true } as const;

/** Desktop headlines: auto-rotating, dots, no arrows, infinite (spec §2). */
export const HEADLINES_DESKTOP = {
  speedMs: 3000,
  autoplayMs: 6000,
  infinite: true,
  dots: true,
  arrows: false,
} as const;

/** Mobile headlines and the mobile recommended-regions carousel: infinite, no autoplay (spec §2). */
export const MOBILE_CAROUSEL = { transitionMs: 1000, intervalMs: 20000, autoplay: false, infinite: true } as const;
