import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@app/shared/locale';
import { NEWSLETTER_CONFIRM_PAGE } from '@app/shared/newsletter';
import { newsletterConfirmation } from '../lib/mail/templates/newsletter-confirmation.ts';
import type { OutboxMailOf } from '../lib/outbox/outbox-entry.ts';

/** An unconfirmed sign-up is forgotten after a week (TTL); the link stops working with it. */
export const CONFIRMATION_VALID_SECONDS = 7 * 24 * 60 * 60;

/** A new confirmation token; only its hash is stored, so a leaked table confirms nobody. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The page that confirms, with the address and the token (it posts them to add_email_to_newsletter_db). */
export function confirmationUrl(siteUrl: string, email: string, token: string): string {
  const url = new URL(NEWSLETTER_CONFIRM_PAGE, siteUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.href;
}

/** The double opt-in e-mail; its name is unique per sign-up, since an address may sign up again. */
export function confirmationMail(
  email: string,
  token: string,
  context: { locale: Locale; siteUrl: string; now: Date },
): OutboxMailOf {
  return {
    name: `confirmation-${context.now.getTime()}`,
    kind: 'newsletter_confirmation',
    mail: {
      to: [email],
      ...newsletterConfirmation({
        locale: context.locale,
        email,
        confirmUrl: confirmationUrl(context.siteUrl, email, token),
      }),
    },
  };
}
