import * as z from 'zod';
import { ENTITY, keys } from '../db/keys.ts';

/** E-mail send states (spec §4). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'error'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A rendered e-mail as the outbox stores it: the message is fixed when the record is written. */
export interface OutboxMail {
  readonly to: readonly string[];
  readonly replyTo?: readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** One e-mail a record triggers, named uniquely within the record (`acknowledgement`, `office`). */
export interface OutboxMailOf {
  readonly name: string;
  /** What it is, for logs and the admin screen (`contact_me_acknowledgement` …). */
  readonly kind: string;
  readonly mail: OutboxMail;
}

export const StoredOutboxEntrySchema = z.object({
  pk: z.string(),
  sk: z.string().startsWith('OUTBOX#'),
  entity: z.literal(ENTITY.outboxEntry),
  name: z.string(),
  kind: z.string(),
  /** The sort key of the record this e-mail belongs to (same partition). */
  ownerSk: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  to: z.array(z.string()).min(1),
  replyTo: z.array(z.string()).optional(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attempts: z.number().int().nonnegative(),
  createdAt: z.string(),
  nextAttemptAt: z.string().optional(),
  leaseUntil: z.string().optional(),
  leaseId: z.string().optional(),
  lastAttemptAt: z.string().optional(),
  lastError: z.string().optional(),
  sentAt: z.string().optional(),
  messageId: z.string().optional(),
  failedAt: z.string().optional(),
});
export type StoredOutboxEntry = z.infer<typeof StoredOutboxEntrySchema>;

/** The state of each e-mail as the owning record keeps it, for a list without extra reads. */
export type MailStates = Record<string, { kind: string; status: OutboxStatus; at: string }>;

/**
 * The outbox items of a record and the `emails` map the record itself stores. Both go into the
 * same transaction as the record (architecture §4).
 */
export function outboxItems(
  owner: { readonly pk: string; readonly sk: string },
  mails: readonly OutboxMailOf[],
  now: Date,
): { items: Record<string, unknown>[]; states: MailStates } {
  const at = now.toISOString();
  const states: MailStates = {};
  const items = mails.map(({ name, kind, mail }) => {
    states[name] = { kind, status: 'pending', at };
    return {
      ...keys.outboxEntry(owner.pk, name),
      ...keys.outboxPending(at),
      entity: ENTITY.outboxEntry,
      name,
      kind,
      ownerSk: owner.sk,
      status: 'pending' satisfies OutboxStatus,
      to: [...mail.to],
      ...(mail.replyTo?.length ? { replyTo: [...mail.replyTo] } : {}),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attempts: 0,
      createdAt: at,
      nextAttemptAt: at,
    };
  });
  return { items, states };
}
