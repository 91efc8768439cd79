import { describe, expect, it } from 'vitest';
import { REFERENCE_ID_PATTERN, newReferenceId, referenceIdFromBytes } from './reference-id.ts';

describe('reference numbers', () => {
  it('are ten Crockford base32 characters in two groups', () => {
    expect(referenceIdFromBytes(new Uint8Array(7))).toBe('00000-00000');
    expect(referenceIdFromBytes(new Uint8Array([255, 255, 255, 255, 255, 255, 255]))).toBe('ZZZZZ-ZZZZZ');
    expect(referenceIdFromBytes(new Uint8Array([0, 0, 0, 0, 0, 0, 33]))).toBe('00000-00011');
  });

  it('never contain letters that read like digits, and do not repeat', () => {
    const drawn = new Set(Array.from({ length: 2000 }, () => newReferenceId()));
    expect(drawn.size).toBe(2000);
    for (const id of drawn) {
      expect(id).toMatch(REFERENCE_ID_PATTERN);
      expect(id).not.toMatch(/[ILOU]/);
    }
  });
});
