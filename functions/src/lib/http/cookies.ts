import { parse, serialize, type SerializeOptions } from 'cookie';
import { env } from '../env.ts';

/** API Gateway v2 passes cookies as an array of `name=value` strings. */
export function parseCookies(cookies: readonly string[] | undefined, header?: string): Record<string, string> {
  const source = cookies?.length ? cookies.join('; ') : (header ?? '');
  const parsed = parse(source);
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (value !== undefined) result[name] = value;
  return result;
}

/**
 * Cookies are HttpOnly, SameSite and Secure by default; Secure is dropped only on plain-http
 * localhost (`COOKIE_SECURE=false`), where the browser would refuse it.
 */
export function setCookie(name: string, value: string, options: SerializeOptions = {}): string {
  return serialize(name, value, {
    httpOnly: true,
    secure: env().COOKIE_SECURE,
    sameSite: 'lax',
    path: '/',
    ...options,
  });
}

export function clearCookie(name: string, options: SerializeOptions = {}): string {
  return setCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) });
}
