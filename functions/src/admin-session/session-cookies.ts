import { ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../lib/http/auth.ts';
import { clearCookie, setCookie } from '../lib/http/cookies.ts';
import type { Tokens } from './cognito-auth.ts';

/** The refresh token is sent only to the session endpoints, never to the rest of the API. */
const REFRESH_PATH = '/admin/api';
const REFRESH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function sessionCookies(tokens: Tokens): string[] {
  const cookies = [setCookie(ID_TOKEN_COOKIE, tokens.idToken, { sameSite: 'strict', maxAge: tokens.expiresInSeconds })];
  if (tokens.refreshToken) {
    cookies.push(
      setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, {
        sameSite: 'strict',
        path: REFRESH_PATH,
        maxAge: REFRESH_MAX_AGE_SECONDS,
      }),
    );
  }
  return cookies;
}

export function clearedSessionCookies(): string[] {
  return [
    clearCookie(ID_TOKEN_COOKIE, { sameSite: 'strict' }),
    clearCookie(REFRESH_TOKEN_COOKIE, { sameSite: 'strict', path: REFRESH_PATH }),
  ];
}
