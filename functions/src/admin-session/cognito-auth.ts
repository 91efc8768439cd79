import { InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../lib/aws/cognito.ts';

export interface Tokens {
  readonly idToken: string;
  readonly refreshToken?: string;
  readonly expiresInSeconds: number;
}

/** Names of Cognito errors that mean "wrong e-mail or password" (never say which). */
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

export class WrongCredentialsError extends Error {
  constructor(cause: unknown) {
    super('wrong credentials', { cause });
    this.name = 'WrongCredentialsError';
  }
}

export async function passwordSignIn(clientId: string, email: string, password: string): Promise<Tokens> {
  try {
    const answer = await cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = answer.AuthenticationResult;
    // A pending challenge (for example a forced new password) is not a usable sign-in.
    if (!result?.IdToken) throw new WrongCredentialsError(answer.ChallengeName);
    return { idToken: result.IdToken, refreshToken: result.RefreshToken, expiresInSeconds: result.ExpiresIn ?? 3600 };
  } catch (error) {
    if (error instanceof Error && WRONG_CREDENTIALS.has(error.name)) throw new WrongCredentialsError(error);
    throw error;
  }
}

export async function refreshSignIn(clientId: string, refreshToken: string): Promise<Tokens | undefined> {
  try {
    const answer = await cognitoClient().send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const result = answer.AuthenticationResult;
    if (!result?.IdToken) return undefined;
    return { idToken: result.IdToken, refreshToken, expiresInSeconds: result.ExpiresIn ?? 3600 };
  } catch (error) {
    if (error instanceof Error && WRONG_CREDENTIALS.has(error.name)) return undefined;
    throw error;
  }
}

/** Best effort: the cookies are cleared whether or not the revocation reaches Cognito. */
export async function revokeRefreshToken(clientId: string, refreshToken: string): Promise<void> {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: clientId, Token: refreshToken }));
  } catch (error) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'refresh token revocation failed',
        error: error instanceof Error ? error.name : 'unknown',
      }),
    );
  }
}
