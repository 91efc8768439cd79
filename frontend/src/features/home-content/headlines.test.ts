import { describe, expect, it } from 'vitest';
import { hasMainHeadline, headlineTag } from './headlines.ts';

describe('headlineTag', () => {
  it('makes the main headline an h1 and the others h2 (HEAD-06)', () => {
    expect(headlineTag({ is_main: true })).toBe('h1');
    expect(headlineTag({ is_main: false })).toBe('h2');
  });
});

describe('hasMainHeadline', () => {
  it('tells whether any headline is main', () => {
    expect(hasMainHeadline([{ is_main: false }, { is_main: true }])).toBe(true);
    expect(hasMainHeadline([{ is_main: false }])).toBe(false);
    expect(hasMainHeadline([])).toBe(false);
  });
});
