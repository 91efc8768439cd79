import type { App } from 'aws-cdk-lib';

/** Settings read from CDK context (`cdk deploy -c stage=prod -c mailFrom=biuro@agency.pl`). */
export interface AppConfig {
  /** Prefix of every stack and named resource, so several stages can live in one account. */
  readonly stage: string;
  /** Sender address of the app's e-mails; it must be verified in SES before mail can go out. */
  readonly mailFrom: string;
  /** Optional custom domain of the site, with an ACM certificate for it in us-east-1. */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  /** Where notifications of visitor enquiries go. */
  readonly officeEmail: string;
  /**
   * The site's public origin, for links in e-mails: `https://<domainName>` with a custom domain,
   * else context `siteUrl` (the CloudFront domain, known after the first deploy).
   */
  readonly siteUrl: string;
}

export const DEFAULT_STAGE = 'dev';
export const DEFAULT_MAIL_FROM = 'biuro@example.com';
export const DEFAULT_OFFICE_EMAIL = 'biuro@example.com';
export const DEFAULT_SITE_URL = 'https://www.example.com';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function readAppConfig(app: App): AppConfig {
  const stage = contextString(app, 'stage') ?? DEFAULT_STAGE;
  // The stage ends up in CloudFormation stack names and SES names: keep it to letters, digits, dashes.
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Invalid context "stage": ${stage} (lower-case letters, digits and dashes, max 20)`);
  }
  const mailFrom = contextString(app, 'mailFrom') ?? DEFAULT_MAIL_FROM;
  if (!EMAIL.test(mailFrom)) throw new Error(`Invalid context "mailFrom": ${mailFrom}`);
  const officeEmail = contextString(app, 'officeEmail') ?? DEFAULT_OFFICE_EMAIL;
  if (!EMAIL.test(officeEmail)) throw new Error(`Invalid context "officeEmail": ${officeEmail}`);
  const domainName = contextString(app, 'domainName');
  const certificateArn = contextString(app, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" must be given together');
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('Context "certificateArn" must be an ACM certificate in us-east-1 (a CloudFront requirement)');
  }
  const customDomain = domainName && certificateArn ? { domainName, certificateArn } : undefined;
  const siteUrl = customDomain
    ? `https://${customDomain.domainName}`
    : (contextString(app, 'siteUrl') ?? DEFAULT_SITE_URL);
  if (!/^https:\/\/[^/\s]+$/.test(siteUrl))
    throw new Error(`Invalid context "siteUrl": ${siteUrl} (https://host, no path)`);
  return { stage, mailFrom, customDomain, officeEmail, siteUrl };
}

function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}

/** `admin-session` → `AdminSession`, for construct ids. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
