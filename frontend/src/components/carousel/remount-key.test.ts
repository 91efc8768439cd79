import { describe, expect, it } from 'vitest';
import { remountKey } from './remount-key.ts';

describe('remountKey', () => {
  it('is the same for equal contents and differs when a text changes', () => {
    const slides = [{ key: 'a', title: 'Turcja' }];
    expect(remountKey(['pl', slides])).toBe(remountKey(['pl', [{ key: 'a', title: 'Turcja' }]]));
    expect(remountKey(['pl', slides])).not.toBe(remountKey(['de', slides]));
    expect(remountKey(['pl', slides])).not.toBe(remountKey(['pl', [{ key: 'a', title: 'Türkei' }]]));
  });

  it('copes with undefined', () => {
    expect(remountKey(undefined)).toMatch(/^[0-9a-z]+$/);
  });
});
