import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../../local/ports.ts';
import { mailsTo, uniqueAddress } from '../../test/mailbox.ts';
import { createScratchTable } from '../../test/scratch-table.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { mailSendingClient } from '../aws/ses.ts';
import { MAX_SEND_ATTEMPTS } from './back-off.ts';
import { deliverDueEmails, type DeliveryOptions } from './deliver-due-emails.ts';
import { listEntriesOf, putRecordWithOutbox } from './outbox-table.ts';

const outboxUrl = inject('stack').outboxUrl;
let table: Awaited<ReturnType<typeof createScratchTable>>;
let unreachable: SESv2Client;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  table = await createScratchTable();
  // Nothing listens on this port: SES "down".
  unreachable = new SESv2Client({ endpoint: `http://127.0.0.1:${await freePort()}`, maxAttempts: 1 });
});
afterAll(async () => {
  unreachable.destroy();
  await table.drop();
});

let counter = 0;
async function queue(to: string, name = 'ack'): Promise<string> {
  counter += 1;
  const pk = `DELIVERY#${counter}`;
  await putRecordWithOutbox(
    documentClient(),
    table.tableName,
    { pk, sk: 'RECORD', entity: 'Test' },
    [{ name, kind: 'test', mail: { to: [to], subject: `Zażółć ${counter}`, html: '<p>Hej</p>', text: 'Hej' } }],
    new Date(),
  );
  return pk;
}

function options(overrides: Partial<DeliveryOptions> = {}): DeliveryOptions {
  return {
    db: documentClient(),
    ses: mailSendingClient(),
    tableName: table.tableName,
    sender: { from: 'Biuro Podróży <biuro@demo-travel.pl>' },
    log: (line) => logged.push(line),
    ...overrides,
  };
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('deliverDueEmails (DynamoDB Local + the SES stand-in)', () => {
  it('sends each due e-mail once, with the SES MessageId kept, and never again', async () => {
    const to = uniqueAddress('once');
    const pk = await queue(to);
    const first = await deliverDueEmails(options());
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const second = await deliverDueEmails(options({ now: inAnHour }));
    expect(second).toEqual({ sent: 0, retried: 0, failed: 0 });

    const received = await mailsTo(outboxUrl, to);
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe(`Zażółć ${counter}`);
    // SES wants a non-ASCII display name as an encoded word.
    expect(received[0]?.from).toBe('=?UTF-8?B?Qml1cm8gUG9kcsOzxbx5?= <biuro@demo-travel.pl>');
    const [entry] = await listEntriesOf(documentClient(), table.tableName, pk);
    expect(entry).toMatchObject({ status: 'sent', attempts: 1, messageId: received[0]?.messageId });
  });

  it('keeps e-mails pending while SES is unreachable and sends them all once it is back', async () => {
    const recipients = [uniqueAddress('down-a'), uniqueAddress('down-b'), uniqueAddress('down-c')];
    const pks = await Promise.all(recipients.map((to) => queue(to)));

    const down = await deliverDueEmails(options({ ses: unreachable }));
    expect(down.retried).toBeGreaterThanOrEqual(3);
    for (const pk of pks) {
      const [entry] = await listEntriesOf(documentClient(), table.tableName, pk);
      expect(entry?.status).toBe('pending');
      expect(entry?.attempts).toBe(1);
      expect(entry?.lastError).toMatch(/ECONNREFUSED/);
      expect(Date.parse(entry?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
    }
    for (const to of recipients) expect(await mailsTo(outboxUrl, to)).toEqual([]);
    // Not due yet: a run right now sends nothing, even with SES back.
    expect((await deliverDueEmails(options())).sent).toBe(0);

    await deliverDueEmails(options({ now: inAnHour }));
    for (const to of recipients) expect(await mailsTo(outboxUrl, to)).toHaveLength(1);
    expect(logged.some((line) => line['msg'] === 'e-mail not sent')).toBe(true);
  });

  it('never sends an e-mail twice when two senders run at the same time', async () => {
    const recipients = Array.from({ length: 6 }, (_, i) => uniqueAddress(`race-${i}`));
    await Promise.all(recipients.map((to) => queue(to)));
    const reports = await Promise.all([deliverDueEmails(options()), deliverDueEmails(options())]);
    expect(reports[0].sent + reports[1].sent).toBeGreaterThanOrEqual(recipients.length);
    for (const to of recipients) expect(await mailsTo(outboxUrl, to)).toHaveLength(1);
  });

  it('gives up after the last attempt and marks the e-mail and its record as failed', async () => {
    const to = uniqueAddress('never');
    const pk = await queue(to, 'doomed');
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      await deliverDueEmails(options({ ses: unreachable, now: () => new Date(now) }));
      now += 2 * 3_600_000;
    }
    const [entry] = await listEntriesOf(documentClient(), table.tableName, pk);
    expect(entry).toMatchObject({ status: 'error', attempts: MAX_SEND_ATTEMPTS });
    expect(entry?.failedAt).toBeDefined();
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: table.tableName, Key: { pk, sk: 'RECORD' }, ConsistentRead: true }),
    );
    expect(Item?.['emails']).toMatchObject({ doomed: { status: 'error' } });
    expect(await deliverDueEmails(options({ now: () => new Date(now) }))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await mailsTo(outboxUrl, to)).toEqual([]);
  });
});
