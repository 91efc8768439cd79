import { describe, expect, it } from 'vitest';
import { TRANSFER, toggleTransfer } from './transfer.ts';

describe('transfer checkboxes', () => {
  it('send 2 for with and 1 for without (spec §3)', () => {
    expect(TRANSFER).toEqual({ with: '2', without: '1' });
  });

  it('are mutually exclusive: ticking one unticks the other (STATE-18)', () => {
    expect(toggleTransfer(undefined, '2')).toBe('2');
    expect(toggleTransfer('2', '1')).toBe('1');
    expect(toggleTransfer('1', '2')).toBe('2');
  });

  it('clear the filter when the ticked one is clicked (STATE-19)', () => {
    expect(toggleTransfer('2', '2')).toBeUndefined();
    expect(toggleTransfer('1', '1')).toBeUndefined();
  });
});
