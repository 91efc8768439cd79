import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ENTITY, keys } from '../lib/db/keys.ts';
import { emailHash, normalizeEmail } from '../lib/email-address.ts';
import type { OutboxMailOf } from '../lib/outbox/outbox-entry.ts';
import { isConditionFailure, putRecordWithOutbox, updateRecordWithOutbox } from '../lib/outbox/outbox-table.ts';
import { CONFIRMATION_VALID_SECONDS, tokenMatches } from './newsletter.ts';

const StoredSubscriberSchema = z.object({
  entity: z.literal(ENTITY.newsletterSubscriber),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  locale: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().optional(),
  token_hash: z.string().optional(),
  expiresAt: z.number().optional(),
});
export type StoredSubscriber = z.infer<typeof StoredSubscriberSchema>;

/** One address, one subscriber, whatever its case. */
function subscriberKey(email: string): { pk: string; sk: string } {
  return keys.newsletterSubscriber(emailHash(email));
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The stored subscriber, expired sign-ups included (TTL deletes them lazily). */
export async function getSubscriber(
  db: DynamoDBDocumentClient,
  tableName: string,
  email: string,
): Promise<StoredSubscriber | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: subscriberKey(email), ConsistentRead: true }),
  );
  return Item ? StoredSubscriberSchema.parse(Item) : undefined;
}

export type SignUpOutcome = 'created' | 'renewed' | 'already_subscribed';

/**
 * Records a sign-up and queues its confirmation e-mail in one transaction. An address signs up
 * once: a confirmed one stays as it is (no e-mail), a pending one gets a new token and e-mail.
 */
export async function signUp(
  db: DynamoDBDocumentClient,
  tableName: string,
  input: { email: string; tokenHash: string; locale: string; now: Date; mail: OutboxMailOf },
): Promise<SignUpOutcome> {
  const key = subscriberKey(input.email);
  const expiresAt = seconds(input.now) + CONFIRMATION_VALID_SECONDS;
  const stored = await getSubscriber(db, tableName, input.email);
  if (stored?.status === 'confirmed') return 'already_subscribed';
  try {
    if (!stored) {
      await putRecordWithOutbox(
        db,
        tableName,
        {
          ...key,
          entity: ENTITY.newsletterSubscriber,
          email: normalizeEmail(input.email),
          status: 'pending',
          locale: input.locale,
          created_at: input.now.toISOString(),
          token_hash: input.tokenHash,
          expiresAt,
        },
        [input.mail],
        input.now,
      );
      return 'created';
    }
    await updateRecordWithOutbox(
      db,
      tableName,
      key,
      {
        expression: 'SET token_hash = :hash, expiresAt = :expires, locale = :locale',
        condition: '#status = :pending',
        values: { ':hash': input.tokenHash, ':expires': expiresAt, ':locale': input.locale, ':pending': 'pending' },
        names: { '#status': 'status' },
      },
      [input.mail],
      input.now,
    );
    return 'renewed';
  } catch (error) {
    // A concurrent sign-up of the same address won; one record is all there should be.
    if (isConditionFailure(error)) return 'already_subscribed';
    throw error;
  }
}

/**
 * Confirms a sign-up with the token from its e-mail (add_email_to_newsletter_db). Confirming
 * twice is fine; a wrong or expired token is not.
 */
export async function confirmSubscription(
  db: DynamoDBDocumentClient,
  tableName: string,
  email: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const stored = await getSubscriber(db, tableName, email);
  if (!stored) return false;
  if (stored.status === 'confirmed') return true;
  if (!stored.token_hash || !tokenMatches(token, stored.token_hash)) return false;
  if (stored.expiresAt !== undefined && stored.expiresAt <= seconds(now)) return false;
  const confirmed = keys.newsletterConfirmed(now.toISOString());
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: subscriberKey(email),
        UpdateExpression:
          'SET #status = :confirmed, confirmed_at = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE token_hash, expiresAt',
        ConditionExpression: '#status = :pending AND token_hash = :hash',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':gsi2pk': confirmed.gsi2pk,
          ':gsi2sk': confirmed.gsi2sk,
          ':hash': stored.token_hash,
        },
      }),
    );
    return true;
  } catch (error) {
    // Confirmed meanwhile by the same link in another tab, or the token was just replaced.
    if (!isConditionFailure(error)) throw error;
    return (await getSubscriber(db, tableName, email))?.status === 'confirmed';
  }
}
