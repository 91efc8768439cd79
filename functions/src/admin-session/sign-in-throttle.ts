/**
 * Slowing down password guessing: the first five wrong passwords in a row cost nothing; from
 * then on the account waits before the next attempt, 30 s doubling per further failure, at most
 * 15 minutes. A correct password resets the count; a quiet hour forgets it.
 */
export const FREE_FAILURES = 5;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
export const FAILURE_MEMORY_SECONDS = 60 * 60;

export interface ThrottleState {
  readonly failures: number;
  /** Epoch seconds before which no attempt is accepted. */
  readonly lockedUntil: number;
}

export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Seconds the caller must still wait, 0 when an attempt is allowed now. */
export function secondsUntilAllowed(state: ThrottleState | undefined, nowSeconds: number): number {
  if (!state) return 0;
  return Math.max(0, Math.ceil(state.lockedUntil - nowSeconds));
}

export function afterFailure(state: ThrottleState | undefined, nowSeconds: number): ThrottleState {
  const failures = (state?.failures ?? 0) + 1;
  return { failures, lockedUntil: nowSeconds + delayAfterFailures(failures) };
}
