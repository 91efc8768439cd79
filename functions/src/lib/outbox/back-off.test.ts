import { describe, expect, it } from 'vitest';
import { MAX_SEND_ATTEMPTS, afterFailedAttempt, retryDelayMs } from './back-off.ts';

const low = () => 0;
const high = () => 0.999_999;

describe('outbox back-off', () => {
  it('doubles from 30 s up to an hour', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n, high));
    expect(ceilings.map((ms) => Math.round(ms / 1000))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('keeps at least half of each delay and jitters the other half', () => {
    expect(retryDelayMs(1, low)).toBe(15_000);
    expect(retryDelayMs(3, low)).toBe(60_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(90_000);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(4)));
    expect(spread.size).toBeGreaterThan(40);
    for (const delay of spread) expect(delay).toBeGreaterThanOrEqual(120_000 - 1);
  });

  it('retries a transient failure at now + delay and gives up after the last attempt', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    expect(afterFailedAttempt(1, false, now, low)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-05-01T10:00:15.000Z'),
    });
    expect(afterFailedAttempt(MAX_SEND_ATTEMPTS - 1, false, now, low).status).toBe('pending');
    expect(afterFailedAttempt(MAX_SEND_ATTEMPTS, false, now, low)).toEqual({ status: 'error' });
  });

  it('does not retry a permanent failure', () => {
    expect(afterFailedAttempt(1, true, new Date(), low)).toEqual({ status: 'error' });
  });

  it('spans roughly three hours before giving up', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) total += retryDelayMs(attempt, high);
    expect(total / 3_600_000).toBeGreaterThan(3);
    expect(total / 3_600_000).toBeLessThan(3.2);
  });
});
