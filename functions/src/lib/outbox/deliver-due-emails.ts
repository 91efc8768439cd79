import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAX_SEND_ATTEMPTS, afterFailedAttempt } from './back-off.ts';
import {
  LeaseLostError,
  claimEntry,
  copyStateToRecord,
  listDueEntries,
  markForRetry,
  markGivenUp,
  markSent,
  type ClaimedEntry,
} from './outbox-table.ts';
import { describeSendError, isPermanentSendError, sendMail, type MailSender } from './send-mail.ts';

export interface DeliveryOptions {
  readonly db: DynamoDBDocumentClient;
  readonly ses: SESv2Client;
  readonly tableName: string;
  readonly sender: MailSender;
  readonly now?: () => Date;
  readonly random?: () => number;
  /**
   * How long a claim holds. It must outlast one send (the SES client gives up after 10 s) plus
   * writing the result, or a second sender could take the entry over while SES still answers.
   */
  readonly leaseMs?: number;
  /** At most this many e-mails per run; the next run (a minute later) takes the rest. */
  readonly maxPerRun?: number;
  /** Stop claiming when this says so, e.g. when the Lambda is about to time out. */
  readonly shouldStop?: () => boolean;
  readonly log?: (line: Record<string, unknown>) => void;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

const DEFAULT_LEASE_MS = 2 * 60_000;
const PAGE_SIZE = 25;

function logToConsole(line: Record<string, unknown>): void {
  console.warn(JSON.stringify(line));
}

/**
 * Sends every e-mail that is due (the outbox sender: an EventBridge schedule and table inserts in
 * AWS, a timer under `npm start`). Each entry is claimed, sent once, and its result written back
 * under the claim; see decision 010 for why a retry never repeats an e-mail SES has accepted.
 */
export async function deliverDueEmails(options: DeliveryOptions): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const maxPerRun = options.maxPerRun ?? 200;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  let handled = 0;
  while (handled < maxPerRun && !options.shouldStop?.()) {
    const due = await listDueEntries(options.db, options.tableName, now(), Math.min(PAGE_SIZE, maxPerRun - handled));
    let claimedAny = false;
    for (const key of due) {
      if (options.shouldStop?.()) break;
      const claimed = await claimEntry(options.db, options.tableName, key, now(), options.leaseMs ?? DEFAULT_LEASE_MS);
      // Another sender holds it, or it is not due after all (the index lags the table).
      if (!claimed) continue;
      claimedAny = true;
      handled += 1;
      try {
        report[await attempt(options, claimed, now)] += 1;
      } catch (error) {
        // Our claim was taken over (an attempt outlived its lease); the new holder finishes it.
        if (!(error instanceof LeaseLostError)) throw error;
        (options.log ?? logToConsole)({ level: 'warn', msg: 'outbox lease lost', pk: key.pk, sk: key.sk });
      }
    }
    // Nothing claimable on this page: whatever is left belongs to other senders.
    if (due.length === 0 || !claimedAny) break;
  }
  return report;
}

async function attempt(
  options: DeliveryOptions,
  claimed: ClaimedEntry,
  now: () => Date,
): Promise<keyof DeliveryReport> {
  const { db, tableName } = options;
  const { entry, leaseId } = claimed;
  const log = options.log ?? logToConsole;
  if (entry.attempts > MAX_SEND_ATTEMPTS) {
    // The last allowed attempt died without a result (a crashed sender); it is not repeated.
    await markGivenUp(db, tableName, entry, leaseId, entry.lastError ?? 'attempt interrupted', now());
    await copyState(options, claimed, 'error', now, log);
    return 'failed';
  }
  let messageId: string;
  try {
    messageId = await sendMail(options.ses, options.sender, entry);
  } catch (error) {
    const description = describeSendError(error);
    const next = afterFailedAttempt(entry.attempts, isPermanentSendError(error), now(), options.random);
    log({
      level: 'warn',
      msg: 'e-mail not sent',
      pk: entry.pk,
      sk: entry.sk,
      attempts: entry.attempts,
      error: description,
    });
    if (next.status === 'error') {
      await markGivenUp(db, tableName, entry, leaseId, description, now());
      await copyState(options, claimed, 'error', now, log);
      return 'failed';
    }
    await markForRetry(db, tableName, entry, leaseId, description, next.nextAttemptAt);
    return 'retried';
  }
  await recordSent(options, claimed, messageId, now, log);
  await copyState(options, claimed, 'sent', now, log);
  return 'sent';
}

/**
 * SES has accepted the e-mail: from here on only the write of that fact may be retried, never the
 * send. Should every try fail, the lease runs out and the e-mail goes out a second time; that is
 * the one window left open, and it is logged with the MessageId so it can be traced.
 */
async function recordSent(
  options: DeliveryOptions,
  { entry, leaseId }: ClaimedEntry,
  messageId: string,
  now: () => Date,
  log: (line: Record<string, unknown>) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await markSent(options.db, options.tableName, entry, leaseId, messageId, now());
      return;
    } catch (error) {
      if (error instanceof LeaseLostError || attempt >= 3) {
        log({
          level: 'error',
          msg: 'e-mail sent but not recorded',
          pk: entry.pk,
          sk: entry.sk,
          messageId,
          error: String(error),
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function copyState(
  options: DeliveryOptions,
  { entry }: ClaimedEntry,
  status: 'sent' | 'error',
  now: () => Date,
  log: (line: Record<string, unknown>) => void,
): Promise<void> {
  try {
    await copyStateToRecord(options.db, options.tableName, entry, status, now());
  } catch (error) {
    log({ level: 'warn', msg: 'e-mail state not copied to its record', pk: entry.pk, error: String(error) });
  }
}
