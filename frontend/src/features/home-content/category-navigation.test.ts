import { describe, expect, it } from 'vitest';
import { accordionAfterClick } from './category-navigation.ts';

describe('accordionAfterClick', () => {
  it('opens the clicked item and closes the one open before (CAT-03)', () => {
    expect(accordionAfterClick(null, 1)).toBe(1);
    expect(accordionAfterClick(0, 2)).toBe(2);
  });

  it('closes the open item when it is clicked again (CAT-04)', () => {
    expect(accordionAfterClick(1, 1)).toBeNull();
  });
});
