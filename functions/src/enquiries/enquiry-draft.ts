import type { Locale } from '@app/shared/locale';
import type { MailContent } from '../lib/mail/templates/blocks.ts';
import { fieldLabel, type FieldLabelKey } from '../lib/mail/templates/field-labels.ts';
import { officeNotification, type EnquiryKind, type OfficeField } from '../lib/mail/templates/office-notification.ts';
import type { OutboxMailOf } from '../lib/outbox/outbox-entry.ts';

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

/** A field label as the office reads it. */
export function officeLabel(key: FieldLabelKey): string {
  return fieldLabel(key, OFFICE_LOCALE);
}

/** The visitor's acknowledgement of an enquiry, already written in their language. */
export function acknowledgementMail(kind: string, visitorEmail: string, content: MailContent): OutboxMailOf {
  return { name: 'acknowledgement', kind, mail: { to: [visitorEmail], ...content } };
}

/**
 * The office's notification of an enquiry: to the office address, with Reply-To set to the visitor
 * so an answer goes straight back to them.
 */
export function officeMail(
  context: EnquiryContext,
  notice: { kind: EnquiryKind; visitorEmail: string; subjectDetail: string; fields: readonly OfficeField[] },
): OutboxMailOf {
  return {
    name: 'office',
    kind: 'office_notification',
    mail: {
      to: [context.officeEmail],
      replyTo: [notice.visitorEmail],
      ...officeNotification({
        kind: notice.kind,
        referenceId: context.referenceId,
        visitorLocale: context.locale,
        receivedAt: context.receivedAt,
        subjectDetail: notice.subjectDetail,
        fields: notice.fields,
      }),
    },
  };
}
