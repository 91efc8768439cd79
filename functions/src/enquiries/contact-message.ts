import type { ContactMessageBody } from '@app/shared/enquiries';
import { contactMessageAcknowledgement } from '../lib/mail/templates/contact-message.ts';
import { fieldLabel } from '../lib/mail/templates/field-labels.ts';
import { officeNotification, type OfficeField } from '../lib/mail/templates/office-notification.ts';
import { OFFICE_LOCALE, type EnquiryContext, type EnquiryDraft } from './enquiry-draft.ts';

type ContactFields = Pick<
  ContactMessageBody,
  'full_name' | 'email' | 'phone' | 'message' | 'number_of_people' | 'preferred_airport' | 'comments'
>;

/** The fields of a contact enquiry as the office notification lists them (spec §3 order). */
export function contactOfficeFields(body: ContactFields): OfficeField[] {
  const label = (key: Parameters<typeof fieldLabel>[0]) => fieldLabel(key, OFFICE_LOCALE);
  return [
    { label: label('fullName'), value: body.full_name },
    { label: label('email'), value: body.email },
    { label: label('phone'), value: body.phone },
    { label: label('message'), value: body.message },
    { label: label('peopleCount'), value: body.number_of_people },
    { label: label('preferredAirport'), value: body.preferred_airport },
    { label: label('comments'), value: body.comments },
  ];
}

/** The contact enquiry (no-offers contact form): acknowledgement to the visitor, note to the office. */
export function contactMessageEnquiry(body: ContactMessageBody, context: EnquiryContext): EnquiryDraft {
  const { referenceId, locale } = context;
  return {
    kind: 'contact_message',
    data: { ...body },
    mails: [
      {
        name: 'acknowledgement',
        kind: 'contact_message_acknowledgement',
        mail: {
          to: [body.email],
          ...contactMessageAcknowledgement({
            locale,
            referenceId,
            fullName: body.full_name,
            email: body.email,
            phone: body.phone,
            message: body.message,
            peopleCount: body.number_of_people,
            comments: body.comments,
            preferredAirport: body.preferred_airport,
          }),
        },
      },
      {
        name: 'office',
        kind: 'office_notification',
        mail: {
          to: [context.officeEmail],
          replyTo: [body.email],
          ...officeNotification({
            kind: 'contact_message',
            referenceId,
            visitorLocale: locale,
            receivedAt: context.receivedAt,
            subjectDetail: body.full_name,
            fields: contactOfficeFields(body),
          }),
        },
      },
    ],
  };
}
