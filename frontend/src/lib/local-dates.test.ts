import { describe, expect, it } from 'vitest';
import { toIsoDay, toLocalDate } from './local-dates.ts';

describe('local calendar days of the date picker (STATE-30, D3)', () => {
  it('turns a day into local midnight and back', () => {
    const date = toLocalDate('2027-03-28');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2027, 2, 28, 0]);
    expect(toIsoDay(date)).toBe('2027-03-28');
  });

  it('pads months and days', () => {
    expect(toIsoDay(new Date(2026, 0, 5, 15, 30))).toBe('2026-01-05');
  });
});
