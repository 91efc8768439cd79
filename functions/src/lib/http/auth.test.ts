import { describe, expect, it } from 'vitest';
import { roleFromGroups } from './auth.ts';

describe('roleFromGroups', () => {
  it('reads the role only from the known groups, office first', () => {
    expect(roleFromGroups(['agents'])).toBe('agents');
    expect(roleFromGroups(['agents', 'office'])).toBe('office');
    expect(roleFromGroups(['admins'])).toBeUndefined();
    expect(roleFromGroups('office')).toBeUndefined();
    expect(roleFromGroups(undefined)).toBeUndefined();
  });
});
