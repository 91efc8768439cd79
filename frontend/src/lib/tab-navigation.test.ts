import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-navigation.ts';

const HORIZONTAL = { orientation: 'horizontal' } as const;
const VERTICAL = { orientation: 'vertical' } as const;

describe('tabAfterKey', () => {
  it('moves by one with Left and Right and wraps around', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, HORIZONTAL)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, HORIZONTAL)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 1, 3, HORIZONTAL)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, HORIZONTAL)).toBe(2);
  });

  it('leaves Up and Down to the page in a horizontal list', () => {
    expect(tabAfterKey('ArrowDown', 0, 3, HORIZONTAL)).toBeUndefined();
    expect(tabAfterKey('ArrowUp', 1, 3, HORIZONTAL)).toBeUndefined();
  });

  it('moves with Up and Down, and still with Left and Right, in a vertical list', () => {
    expect(tabAfterKey('ArrowDown', 0, 3, VERTICAL)).toBe(1);
    expect(tabAfterKey('ArrowDown', 2, 3, VERTICAL)).toBe(0);
    expect(tabAfterKey('ArrowUp', 0, 3, VERTICAL)).toBe(2);
    expect(tabAfterKey('ArrowRight', 1, 3, VERTICAL)).toBe(2);
    expect(tabAfterKey('ArrowLeft', 1, 3, VERTICAL)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3, HORIZONTAL)).toBe(0);
    expect(tabAfterKey('End', 0, 3, HORIZONTAL)).toBe(2);
    expect(tabAfterKey('Home', 2, 3, VERTICAL)).toBe(0);
    expect(tabAfterKey('End', 0, 3, VERTICAL)).toBe(2);
  });

  it('ignores other keys and empty lists', () => {
    expect(tabAfterKey('Enter', 1, 3, HORIZONTAL)).toBeUndefined();
    expect(tabAfterKey('ArrowDown', 0, 0, VERTICAL)).toBeUndefined();
  });
});
