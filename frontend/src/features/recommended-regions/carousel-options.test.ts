import { describe, expect, it } from 'vitest';
import { RECOMMENDED_REGIONS_MOBILE_OPTIONS } from './carousel-options.ts';

describe('recommended regions on mobile', () => {
  it('are an endless carousel with a 1 s transition, a 20 s interval and no autoplay (REGION-02)', () => {
    expect(RECOMMENDED_REGIONS_MOBILE_OPTIONS).toMatchObject({
      type: 'loop',
      speed: 1000,
      interval: 20000,
      autoplay: false,
    });
  });
});
