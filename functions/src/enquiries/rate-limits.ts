import { documentClient } from '../lib/aws/dynamodb.ts';
import { normalizeEmail } from '../lib/email-address.ts';
import { env } from '../lib/env.ts';
import { clientAddress, rateLimitClient } from '../lib/http/client-address.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { ApiRequest } from '../lib/http/types.ts';
import { countHit } from '../lib/rate-limit/rate-limit-table.ts';
import { decide, type RateLimitDecision, type RateLimitRule } from '../lib/rate-limit/sliding-window.ts';

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

function tooManyMessages(decision: RateLimitDecision): HttpError {
  return new HttpError('too_many_messages', {
    values: { minutes: Math.ceil(decision.retryAfterSeconds / 60) },
    headers: { 'retry-after': String(decision.retryAfterSeconds) },
  });
}

/**
 * 429 `too_many_messages` with `Retry-After` when the client or the recipient (a form's e-mail
 * address; none for a post that sends no e-mail) is over its limit. The client's limit is counted
 * first and alone: a post it refuses never counts against the address, so a flooding client cannot
 * use up someone else's limit (counting both at once would, while its hits are taken back).
 */
export async function enforceMailRateLimits(request: ApiRequest, recipient?: string): Promise<void> {
  const db = documentClient();
  const { TABLE_NAME } = env();
  const nowMs = request.now.getTime();
  const check = async (rule: RateLimitRule, subject: string): Promise<RateLimitDecision> =>
    decide(rule, await countHit(db, TABLE_NAME, rule, subject, nowMs), nowMs);
  const client = await check(MAIL_RATE_LIMITS.client, rateLimitClient(clientAddress(request)));
  if (!client.allowed) throw tooManyMessages(client);
  if (recipient === undefined) return;
  const addressee = await check(MAIL_RATE_LIMITS.recipient, normalizeEmail(recipient));
  if (!addressee.allowed) throw tooManyMessages(addressee);
}
