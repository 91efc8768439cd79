import { createHash } from 'node:crypto';

/**
 * One address, one identity: surrounding spaces and case are ignored (e-mail domains ignore case;
 * mailboxes do in practice), so `Ann@Example.com ` signs up, signs in and is rate-limited as
 * `ann@example.com`.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The hex SHA-256 of the normalised address: table keys name an address only by this, so they
 * hold no personal data. Stored keys depend on it; changing it orphans every stored item.
 */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}
