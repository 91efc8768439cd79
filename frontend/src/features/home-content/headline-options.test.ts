import { describe, expect, it } from 'vitest';
import { HEADLINES_DESKTOP_OPTIONS, HEADLINES_MOBILE_OPTIONS } from './headline-options.ts';

describe('headlines slider options', () => {
  it('turns the desktop slider by itself every 6 s with a 3 s transition, endlessly, dots and no arrows (HEAD-01..03)', () => {
    expect(HEADLINES_DESKTOP_OPTIONS).toMatchObject({
      type: 'loop',
      speed: 3000,
      autoplay: true,
      interval: 6000,
      arrows: false,
      pagination: true,
    });
  });

  it('lets visitors pause the desktop slider by hovering or focusing it', () => {
    expect(HEADLINES_DESKTOP_OPTIONS).toMatchObject({ pauseOnHover: true, pauseOnFocus: true });
  });

  it('leaves the mobile carousel to the visitor: no autoplay, 1 s transition, 20 s interval, endless (HEAD-04)', () => {
    expect(HEADLINES_MOBILE_OPTIONS).toMatchObject({
      type: 'loop',
      autoplay: false,
      speed: 1000,
      interval: 20000,
    });
  });
});
