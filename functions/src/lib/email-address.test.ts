import { describe, expect, it } from 'vitest';
import { emailHash, normalizeEmail } from './email-address.ts';

describe('e-mail identity', () => {
  it('ignores surrounding spaces and case', () => {
    expect(normalizeEmail('  Ann.Nowak@Example.COM\t')).toBe('ann.nowak@example.com');
  });

  it('hashes the normalised address the way stored keys already name it', () => {
    // SHA-256 of "ann@example.com": newsletter subscribers and sign-in throttles are stored under it.
    const stored = '71d4f55f72fa128dfb468a1a3901507c804b74316488744d769d7f4b16696476';
    expect(emailHash('ann@example.com')).toBe(stored);
    expect(emailHash(' ANN@example.com ')).toBe(stored);
    expect(emailHash('anna@example.com')).not.toBe(stored);
  });
});
