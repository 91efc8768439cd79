import { ADMIN_ROLES, type AdminRole, type AdminUser } from '@app/shared/auth';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { env } from '../env.ts';
import { HttpError } from './errors.ts';
import type { ApiRequest, ApiResponse } from './types.ts';

/** The Cognito ID token travels only in this HttpOnly cookie. */
export const ID_TOKEN_COOKIE = 'id_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

let jwks: { issuer: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

function keySet(issuer: string): ReturnType<typeof createRemoteJWKSet> {
  if (jwks?.issuer !== issuer) {
    jwks = { issuer, keys: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)) };
  }
  return jwks.keys;
}

/**
 * Verifies signature, issuer, audience, expiry and token use of a Cognito ID token and turns its
 * claims into the signed-in user. Roles come only from the verified `cognito:groups` claim.
 */
export async function verifyIdToken(token: string): Promise<AdminUser> {
  const { COGNITO_ISSUER, COGNITO_CLIENT_ID } = env();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(COGNITO_ISSUER), {
      issuer: COGNITO_ISSUER,
      audience: COGNITO_CLIENT_ID,
      algorithms: ['RS256'],
      clockTolerance: 5,
    }));
  } catch (error) {
    throw new HttpError('unauthorized', { cause: error });
  }
  if (payload['token_use'] !== 'id') throw new HttpError('unauthorized');
  const role = roleFromGroups(payload['cognito:groups']);
  if (!role) throw new HttpError('forbidden');
  const email = typeof payload['email'] === 'string' ? payload['email'] : '';
  const agency = payload['custom:agency_id'];
  return {
    email,
    name: typeof payload['name'] === 'string' && payload['name'] ? payload['name'] : email,
    role,
    agency_id: typeof agency === 'string' && agency ? agency : null,
  };
}

/** Office staff outrank agents when a user is in both groups. */
export function roleFromGroups(groups: unknown): AdminRole | undefined {
  if (!Array.isArray(groups)) return undefined;
  return [...ADMIN_ROLES].reverse().find((role) => groups.includes(role));
}

export async function authenticate(request: ApiRequest): Promise<AdminUser> {
  const token = request.cookies[ID_TOKEN_COOKIE];
  if (!token) throw new HttpError('unauthorized');
  return verifyIdToken(token);
}

export type AuthenticatedRouteHandler = (request: ApiRequest, user: AdminUser) => Promise<ApiResponse>;

/**
 * Route middleware: only signed-in users of the given roles get through (401 when not signed in,
 * 403 for another role). Permissions are always decided here, never only in the UI.
 */
export function requireRole(...roles: [AdminRole, ...AdminRole[]]) {
  return (handler: AuthenticatedRouteHandler) =>
    async (request: ApiRequest): Promise<ApiResponse> => {
      const user = await authenticate(request);
      if (!roles.includes(user.role)) throw new HttpError('forbidden');
      return handler(request, user);
    };
}
