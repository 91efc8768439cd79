import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ENQUIRY_KINDS } from '../lib/mail/templates/office-notification.ts';
import { ENTITY, keys } from '../lib/db/keys.ts';
import { OUTBOX_STATUSES } from '../lib/outbox/outbox-entry.ts';
import { isConditionFailure, putRecordWithOutbox } from '../lib/outbox/outbox-table.ts';
import type { EnquiryDraft } from './enquiry-draft.ts';
import { newReferenceId } from './reference-id.ts';

export const StoredEnquirySchema = z.object({
  entity: z.literal(ENTITY.enquiry),
  reference_id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  received_at: z.string(),
  locale: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** The state of each e-mail, copied from its outbox entry (the entry is the source of truth). */
  emails: z.record(z.string(), z.object({ kind: z.string(), status: z.enum(OUTBOX_STATUSES), at: z.string() })),
});
export type StoredEnquiry = z.infer<typeof StoredEnquirySchema>;

/** Reference numbers are random; a clash is astronomically rare, but never overwrites a record. */
const MAX_REFERENCE_DRAWS = 3;

/**
 * Stores an enquiry and queues its e-mails in one transaction. `draft` is built per reference
 * number, because the e-mails quote it. Answers the reference number.
 */
export async function saveEnquiry(
  db: DynamoDBDocumentClient,
  tableName: string,
  receivedAt: Date,
  locale: string,
  draft: (referenceId: string) => EnquiryDraft,
  drawReference: () => string = newReferenceId,
): Promise<string> {
  for (let draw = 1; ; draw++) {
    const referenceId = drawReference();
    const { kind, data, mails } = draft(referenceId);
    const at = receivedAt.toISOString();
    const record = {
      ...keys.enquiry(referenceId),
      ...keys.enquiriesByDate(at, referenceId),
      entity: ENTITY.enquiry,
      reference_id: referenceId,
      kind,
      received_at: at,
      locale,
      data,
    };
    try {
      await putRecordWithOutbox(db, tableName, record, mails, receivedAt);
      return referenceId;
    } catch (error) {
      if (!isConditionFailure(error) || draw >= MAX_REFERENCE_DRAWS) throw error;
    }
  }
}

export async function getEnquiry(
  db: DynamoDBDocumentClient,
  tableName: string,
  referenceId: string,
): Promise<StoredEnquiry | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.enquiry(referenceId), ConsistentRead: true }),
  );
  return Item ? StoredEnquirySchema.parse(Item) : undefined;
}

/** Enquiries of one month (`2026-05`), newest first: the access pattern of the admin list. */
export async function listEnquiriesOfMonth(
  db: DynamoDBDocumentClient,
  tableName: string,
  month: string,
  limit = 50,
): Promise<StoredEnquiry[]> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :month',
      ExpressionAttributeValues: { ':month': keys.enquiriesOfMonth(month).gsi2pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => StoredEnquirySchema.parse(item));
}
