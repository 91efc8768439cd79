import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  earliestDeparture,
  earliestReturn,
  endOfDayUnix,
  isIsoDate,
  startOfDayUnix,
  todayIso,
  tomorrow,
  unixToIso,
} from './dates.ts';

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const ZONES = ['Europe/Warsaw', 'Europe/Berlin', 'UTC', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Kiritimati'];

describe('calendar arithmetic on ISO dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is not disturbed by daylight-saving changes (the last Sunday of March has 23 hours in Warsaw)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-05-15', 2)).toBe('2026-07-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });

  it('counts days between dates, negative when the second is earlier', () => {
    expect(daysBetween('2026-07-10', '2026-07-17')).toBe(7);
    expect(daysBetween('2026-07-17', '2026-07-10')).toBe(-7);
    expect(daysBetween('2026-07-10', '2026-07-10')).toBe(0);
  });

  it('adding n days and counting them back agree (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -800, max: 800 }), (date, n) => {
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
    );
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('1.7.2026')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('earliest selectable dates', () => {
  it('offers tomorrow as the earliest departure (WIDGET-04, VAL-32)', () => {
    expect(tomorrow('2026-12-31')).toBe('2027-01-01');
    expect(earliestDeparture('2026-07-01')).toBe('2026-07-02');
  });

  it('uses a supplied minimum instead of tomorrow (VAL-32: min = today+5)', () => {
    expect(earliestDeparture('2026-07-01', '2026-07-06')).toBe('2026-07-06');
  });

  it('sets the earliest return to departure plus 7 days when no duration is set (STATE-04)', () => {
    expect(earliestReturn('2026-07-10')).toBe('2026-07-17');
    expect(earliestReturn('2026-07-10', undefined)).toBe('2026-07-17');
  });

  it('sets the earliest return to departure plus the minimum duration (STATE-04)', () => {
    expect(earliestReturn('2026-07-10', 3)).toBe('2026-07-13');
    expect(earliestReturn('2026-07-30', 14)).toBe('2026-08-13');
  });
});

describe('days and instants in a time zone', () => {
  it('stores the start of the chosen day as Unix seconds (STATE-30)', () => {
    expect(startOfDayUnix('2026-07-01', 'Europe/Warsaw')).toBe(Date.UTC(2026, 5, 30, 22) / 1000);
    expect(startOfDayUnix('2026-01-15', 'Europe/Warsaw')).toBe(Date.UTC(2026, 0, 14, 23) / 1000);
    expect(startOfDayUnix('2026-07-01', 'UTC')).toBe(Date.UTC(2026, 6, 1) / 1000);
  });

  it('finds midnight on the days the clocks change (Warsaw, March and October)', () => {
    expect(startOfDayUnix('2026-03-29', 'Europe/Warsaw')).toBe(Date.UTC(2026, 2, 28, 23) / 1000);
    expect(startOfDayUnix('2026-03-30', 'Europe/Warsaw')).toBe(Date.UTC(2026, 2, 29, 22) / 1000);
    expect(startOfDayUnix('2026-10-25', 'Europe/Warsaw')).toBe(Date.UTC(2026, 9, 24, 22) / 1000);
    expect(startOfDayUnix('2026-10-26', 'Europe/Warsaw')).toBe(Date.UTC(2026, 9, 25, 23) / 1000);
  });

  it('starts a day whose midnight is skipped where the gap ends (São Paulo 4 Nov 2018, Amman 26 Mar 2021)', () => {
    expect(startOfDayUnix('2018-11-04', 'America/Sao_Paulo')).toBe(Date.UTC(2018, 10, 4, 3) / 1000);
    // Amman (UTC+2) jumped from 00:00 to 01:00 EEST: the day began at 22:00 UTC.
    expect(startOfDayUnix('2021-03-26', 'Asia/Amman')).toBe(Date.UTC(2021, 2, 25, 22) / 1000);
  });

  it('starts a day whose midnight happens twice at the first one (Amman, 29 Oct 2021)', () => {
    // At 01:00 EEST the clocks went back to 00:00 EET; the day began at the first midnight, 21:00 UTC.
    expect(startOfDayUnix('2021-10-29', 'Asia/Amman')).toBe(Date.UTC(2021, 9, 28, 21) / 1000);
  });

  it('ends the day at 23:59:59 (CONST-23), also on a 25-hour day', () => {
    expect(endOfDayUnix('2026-07-01', 'Europe/Warsaw')).toBe(Date.UTC(2026, 6, 1, 21, 59, 59) / 1000);
    expect(endOfDayUnix('2026-10-25', 'Europe/Warsaw')).toBe(Date.UTC(2026, 9, 25, 22, 59, 59) / 1000);
  });

  it('reads the calendar day of an instant in the zone', () => {
    expect(unixToIso(Date.UTC(2026, 5, 30, 22) / 1000, 'Europe/Warsaw')).toBe('2026-07-01');
    expect(unixToIso(Date.UTC(2026, 5, 30, 21, 59, 59) / 1000, 'Europe/Warsaw')).toBe('2026-06-30');
    expect(todayIso(Date.UTC(2026, 11, 31, 23, 30), 'Europe/Warsaw')).toBe('2027-01-01');
    expect(todayIso(Date.UTC(2026, 11, 31, 23, 30), 'UTC')).toBe('2026-12-31');
  });

  it('maps each day to an instant that reads back as that day, with the previous second on the day before (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.constantFrom(...ZONES), (date, zone) => {
        const start = startOfDayUnix(date, zone);
        expect(Number.isInteger(start)).toBe(true);
        expect(unixToIso(start, zone)).toBe(date);
        expect(unixToIso(start - 1, zone)).toBe(addDays(date, -1));
        expect(unixToIso(endOfDayUnix(date, zone), zone)).toBe(date);
        expect(endOfDayUnix(date, zone) + 1).toBe(startOfDayUnix(addDays(date, 1), zone));
      }),
    );
  });
});
