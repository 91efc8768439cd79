import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@app/shared/csrf';
import { getCsrfSecret } from '../aws/secrets.ts';
import { setCookie } from './cookies.ts';
import { HttpError } from './errors.ts';

/**
 * Signed double-submit cookie (OWASP): `GET /csrf_token` hands out a random token and sets an
 * HttpOnly cookie `<token>.<hmac(token)>`; an unsafe request must echo the token in
 * `X-CSRF-Token`. A cross-site page can neither read the cookie nor forge its signature.
 */
export const CSRF_COOKIE = 'csrf';
const CSRF_MAX_AGE_SECONDS = 24 * 60 * 60;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

function sign(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function issueCsrfToken(): Promise<{ token: string; cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  const cookie = setCookie(CSRF_COOKIE, `${token}.${sign(token, await getCsrfSecret())}`, {
    sameSite: 'strict',
    maxAge: CSRF_MAX_AGE_SECONDS,
  });
  return { token, cookie };
}

/** Throws 403 `csrf_failed` unless the header token matches the signed cookie. */
export async function verifyCsrf(
  headers: Readonly<Record<string, string>>,
  cookies: Readonly<Record<string, string>>,
): Promise<void> {
  const sent = headers[CSRF_HEADER.toLowerCase()];
  const cookie = cookies[CSRF_COOKIE];
  if (!sent || !cookie) throw new HttpError('csrf_failed');
  const dot = cookie.lastIndexOf('.');
  const token = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (dot <= 0 || !sameText(signature, sign(token, await getCsrfSecret())) || !sameText(token, sent)) {
    throw new HttpError('csrf_failed');
  }
}
