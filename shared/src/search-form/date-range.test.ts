import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, tomorrow } from './dates.ts';
import { defaultGroupRange, defaultSearchRange, moveEnd, moveStart, type DateRange } from './date-range.ts';

// Day n of July 2026.
const july = (day: number) => addDays('2026-06-30', day);
const range = (start: number, end: number): DateRange => ({ startDate: july(start), endDate: july(end) });

describe('moving the start of a range', () => {
  const today = '2026-06-01';

  it('keeps the end when the new start is still before it', () => {
    expect(moveStart(range(10, 17), july(12), today)).toEqual(range(12, 17));
    expect(moveStart(range(10, 17), july(3), today)).toEqual(range(3, 17));
  });

  it('moves the end, keeping the length, when the start passes the end (STATE-01: 10–17, start 20 → 20–27)', () => {
    expect(moveStart(range(10, 17), july(20), today)).toEqual(range(20, 27));
  });

  it('moves the end when the start lands exactly on it (STATE-01: 10–17, start 17 → 17–24)', () => {
    expect(moveStart(range(10, 17), july(17), today)).toEqual(range(17, 24));
  });

  it('treats a start of today or earlier as tomorrow, the earliest pickable day (WIDGET-04)', () => {
    expect(moveStart(range(10, 17), july(1), july(1))).toEqual(range(2, 17));
    expect(moveStart(range(10, 17), july(0), july(1))).toEqual(range(2, 17));
    expect(moveStart(range(10, 17), july(2), july(1))).toEqual(range(2, 17));
  });
});

describe('moving the end of a range', () => {
  it('keeps the start when the new end is after it', () => {
    expect(moveEnd(range(10, 17), july(25), '2026-06-01')).toEqual(range(10, 25));
    expect(moveEnd(range(10, 17), july(11), '2026-06-01')).toEqual(range(10, 11));
  });

  it('moves the start back, keeping the length, when the end goes before the start (STATE-02: 10–17, end 8 → 1–8)', () => {
    expect(moveEnd(range(10, 17), july(8), '2026-06-01')).toEqual(range(1, 8));
  });

  it('moves the start back when the end lands exactly on the start (STATE-02)', () => {
    expect(moveEnd(range(10, 17), july(10), '2026-06-01')).toEqual(range(3, 10));
  });

  it('starts tomorrow and ends on the chosen day when the moved start would not be in the future (STATE-03: today 1st, 5–12, end 4 → 2–4)', () => {
    expect(moveEnd(range(5, 12), july(4), july(1))).toEqual(range(2, 4));
  });

  it('keeps the length when the moved start would be exactly tomorrow (STATE-02/03 boundary)', () => {
    // 10–17 is 7 days long; an end on the 9th puts the start on the 2nd, which is tomorrow.
    expect(moveEnd(range(10, 17), july(9), july(1))).toEqual(range(2, 9));
  });

  it('gives up the length when the moved start would be exactly today (STATE-03 boundary)', () => {
    expect(moveEnd(range(10, 17), july(8), july(1))).toEqual(range(2, 8));
  });

  it('gives up the length when the moved start would be yesterday (STATE-03)', () => {
    expect(moveEnd(range(10, 17), july(7), july(1))).toEqual(range(2, 7));
  });

  it('makes a one-day range when the end is moved to tomorrow', () => {
    expect(moveEnd(range(5, 12), july(2), july(1))).toEqual(range(2, 2));
  });

  it('treats an end of today or earlier as tomorrow, the earliest pickable day (WIDGET-04)', () => {
    expect(moveEnd(range(5, 12), july(1), july(1))).toEqual(range(2, 2));
    expect(moveEnd(range(5, 12), july(0), july(1))).toEqual(range(2, 2));
  });
});

describe('date-range invariants (property)', () => {
  const today = fc.integer({ min: -5, max: 40 }).map(july);
  const futureRange = (todayIso: string) =>
    fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 45 })).map(([offset, length]) => ({
      startDate: addDays(todayIso, offset),
      endDate: addDays(todayIso, offset + length),
    }));
  const scenario = today.chain((todayIso) =>
    fc.record({
      today: fc.constant(todayIso),
      range: futureRange(todayIso),
      chosen: fc.integer({ min: -3, max: 120 }).map((days) => addDays(todayIso, days)),
    }),
  );

  it('moving the start to or past the end keeps the length (STATE-01)', () => {
    fc.assert(
      fc.property(scenario, ({ today: t, range: r, chosen }) => {
        fc.pre(chosen >= r.endDate);
        const moved = moveStart(r, chosen, t);
        expect(moved.startDate).toBe(chosen);
        expect(daysBetween(moved.startDate, moved.endDate)).toBe(daysBetween(r.startDate, r.endDate));
      }),
    );
  });

  it('moving the end to or before the start keeps the length unless the start would not be in the future (STATE-02, STATE-03)', () => {
    fc.assert(
      fc.property(scenario, ({ today: t, range: r, chosen }) => {
        fc.pre(chosen <= r.startDate && chosen > t);
        const moved = moveEnd(r, chosen, t);
        expect(moved.endDate).toBe(chosen);
        const keptLength = daysBetween(moved.startDate, moved.endDate) === daysBetween(r.startDate, r.endDate);
        expect(keptLength || moved.startDate === tomorrow(t)).toBe(true);
        if (addDays(chosen, -daysBetween(r.startDate, r.endDate)) > t) expect(keptLength).toBe(true);
      }),
    );
  });

  it('always gives an ordered range starting tomorrow or later', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), ({ today: t, range: r, chosen }, start) => {
        const moved = start ? moveStart(r, chosen, t) : moveEnd(r, chosen, t);
        expect(moved.startDate >= tomorrow(t)).toBe(true);
        expect(moved.startDate <= moved.endDate).toBe(true);
      }),
    );
  });
});

describe('default ranges', () => {
  it('searches from tomorrow to two months ahead (CONST-01)', () => {
    expect(defaultSearchRange('2026-07-15')).toEqual({ startDate: '2026-07-16', endDate: '2026-09-15' });
    expect(defaultSearchRange('2026-12-31')).toEqual({ startDate: '2027-01-01', endDate: '2027-02-28' });
  });

  it('offers group enquiries from tomorrow to one month ahead (CONST-02)', () => {
    expect(defaultGroupRange('2026-07-15')).toEqual({ startDate: '2026-07-16', endDate: '2026-08-15' });
    expect(defaultGroupRange('2026-01-31')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });
});
