import * as z from 'zod';

/**
 * Environment of every Lambda, parsed once at start-up. Endpoints of the AWS services come from
 * the SDK's own `AWS_ENDPOINT_URL_*` variables, so the same code runs in AWS and on the local
 * stand-ins without an `if (local)` branch.
 */
const EnvSchema = z.object({
  TABLE_NAME: z.string().min(1),
  FILES_BUCKET: z.string().min(1),
  SNAPSHOTS_BUCKET: z.string().min(1),
  MAIL_FROM: z.string().min(3),
  SES_CONFIGURATION_SET: z.string().optional(),
  /** Where notifications of visitor enquiries go. */
  OFFICE_EMAIL: z.email(),
  /**
   * The site's own origin (`https://www.example.pl`): links in e-mails point there, and only links
   * to it are passed on from visitors (anything else could be phishing under our name).
   */
  SITE_URL: z.url({ protocol: /^https?$/ }),
  /** The HTTP API itself; the enquiries Lambda looks offers up through `GET /offers/show_offer`. */
  OFFERS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  COGNITO_USER_POOL_ID: z.string().min(1),
  COGNITO_CLIENT_ID: z.string().min(1),
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>` in AWS; cognito-local's URL locally. */
  COGNITO_ISSUER: z.url(),
  /** Either the secret itself (local) or the ARN of a Secrets Manager secret (AWS). */
  CSRF_SECRET: z.string().min(32).optional(),
  CSRF_SECRET_ARN: z.string().optional(),
  /** `false` only on http://localhost, where browsers drop Secure cookies. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid Lambda environment: ${names}`);
  }
  if (!result.data.CSRF_SECRET && !result.data.CSRF_SECRET_ARN) {
    throw new Error('Invalid Lambda environment: CSRF_SECRET or CSRF_SECRET_ARN is required');
  }
  return result.data;
}

/** Tests and the local adapter change the environment between runs. */
export function resetEnvCache(): void {
  cached = undefined;
}
