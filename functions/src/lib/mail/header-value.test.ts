import { describe, expect, it } from 'vitest';
import { MAX_HEADER_VALUE_LENGTH, sanitizeHeaderValue } from './header-value.ts';

describe('sanitizeHeaderValue', () => {
  it('removes CR and LF so a value cannot add a header such as Bcc', () => {
    const value = sanitizeHeaderValue('Jan\r\nBcc: x@y.z');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe('Jan Bcc: x@y.z');
  });

  it('removes other control characters, line separators and bidirectional overrides', () => {
    expect(sanitizeHeaderValue('A\u0000B\u0007C\u0085D\u2028E\u202EF\tG')).toBe('A B C D E F G');
  });

  it('collapses runs of whitespace and trims the ends', () => {
    expect(sanitizeHeaderValue('  Zażółć \n\n  gęślą   jaźń  ')).toBe('Zażółć gęślą jaźń');
  });

  it(`cuts a long value to ${MAX_HEADER_VALUE_LENGTH} characters with an ellipsis`, () => {
    const value = sanitizeHeaderValue('ą'.repeat(400));
    expect(Array.from(value)).toHaveLength(MAX_HEADER_VALUE_LENGTH);
    expect(value.endsWith('…')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const value = sanitizeHeaderValue('🌴'.repeat(20), 10);
    expect(value).toBe(`${'🌴'.repeat(9)}…`);
  });

  it('leaves a short clean value unchanged', () => {
    expect(sanitizeHeaderValue('Urlaub für Jürgen & Grete')).toBe('Urlaub für Jürgen & Grete');
  });
});
