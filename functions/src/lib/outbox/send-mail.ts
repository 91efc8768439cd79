import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { sanitizeHeaderValue } from '../mail/header-value.ts';
import type { OutboxMail } from './outbox-entry.ts';

export interface MailSender {
  /** `Name <address>` or a bare address (`MAIL_FROM`). */
  readonly from: string;
  readonly configurationSet?: string;
}

/** Longer than any subject the templates build; the cap only guards against a runaway value. */
const MAX_SUBJECT_LENGTH = 250;

/**
 * SES expects a non-ASCII display name as an RFC 2047 encoded word ("Biuro Podróży" would be
 * refused as it is); an ASCII name is quoted, a bare address stays as it is.
 */
export function encodeFromAddress(from: string): string {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return from.trim();
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1');
  const address = match[2] ?? '';
  if (!name) return address;
  // Printable ASCII is exactly what needs no encoding.
  if (/^[\x20-\x7E]*$/.test(name)) return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
  return `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${address}>`;
}

/**
 * Sends one e-mail with SES v2 and answers its MessageId. The subject passes the header sanitiser
 * once more: templates already build safe subjects, and a header is the one place where a stray
 * line break would let a value add recipients.
 */
export async function sendMail(ses: SESv2Client, sender: MailSender, mail: OutboxMail): Promise<string> {
  const answer = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: encodeFromAddress(sender.from),
      Destination: { ToAddresses: [...mail.to] },
      ...(mail.replyTo?.length ? { ReplyToAddresses: [...mail.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: sanitizeHeaderValue(mail.subject, MAX_SUBJECT_LENGTH), Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
      ...(sender.configurationSet ? { ConfigurationSetName: sender.configurationSet } : {}),
    }),
  );
  // SES answered 200, so it accepted the message: sending it again would be a duplicate.
  return answer.MessageId ?? 'accepted-without-id';
}

/**
 * SES refused this message for what it is (a malformed or rejected message): the same request
 * would be refused again. Everything else (network, throttling, a paused account, a timeout) may
 * pass later and is retried.
 */
export function isPermanentSendError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'MessageRejected' || error.name === 'BadRequestException';
}

/** A short description for the entry: error class and message, no stack and no addresses. */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
}
