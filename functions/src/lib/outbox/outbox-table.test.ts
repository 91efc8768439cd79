import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchTable } from '../../test/scratch-table.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { OUTBOX_ERROR } from '../db/keys.ts';
import type { OutboxMailOf } from './outbox-entry.ts';
import {
  LeaseLostError,
  claimEntry,
  copyStateToRecord,
  isConditionFailure,
  listDueEntries,
  listEntriesOf,
  markForRetry,
  markGivenUp,
  markSent,
  putRecordWithOutbox,
} from './outbox-table.ts';

let table: Awaited<ReturnType<typeof createScratchTable>>;
beforeAll(async () => {
  table = await createScratchTable();
});
afterAll(() => table.drop());

const db = () => documentClient();
const T0 = new Date('2026-05-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
let counter = 0;

const mail = (name: string): OutboxMailOf => ({
  name,
  kind: 'test',
  mail: { to: [`${name}@example.pl`], subject: `Subject ${name}`, html: '<p>x</p>', text: 'x' },
});

async function record(mails: OutboxMailOf[] = [mail('ack'), mail('office')]) {
  counter += 1;
  const owner = { pk: `TEST#${counter}`, sk: 'RECORD', entity: 'Test', title: `record ${counter}` };
  await putRecordWithOutbox(db(), table.tableName, owner, mails, T0);
  return owner;
}

async function stored(pk: string, sk: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: table.tableName, Key: { pk, sk }, ConsistentRead: true }),
  );
  return Item;
}

describe('outbox table (against DynamoDB Local)', () => {
  it('writes a record and its e-mails together, each pending and due at once', async () => {
    const owner = await record();
    const entries = await listEntriesOf(db(), table.tableName, owner.pk);
    expect(entries.map((e) => [e.name, e.status, e.attempts, e.nextAttemptAt])).toEqual([
      ['ack', 'pending', 0, T0.toISOString()],
      ['office', 'pending', 0, T0.toISOString()],
    ]);
    expect((await stored(owner.pk, owner.sk))?.['emails']).toEqual({
      ack: { kind: 'test', status: 'pending', at: T0.toISOString() },
      office: { kind: 'test', status: 'pending', at: T0.toISOString() },
    });
    const due = await listDueEntries(db(), table.tableName, T0, 100);
    expect(due).toEqual(expect.arrayContaining([{ pk: owner.pk, sk: 'OUTBOX#ack' }]));
  });

  it('writes nothing at all when the record exists already', async () => {
    const owner = await record([mail('first')]);
    const again = await putRecordWithOutbox(db(), table.tableName, owner, [mail('second')], T0).catch(
      (error: unknown) => error,
    );
    expect(isConditionFailure(again)).toBe(true);
    expect((await listEntriesOf(db(), table.tableName, owner.pk)).map((e) => e.name)).toEqual(['first']);
  });

  it('lets exactly one of two concurrent senders claim an entry, and counts the attempt', async () => {
    const owner = await record([mail('race')]);
    const key = { pk: owner.pk, sk: 'OUTBOX#race' };
    const claims = await Promise.all([
      claimEntry(db(), table.tableName, key, T0, 60_000),
      claimEntry(db(), table.tableName, key, T0, 60_000),
    ]);
    const won = claims.filter((claim) => claim !== undefined);
    expect(won).toHaveLength(1);
    expect(won[0]?.entry.attempts).toBe(1);
    // Still held a second later; free again once the lease has run out (a crashed sender).
    expect(await claimEntry(db(), table.tableName, key, later(1_000), 60_000)).toBeUndefined();
    const retaken = await claimEntry(db(), table.tableName, key, later(60_000), 60_000);
    expect(retaken?.entry.attempts).toBe(2);
  });

  it('records a send only under the current lease, and takes the entry out of the due list', async () => {
    const owner = await record([mail('sent')]);
    const key = { pk: owner.pk, sk: 'OUTBOX#sent' };
    const claim = await claimEntry(db(), table.tableName, key, T0, 60_000);
    if (!claim) throw new Error('not claimed');
    await expect(markSent(db(), table.tableName, key, 'someone-else', 'm-1', later(1))).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    await markSent(db(), table.tableName, key, claim.leaseId, 'ses-message-1', later(1));
    const item = await stored(key.pk, key.sk);
    expect(item).toMatchObject({ status: 'sent', messageId: 'ses-message-1', sentAt: later(1).toISOString() });
    expect(item?.['gsi1pk']).toBeUndefined();
    expect(item?.['expiresAt']).toBeGreaterThan(T0.getTime() / 1000);
    // A sent entry can never be claimed again, so it is never sent twice.
    expect(await claimEntry(db(), table.tableName, key, later(3_600_000), 60_000)).toBeUndefined();
    await expect(markSent(db(), table.tableName, key, claim.leaseId, 'ses-message-2', later(2))).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    await copyStateToRecord(db(), table.tableName, { pk: owner.pk, ownerSk: owner.sk, name: 'sent' }, 'sent', later(3));
    expect((await stored(owner.pk, owner.sk))?.['emails']).toEqual({
      sent: { kind: 'test', status: 'sent', at: later(3).toISOString() },
    });
  });

  it('waits until the next attempt is due after a failure', async () => {
    const owner = await record([mail('retry')]);
    const key = { pk: owner.pk, sk: 'OUTBOX#retry' };
    const claim = await claimEntry(db(), table.tableName, key, T0, 60_000);
    if (!claim) throw new Error('not claimed');
    await markForRetry(db(), table.tableName, key, claim.leaseId, 'Error ECONNREFUSED: connect', later(30_000));
    expect(await stored(key.pk, key.sk)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error ECONNREFUSED: connect',
      nextAttemptAt: later(30_000).toISOString(),
      gsi1sk: later(30_000).toISOString(),
    });
    const dueEarly = await listDueEntries(db(), table.tableName, later(29_999), 100);
    expect(dueEarly).not.toContainEqual(key);
    expect(await claimEntry(db(), table.tableName, key, later(29_999), 60_000)).toBeUndefined();
    expect(await listDueEntries(db(), table.tableName, later(30_000), 100)).toContainEqual(key);
  });

  it('lists given-up e-mails for the office', async () => {
    const owner = await record([mail('lost')]);
    const key = { pk: owner.pk, sk: 'OUTBOX#lost' };
    const claim = await claimEntry(db(), table.tableName, key, T0, 60_000);
    if (!claim) throw new Error('not claimed');
    await markGivenUp(db(), table.tableName, key, claim.leaseId, 'MessageRejected: bad address', later(5));
    const failed = await db().send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :error',
        ExpressionAttributeValues: { ':error': OUTBOX_ERROR },
      }),
    );
    expect(failed.Items?.map((item): unknown[] => [item['pk'], item['status'], item['lastError']])).toContainEqual([
      key.pk,
      'error',
      'MessageRejected: bad address',
    ]);
    expect(await listDueEntries(db(), table.tableName, later(86_400_000), 100)).not.toContainEqual(key);
  });
});
