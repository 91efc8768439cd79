import { describe, expect, it } from 'vitest';
import { chosenSummary, toggleValue } from './multi-select.ts';

describe('multi-select checkboxes', () => {
  it('add an unticked value at the end, keeping the order of choice', () => {
    expect(toggleValue([12, 2], 5)).toEqual([12, 2, 5]);
  });

  it('remove a ticked value', () => {
    expect(toggleValue(['WAW', 'KTW'], 'WAW')).toEqual(['KTW']);
  });
});

describe('the closed multi-select’s text', () => {
  const count = (n: number) => `${n} wybranych`;

  it('names up to 4 chosen entries in the order chosen (CONST-16)', () => {
    expect(chosenSummary(['Basen', 'Wi-Fi', 'Spa', 'Bar'], count)).toBe('Basen, Wi-Fi, Spa, Bar');
  });

  it('shows the count once 5 are chosen (CONST-16)', () => {
    expect(chosenSummary(['Basen', 'Wi-Fi', 'Spa', 'Bar', 'Siłownia'], count)).toBe('5 wybranych');
  });

  it('is empty when nothing is chosen, so the placeholder shows', () => {
    expect(chosenSummary([], count)).toBe('');
  });
});
