import { describe, expect, it } from 'vitest';
import {
  activeDatePreset,
  allInclusiveBoardIds,
  datePresetWindow,
  isAllInclusive,
  toggleAllInclusive,
  toggleDatePreset,
} from './quick-filters.ts';

const TODAY = '2026-11-23';

describe('last minute (LIST-13)', () => {
  it('departs from tomorrow up to today + 14 days', () => {
    expect(datePresetWindow('last_minute', TODAY)).toEqual({ departureDate: '2026-11-24', datesDelta: 13 });
  });

  it('is recognised from the dates it wrote, and only for today', () => {
    expect(activeDatePreset({ departureDate: '2026-11-24', datesDelta: 13 }, TODAY)).toBe('last_minute');
    expect(activeDatePreset({ departureDate: '2026-11-24', datesDelta: 13, returnDate: '2026-12-20' }, TODAY)).toBe(
      'last_minute',
    );
    expect(activeDatePreset({ departureDate: '2026-11-24', datesDelta: 13 }, '2026-11-24')).toBeUndefined();
    expect(activeDatePreset({ departureDate: '2026-11-24' }, TODAY)).toBeUndefined();
  });
});

describe('first minute (LIST-12)', () => {
  it('departs 90 days ahead or later, without an end', () => {
    expect(datePresetWindow('first_minute', TODAY)).toEqual({ departureDate: '2027-02-21' });
    expect(activeDatePreset({ departureDate: '2027-02-21' }, TODAY)).toBe('first_minute');
    expect(activeDatePreset({ departureDate: '2027-02-21', datesDelta: 10 }, TODAY)).toBeUndefined();
  });
});

describe('toggling a date preset', () => {
  it('replaces the dates by its window, dropping a return date chosen before', () => {
    expect(toggleDatePreset({ departureDate: '2026-11-24', returnDate: '2027-01-23' }, 'first_minute', TODAY)).toEqual({
      departureDate: '2027-02-21',
      returnDate: undefined,
      datesDelta: undefined,
    });
  });

  it('the two exclude each other', () => {
    const last = toggleDatePreset({}, 'last_minute', TODAY);
    const first = toggleDatePreset(last, 'first_minute', TODAY);
    expect(activeDatePreset(first, TODAY)).toBe('first_minute');
  });

  it('clicking the active one clears the window and keeps a return date added later', () => {
    const on = { ...toggleDatePreset({}, 'last_minute', TODAY), returnDate: '2026-12-20' };
    expect(toggleDatePreset(on, 'last_minute', TODAY)).toEqual({
      departureDate: undefined,
      returnDate: '2026-12-20',
      datesDelta: undefined,
    });
  });
});

describe('all inclusive (LIST-14)', () => {
  const BOARDS = [
    { id: 1, name: 'Bez wyżywienia' },
    { id: 2, name: 'Śniadania' },
    { id: 12, name: 'All inclusive' },
    { id: 13, name: 'Ultra All Inclusive' },
  ];

  it('means the boards whose name says all inclusive, in any case', () => {
    expect(allInclusiveBoardIds(BOARDS)).toEqual([12, 13]);
    expect(allInclusiveBoardIds([{ id: 5, name: 'Halbpension' }])).toEqual([]);
  });

  it('is on when only boards of that kind are chosen, by the quick filter or in the board list (issue 22)', () => {
    expect(isAllInclusive([13, 12], [12, 13])).toBe(true);
    expect(isAllInclusive([12], [12, 13])).toBe(true);
    expect(isAllInclusive([13], [12, 13])).toBe(true);
  });

  it('is off when another board is chosen too, or none', () => {
    expect(isAllInclusive([12, 13, 2], [12, 13])).toBe(false);
    expect(isAllInclusive([2], [12, 13])).toBe(false);
    expect(isAllInclusive([], [12, 13])).toBe(false);
    expect(isAllInclusive([], [])).toBe(false);
  });

  it('ticking chooses them, unticking removes them', () => {
    expect(toggleAllInclusive([2], [12, 13])).toEqual([12, 13]);
    expect(toggleAllInclusive([12, 13], [12, 13])).toEqual([]);
    expect(toggleAllInclusive([12], [12, 13])).toEqual([]);
  });
});
