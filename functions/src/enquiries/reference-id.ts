import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a number read out on the phone cannot be misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The number an enquiry is known by in e-mails and on the phone: ten base32 characters in two
 * groups (`7KQ2M-X9D4R`), 50 random bits. It is also the record's key; the write refuses a number
 * already taken, and the caller draws another.
 */
export function referenceIdFromBytes(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 10; i++) {
    text = (ALPHABET[Number(bits & 31n)] ?? '0') + text;
    bits >>= 5n;
  }
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export function newReferenceId(): string {
  return referenceIdFromBytes(randomBytes(7));
}

export const REFERENCE_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
