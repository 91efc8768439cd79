import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { OUTBOX_PENDING, keys } from '../db/keys.ts';
import { StoredOutboxEntrySchema, outboxItems, type OutboxMailOf, type StoredOutboxEntry } from './outbox-entry.ts';

type Key = { readonly pk: string; readonly sk: string };
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** Sent entries stay readable for a month (what was sent, when, SES MessageId), then expire. */
const SENT_RETENTION_SECONDS = 30 * 24 * 60 * 60;
const MAX_ERROR_LENGTH = 300;

export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  return (
    error.name === 'TransactionCanceledException' &&
    ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ConditionalCheckFailed',
    )
  );
}

/**
 * Writes a record and the e-mails it triggers in one transaction (architecture §4): either the
 * record exists and each e-mail is queued, or nothing was written. `record` must not exist yet.
 */
export async function putRecordWithOutbox(
  db: DynamoDBDocumentClient,
  tableName: string,
  record: Record<string, unknown> & Key,
  mails: readonly OutboxMailOf[],
  now: Date,
): Promise<void> {
  const { items, states } = outboxItems(record, mails, now);
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: { ...record, emails: states },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...outboxPuts(tableName, items),
      ],
    }),
  );
}

/**
 * Changes an existing record and queues more e-mails for it in one transaction; `update` is the
 * record's own update, which this extends with the new e-mails' states.
 */
export async function updateRecordWithOutbox(
  db: DynamoDBDocumentClient,
  tableName: string,
  owner: Key,
  update: { expression: string; condition: string; values: Record<string, unknown>; names?: Record<string, string> },
  mails: readonly OutboxMailOf[],
  now: Date,
): Promise<void> {
  const { items, states } = outboxItems(owner, mails, now);
  const names: Record<string, string> = { ...update.names };
  const values: Record<string, unknown> = { ...update.values };
  const sets = Object.entries(states).map(([name, state], i) => {
    names[`#mail${i}`] = name;
    values[`:mail${i}`] = state;
    return `emails.#mail${i} = :mail${i}`;
  });
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName,
            Key: { pk: owner.pk, sk: owner.sk },
            UpdateExpression: sets.length ? `${update.expression}, ${sets.join(', ')}` : update.expression,
            ConditionExpression: update.condition,
            ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
          },
        },
        ...outboxPuts(tableName, items),
      ],
    }),
  );
}

function outboxPuts(tableName: string, items: Record<string, unknown>[]): TransactItem[] {
  return items.map((Item) => ({
    Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
  }));
}

/**
 * Entries whose next attempt is due, oldest first, from the sparse index that holds only pending
 * entries. The index is eventually consistent; that is harmless, because only the conditional
 * claim on the table decides who sends.
 */
export async function listDueEntries(
  db: DynamoDBDocumentClient,
  tableName: string,
  now: Date,
  limit: number,
): Promise<Key[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':pending': OUTBOX_PENDING, ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => ({ pk: String(item['pk']), sk: String(item['sk']) }));
}

export interface ClaimedEntry {
  readonly entry: StoredOutboxEntry;
  /** Proves the claim when the result is written back. */
  readonly leaseId: string;
}

/**
 * Claims a due entry for one attempt: only a pending entry whose attempt is due and whose lease is
 * free (or expired) can be claimed, so two senders never work on the same e-mail at once. The
 * attempt is counted here, before sending, so a sender that dies mid-send still uses one up.
 */
export async function claimEntry(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Key,
  now: Date,
  leaseMs: number,
): Promise<ClaimedEntry | undefined> {
  const leaseId = randomUUID();
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: 'SET leaseUntil = :lease, leaseId = :leaseId, lastAttemptAt = :now ADD attempts :one',
        ConditionExpression:
          '#status = :pending AND nextAttemptAt <= :now AND (attribute_not_exists(leaseUntil) OR leaseUntil <= :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':lease': new Date(now.getTime() + leaseMs).toISOString(),
          ':leaseId': leaseId,
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { entry: StoredOutboxEntrySchema.parse(Attributes), leaseId };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Thrown when a result is written back for a lease that is no longer ours. */
export class LeaseLostError extends Error {
  constructor(key: Key, options?: { cause?: unknown }) {
    super(`Outbox lease lost for ${key.pk} ${key.sk}`, options);
    this.name = 'LeaseLostError';
  }
}

async function finishAttempt(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Key,
  leaseId: string,
  update: { expression: string; values: Record<string, unknown> },
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: update.expression,
        ConditionExpression: 'leaseId = :leaseId AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...update.values, ':leaseId': leaseId, ':pending': 'pending' },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new LeaseLostError(key, { cause: error });
    throw error;
  }
}

/** SES accepted the e-mail: it leaves the pending index for good, with the SES MessageId kept. */
export function markSent(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Key,
  leaseId: string,
  messageId: string,
  now: Date,
): Promise<void> {
  return finishAttempt(db, tableName, key, leaseId, {
    expression:
      'SET #status = :sent, sentAt = :now, messageId = :messageId, expiresAt = :expires REMOVE gsi1pk, gsi1sk, leaseUntil, leaseId, nextAttemptAt',
    values: {
      ':sent': 'sent',
      ':now': now.toISOString(),
      ':messageId': messageId,
      ':expires': Math.floor(now.getTime() / 1000) + SENT_RETENTION_SECONDS,
    },
  });
}

/** The attempt failed; the entry waits in the pending index until `nextAttemptAt`. */
export function markForRetry(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Key,
  leaseId: string,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  const next = nextAttemptAt.toISOString();
  return finishAttempt(db, tableName, key, leaseId, {
    expression: 'SET lastError = :error, nextAttemptAt = :next, gsi1sk = :next REMOVE leaseUntil, leaseId',
    values: { ':error': error.slice(0, MAX_ERROR_LENGTH), ':next': next },
  });
}

/** No more attempts: the entry moves to the index of failed e-mails, where the office finds it. */
export function markGivenUp(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Key,
  leaseId: string,
  error: string,
  now: Date,
): Promise<void> {
  const failed = keys.outboxFailed(now.toISOString());
  return finishAttempt(db, tableName, key, leaseId, {
    expression:
      'SET #status = :error, lastError = :message, failedAt = :now, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE leaseUntil, leaseId, nextAttemptAt',
    values: {
      ':error': 'error',
      ':message': error.slice(0, MAX_ERROR_LENGTH),
      ':now': now.toISOString(),
      ':gsi1pk': failed.gsi1pk,
      ':gsi1sk': failed.gsi1sk,
    },
  });
}

/**
 * Copies an entry's state into its record's `emails` map. The entry stays the source of truth:
 * this copy serves lists only, so it is written after the entry and a failure is not retried.
 */
export async function copyStateToRecord(
  db: DynamoDBDocumentClient,
  tableName: string,
  entry: Pick<StoredOutboxEntry, 'pk' | 'ownerSk' | 'name'>,
  status: 'sent' | 'error',
  now: Date,
): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: entry.pk, sk: entry.ownerSk },
        UpdateExpression: 'SET emails.#name.#status = :status, emails.#name.#at = :at',
        ConditionExpression: 'attribute_exists(emails.#name)',
        ExpressionAttributeNames: { '#name': entry.name, '#status': 'status', '#at': 'at' },
        ExpressionAttributeValues: { ':status': status, ':at': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Every e-mail of a record, with its state (the record's detail screen). */
export async function listEntriesOf(
  db: DynamoDBDocumentClient,
  tableName: string,
  ownerPk: string,
): Promise<StoredOutboxEntry[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :outbox)',
      ExpressionAttributeValues: { ':pk': ownerPk, ':outbox': 'OUTBOX#' },
      ConsistentRead: true,
    }),
  );
  return (page.Items ?? []).map((item) => StoredOutboxEntrySchema.parse(item));
}
