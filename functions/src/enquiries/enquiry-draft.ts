import type { Locale } from '@app/shared/locale';
import type { OutboxMailOf } from '../lib/outbox/outbox-entry.ts';
import type { EnquiryKind } from '../lib/mail/templates/office-notification.ts';

/** What every enquiry needs besides the visitor's input; fixed per request. */
export interface EnquiryContext {
  readonly referenceId: string;
  readonly receivedAt: Date;
  /** The visitor's language: their acknowledgement is written in it. */
  readonly locale: Locale;
  readonly siteUrl: string;
  readonly officeEmail: string;
}

/** An enquiry ready to be stored: what the visitor sent and the e-mails it triggers. */
export interface EnquiryDraft {
  readonly kind: EnquiryKind;
  readonly data: Readonly<Record<string, unknown>>;
  readonly mails: readonly OutboxMailOf[];
}

/** The office reads its notifications in Polish (office-notification template default). */
export const OFFICE_LOCALE: Locale = 'pl';
