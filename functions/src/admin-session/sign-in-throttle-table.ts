import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ENTITY, keys } from '../lib/db/keys.ts';
import { emailHash } from '../lib/email-address.ts';
import { FAILURE_MEMORY_SECONDS, type ThrottleState } from './sign-in-throttle.ts';

const StoredThrottleSchema = z.object({
  entity: z.literal(ENTITY.signInThrottle),
  failures: z.number().int().nonnegative(),
  lockedUntil: z.number(),
  expiresAt: z.number(),
});

export async function getThrottle(
  db: DynamoDBDocumentClient,
  tableName: string,
  email: string,
  nowSeconds: number,
): Promise<ThrottleState | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.signInThrottle(emailHash(email)), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const item = StoredThrottleSchema.parse(Item);
  // DynamoDB deletes expired items lazily, so expiry is checked here too.
  if (item.expiresAt <= nowSeconds) return undefined;
  return { failures: item.failures, lockedUntil: item.lockedUntil };
}

export async function saveThrottle(
  db: DynamoDBDocumentClient,
  tableName: string,
  email: string,
  state: ThrottleState,
  nowSeconds: number,
): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.signInThrottle(emailHash(email)),
        entity: ENTITY.signInThrottle,
        failures: state.failures,
        lockedUntil: state.lockedUntil,
        expiresAt: Math.max(state.lockedUntil, nowSeconds) + FAILURE_MEMORY_SECONDS,
      },
    }),
  );
}

export async function clearThrottle(db: DynamoDBDocumentClient, tableName: string, email: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.signInThrottle(emailHash(email)) }));
}
