import { describe, expect, it } from 'vitest';
import { chooseDeparture, chooseReturn } from './list-dates.ts';

const TODAY = '2026-11-23';

describe('the list’s date boxes', () => {
  it('with both dates, follow the date-range rules of spec §4 (STATE-01, STATE-02)', () => {
    const range = { departureDate: '2026-12-01', returnDate: '2026-12-08' };
    expect(chooseDeparture(range, '2026-12-10', TODAY)).toEqual({
      departureDate: '2026-12-10',
      returnDate: '2026-12-17',
      datesDelta: undefined,
    });
    expect(chooseReturn(range, '2026-11-30', TODAY)).toEqual({
      departureDate: '2026-11-24',
      returnDate: '2026-11-30',
      datesDelta: undefined,
    });
  });

  it('with one date, set the other freely and drop one that would come out of order', () => {
    expect(chooseDeparture({}, '2026-12-01', TODAY)).toEqual({
      departureDate: '2026-12-01',
      returnDate: undefined,
      datesDelta: undefined,
    });
    expect(chooseDeparture({ returnDate: '2026-12-01' }, '2026-12-05', TODAY).returnDate).toBeUndefined();
    expect(chooseReturn({ departureDate: '2026-12-05' }, '2026-12-20', TODAY)).toEqual({
      departureDate: '2026-12-05',
      returnDate: '2026-12-20',
      datesDelta: undefined,
    });
    expect(chooseReturn({ departureDate: '2026-12-05' }, '2026-12-01', TODAY).departureDate).toBeUndefined();
  });

  it('never choose a day before tomorrow (WIDGET-04)', () => {
    expect(chooseDeparture({}, '2026-11-20', TODAY).departureDate).toBe('2026-11-24');
    expect(chooseReturn({}, '2026-11-23', TODAY).returnDate).toBe('2026-11-24');
  });

  it('end a first/last-minute window', () => {
    expect(chooseDeparture({ departureDate: '2026-11-24', datesDelta: 13 }, '2026-11-30', TODAY).datesDelta).toBe(
      undefined,
    );
  });
});
