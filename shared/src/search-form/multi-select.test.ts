import { describe, expect, it } from 'vitest';
import { toggleValue } from './multi-select.ts';

describe('multi-select checkboxes', () => {
  it('add an unticked value at the end, keeping the order of choice', () => {
    expect(toggleValue([12, 2], 5)).toEqual([12, 2, 5]);
  });

  it('remove a ticked value', () => {
    expect(toggleValue(['WAW', 'KTW'], 'WAW')).toEqual(['KTW']);
  });
});
