import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The local CSRF signing key survives restarts so open browser tabs keep working. */
export function localCsrfSecret(file: string): string {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { csrfSecret?: unknown };
    if (typeof stored.csrfSecret === 'string' && stored.csrfSecret.length >= 32) return stored.csrfSecret;
  }
  const csrfSecret = randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify({ csrfSecret }), { mode: 0o600 });
  return csrfSecret;
}
