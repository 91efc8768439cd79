import { describe, expect, it } from 'vitest';
import { seoDates, seoDatesFrom } from './seo-dates.ts';

const config = { dates_offset: 3, dates_delta: 7 };

describe('SEO dates (SEO-03, CONST-03, OPEN-45)', () => {
  it('departs today plus dates_offset and returns dates_delta days after the departure', () => {
    expect(seoDates(Date.parse('2026-07-10T10:00:00Z'), config)).toEqual({
      departureDate: '2026-07-13',
      returnDate: '2026-07-20',
    });
  });

  it('counts across a month end and a year end', () => {
    expect(seoDates(Date.parse('2026-01-29T12:00:00Z'), config)).toEqual({
      departureDate: '2026-02-01',
      returnDate: '2026-02-08',
    });
    expect(seoDates(Date.parse('2026-12-27T12:00:00Z'), config)).toEqual({
      departureDate: '2026-12-30',
      returnDate: '2027-01-06',
    });
  });

  it('counts whole Warsaw days across the spring and autumn clock changes', () => {
    // 2026-03-29 02:00 CET → 03:00 CEST; the week of the return loses an hour but not a day.
    expect(seoDates(Date.parse('2026-03-26T12:00:00Z'), config)).toEqual({
      departureDate: '2026-03-29',
      returnDate: '2026-04-05',
    });
    // 2026-10-25 03:00 CEST → 02:00 CET.
    expect(seoDates(Date.parse('2026-10-22T12:00:00Z'), config)).toEqual({
      departureDate: '2026-10-25',
      returnDate: '2026-11-01',
    });
  });

  it('takes today in Warsaw, not in UTC, around midnight', () => {
    // 23:30 UTC on 31 March is already 1 April in Warsaw (CEST, UTC+2).
    expect(seoDates(Date.parse('2026-03-31T23:30:00Z'), config).departureDate).toBe('2026-04-04');
    // 22:30 UTC on 31 December is 23:30 in Warsaw (CET, UTC+1): still the old year.
    expect(seoDates(Date.parse('2026-12-31T22:30:00Z'), config).departureDate).toBe('2027-01-03');
  });

  it('follows other offsets and deltas', () => {
    expect(seoDates(Date.parse('2026-07-10T10:00:00Z'), { dates_offset: 0, dates_delta: 14 })).toEqual({
      departureDate: '2026-07-10',
      returnDate: '2026-07-24',
    });
  });

  it('gives the same dates from a Warsaw day read once by the page', () => {
    expect(seoDatesFrom('2026-03-26', config)).toEqual(seoDates(Date.parse('2026-03-26T12:00:00Z'), config));
  });
});
