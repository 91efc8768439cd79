import { describe, expect, it } from 'vitest';
import { afterFailure, delayAfterFailures, secondsUntilAllowed } from './sign-in-throttle.ts';

describe('sign-in throttle', () => {
  it('lets the first five wrong passwords through, then waits 30 s doubling up to 15 min', () => {
    expect([1, 2, 3, 4].map(delayAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 20].map(delayAfterFailures)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('counts failures in a row and locks until the delay has passed', () => {
    let state = undefined as ReturnType<typeof afterFailure> | undefined;
    for (let i = 0; i < 5; i++) state = afterFailure(state, 1000);
    expect(state).toEqual({ failures: 5, lockedUntil: 1030 });
    expect(secondsUntilAllowed(state, 1000)).toBe(30);
    expect(secondsUntilAllowed(state, 1029.5)).toBe(1);
    expect(secondsUntilAllowed(state, 1030)).toBe(0);
    expect(secondsUntilAllowed(undefined, 1000)).toBe(0);
  });
});
