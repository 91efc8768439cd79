import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ENTITY, keys } from '../db/keys.ts';
import { windowStartMs, type RateLimitRule, type WindowCounts } from './sliding-window.ts';

/** Counters name their subject (an IP address, an e-mail address) only by a hash. */
export function subjectHash(subject: string): string {
  return createHash('sha256').update(subject).digest('hex').slice(0, 32);
}

const StoredWindowSchema = z.object({
  entity: z.literal(ENTITY.rateLimitWindow),
  hits: z.number().int().nonnegative(),
  expiresAt: z.number(),
});

/**
 * Counts one hit in the current window (an atomic ADD, so concurrent Lambdas never lose a hit)
 * and reads the previous window. A window is needed while it is current and while it is the
 * previous one, then TTL removes it; expired items still readable are ignored here.
 */
export async function countHit(
  db: DynamoDBDocumentClient,
  tableName: string,
  rule: RateLimitRule,
  subject: string,
  nowMs: number,
): Promise<WindowCounts> {
  const hash = subjectHash(subject);
  const windowMs = rule.windowSeconds * 1000;
  const start = windowStartMs(nowMs, rule.windowSeconds);
  const nowSeconds = Math.floor(nowMs / 1000);
  const [current, previous] = await Promise.all([
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimitWindow(rule.scope, hash, start),
        UpdateExpression: 'SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expires) ADD hits :one',
        ExpressionAttributeValues: {
          ':entity': ENTITY.rateLimitWindow,
          ':expires': Math.ceil((start + 2 * windowMs) / 1000),
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
    db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.rateLimitWindow(rule.scope, hash, start - windowMs),
        ConsistentRead: true,
      }),
    ),
  ]);
  const hits = (item: Record<string, unknown> | undefined): number => {
    if (!item) return 0;
    const stored = StoredWindowSchema.parse(item);
    return stored.expiresAt > nowSeconds ? stored.hits : 0;
  };
  return { previous: hits(previous.Item), current: hits(current.Attributes) };
}
