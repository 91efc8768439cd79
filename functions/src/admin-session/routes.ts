import { SignInBodySchema } from '@app/shared/auth';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { REFRESH_TOKEN_COOKIE, authenticate, verifyIdToken } from '../lib/http/auth.ts';
import { ok, type GroupRoutes } from '../lib/http/create-handler.ts';
import { HttpError } from '../lib/http/errors.ts';
import { parseBody } from '../lib/http/validate.ts';
import { WrongCredentialsError, passwordSignIn, refreshSignIn, revokeRefreshToken } from './cognito-auth.ts';
import { clearedSessionCookies, sessionCookies } from './session-cookies.ts';
import { afterFailure, secondsUntilAllowed } from './sign-in-throttle.ts';
import { clearThrottle, getThrottle, saveThrottle } from './sign-in-throttle-table.ts';

export const adminSessionRoutes: GroupRoutes<'admin-session'> = {
  adminSignIn: async (request) => {
    const { email, password } = parseBody(SignInBodySchema, request);
    const { TABLE_NAME, COGNITO_CLIENT_ID } = env();
    const db = documentClient();
    const now = Math.floor(request.now.getTime() / 1000);
    const throttle = await getThrottle(db, TABLE_NAME, email, now);
    const wait = secondsUntilAllowed(throttle, now);
    if (wait > 0) tooManyAttempts(wait);
    try {
      const tokens = await passwordSignIn(COGNITO_CLIENT_ID, email, password);
      const user = await verifyIdToken(tokens.idToken);
      if (throttle) await clearThrottle(db, TABLE_NAME, email);
      return ok(user, { cookies: sessionCookies(tokens) });
    } catch (error) {
      if (!(error instanceof WrongCredentialsError)) throw error;
      const next = afterFailure(throttle, now);
      await saveThrottle(db, TABLE_NAME, email, next, now);
      throw new HttpError('invalid_credentials', { cause: error });
    }
  },

  adminSignOut: async (request) => {
    const refreshToken = request.cookies[REFRESH_TOKEN_COOKIE];
    if (refreshToken) await revokeRefreshToken(env().COGNITO_CLIENT_ID, refreshToken);
    return { status: 204, cookies: clearedSessionCookies() };
  },

  adminMe: async (request) => {
    try {
      return ok(await authenticate(request));
    } catch (error) {
      // An expired ID token is renewed quietly while the refresh token is still valid.
      const refreshToken = request.cookies[REFRESH_TOKEN_COOKIE];
      if (!(error instanceof HttpError) || error.code !== 'unauthorized' || !refreshToken) throw error;
      const tokens = await refreshSignIn(env().COGNITO_CLIENT_ID, refreshToken);
      if (!tokens) throw new HttpError('unauthorized');
      const user = await verifyIdToken(tokens.idToken);
      return ok(user, { cookies: sessionCookies({ ...tokens, refreshToken: undefined }) });
    }
  },
};

function tooManyAttempts(seconds: number): never {
  throw new HttpError('too_many_sign_in_attempts', {
    values: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}
