import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie by its exact name', () => {
    expect(readCookie('signed_in', 'x_signed_in=0; signed_in=1; other=2')).toBe('1');
  });

  it('decodes the value and answers undefined when absent', () => {
    expect(readCookie('name', 'name=Anna%20Nowak')).toBe('Anna Nowak');
    expect(readCookie('signed_in', '')).toBeUndefined();
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'signed_in=1; path=/';
    expect(readCookie('signed_in')).toBe('1');
  });
});
