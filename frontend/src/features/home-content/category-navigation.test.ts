import { describe, expect, it } from 'vitest';
import { accordionAfterClick, tabAfterKey } from './category-navigation.ts';

describe('tabAfterKey', () => {
  it('moves by one with the arrow keys and wraps around', () => {
    expect(tabAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowUp', 0, 3)).toBe(2);
    expect(tabAfterKey('ArrowRight', 1, 3)).toBe(2);
    expect(tabAfterKey('ArrowLeft', 1, 3)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(tabAfterKey('Enter', 1, 3)).toBeUndefined();
    expect(tabAfterKey('ArrowDown', 0, 0)).toBeUndefined();
  });
});

describe('accordionAfterClick', () => {
  it('opens the clicked item and closes the one open before (CAT-03)', () => {
    expect(accordionAfterClick(null, 1)).toBe(1);
    expect(accordionAfterClick(0, 2)).toBe(2);
  });

  it('closes the open item when it is clicked again (CAT-04)', () => {
    expect(accordionAfterClick(1, 1)).toBeNull();
  });
});
