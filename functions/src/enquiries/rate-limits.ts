import { documentClient } from '../lib/aws/dynamodb.ts';
import { normalizeEmail } from '../lib/email-address.ts';
import { env } from '../lib/env.ts';
import { clientAddress, rateLimitClient } from '../lib/http/client-address.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { ApiRequest } from '../lib/http/types.ts';
import { countHit } from '../lib/rate-limit/rate-limit-table.ts';
import { decide, type RateLimitRule } from '../lib/rate-limit/sliding-window.ts';

/**
 * Limits of the public endpoints that store enquiries or send e-mail (architecture §5). A visitor
 * asking about a few offers and sending some to friends stays far below them; a script filling
 * the forms, or sending mail to one victim's address, does not.
 */
export const MAIL_RATE_LIMITS = {
  /** Per client (IPv4 address or IPv6 /64), all these endpoints together. */
  client: { scope: 'mail-client', limit: 10, windowSeconds: 10 * 60 },
  /** Per recipient address: no address gets more than this many of our form e-mails an hour. */
  recipient: { scope: 'mail-recipient', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

async function enforce(rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const counts = await countHit(documentClient(), env().TABLE_NAME, rule, subject, now.getTime());
  const decision = decide(rule, counts, now.getTime());
  if (decision.allowed) return;
  throw new HttpError('too_many_messages', {
    values: { minutes: Math.ceil(decision.retryAfterSeconds / 60) },
    headers: { 'retry-after': String(decision.retryAfterSeconds) },
  });
}

/** 429 `too_many_messages` with `Retry-After` when the client or a recipient is over its limit. */
export async function enforceMailRateLimits(request: ApiRequest, recipients: readonly string[]): Promise<void> {
  await enforce(MAIL_RATE_LIMITS.client, rateLimitClient(clientAddress(request)), request.now);
  for (const recipient of recipients) {
    await enforce(MAIL_RATE_LIMITS.recipient, normalizeEmail(recipient), request.now);
  }
}
