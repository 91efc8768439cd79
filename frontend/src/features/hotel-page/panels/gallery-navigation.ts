import { CAROUSEL_DEFAULTS } from '../../../components/carousel/carousel-options.ts';

/**
 * The thumbnail strip slides in 350 ms (WIDGET-24), the transition of every carousel of the site
 * (spec §9, CONST-31), so it takes its number from the carousels' defaults.
 */
export const THUMBNAIL_STRIP_TRANSITION_MS: number = CAROUSEL_DEFAULTS.speed;

/** A horizontal drag longer than this turns the photo; shorter ones are taps or a shaky thumb. */
export const SWIPE_THRESHOLD_PX = 50;

/** Thumbnails in view at once: phones, from 667 px, and desktop (breakpoints of spec §9). */
export const THUMBNAILS_PER_VIEW = { phone: 4, tablet: 6, desktop: 8 } as const;

/** The photo `step` places away from `index`, going round: after the last comes the first. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}

/** The last position the strip may start at: further on, empty space would follow the last thumbnail. */
export function lastStripStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Where the strip starts after moving one view back (-1) or on (+1), never past either end. */
export function moveStrip(first: number, direction: -1 | 1, count: number, perView: number): number {
  return Math.min(lastStripStart(count, perView), Math.max(0, first + direction * perView));
}

/** Where the strip starts so that thumbnail `index` is in view, moving as little as possible. */
export function stripStartShowing(first: number, index: number, count: number, perView: number): number {
  const start = index < first ? index : index >= first + perView ? index - perView + 1 : first;
  return Math.min(lastStripStart(count, perView), Math.max(0, start));
}

/** Which way a drag from `startX` to `endX` turns the photos: left shows the next one, like a page. */
export function swipeStep(startX: number, endX: number): -1 | 0 | 1 {
  const distance = endX - startX;
  if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return 0;
  return distance < 0 ? 1 : -1;
}
