import type { Options } from '@splidejs/react-splide';
import { CAROUSEL_DEFAULTS } from '../../components/carousel/carousel-options.ts';

/**
 * Mobile recommended regions (spec §2, REGION-02): an endless carousel, one category per slide,
 * 1 s transition, 20 s interval and no autoplay. The next category peeks in from the right so
 * visitors see there is more; arrows and dots turn it without swiping. It sits inside the
 * section's own landmark, so it is a named group rather than a second region of the same name.
 */
export const RECOMMENDED_REGIONS_MOBILE_OPTIONS = {
  ...CAROUSEL_DEFAULTS,
  type: 'loop',
  speed: 1000,
  interval: 20000,
  autoplay: false,
  arrows: true,
  pagination: true,
  padding: { right: '2.5rem' },
  gap: '1rem',
  role: 'group',
} as const satisfies Options;
