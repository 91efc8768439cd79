import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env.ts';

let csrfSecret: Promise<string> | undefined;

/** The key that signs CSRF cookies: from the environment locally, from Secrets Manager in AWS. */
export function getCsrfSecret(): Promise<string> {
  csrfSecret ??= loadCsrfSecret().catch((error: unknown) => {
    csrfSecret = undefined;
    throw error;
  });
  return csrfSecret;
}

async function loadCsrfSecret(): Promise<string> {
  const { CSRF_SECRET, CSRF_SECRET_ARN } = env();
  if (CSRF_SECRET) return CSRF_SECRET;
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: CSRF_SECRET_ARN }));
  if (!answer.SecretString || answer.SecretString.length < 32) throw new Error('CSRF secret is missing or too short');
  return answer.SecretString;
}

export function resetSecretCache(): void {
  csrfSecret = undefined;
}
