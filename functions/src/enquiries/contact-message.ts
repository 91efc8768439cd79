import type { ContactMessageBody } from '@app/shared/enquiries';
import { contactMessageAcknowledgement } from '../lib/mail/templates/contact-message.ts';
import type { OfficeField } from '../lib/mail/templates/office-notification.ts';
import {
  acknowledgementMail,
  officeLabel,
  officeMail,
  type EnquiryContext,
  type EnquiryDraft,
} from './enquiry-draft.ts';

type ContactFields = Pick<
  ContactMessageBody,
  'full_name' | 'email' | 'phone' | 'message' | 'number_of_people' | 'preferred_airport' | 'comments'
>;

/** The fields of a contact enquiry as the office notification lists them (spec §3 order). */
export function contactOfficeFields(body: ContactFields): OfficeField[] {
  return [
    { label: officeLabel('fullName'), value: body.full_name },
    { label: officeLabel('email'), value: body.email },
    { label: officeLabel('phone'), value: body.phone },
    { label: officeLabel('message'), value: body.message },
    { label: officeLabel('peopleCount'), value: body.number_of_people },
    { label: officeLabel('preferredAirport'), value: body.preferred_airport },
    { label: officeLabel('comments'), value: body.comments },
  ];
}

/** The contact enquiry (no-offers contact form): acknowledgement to the visitor, note to the office. */
export function contactMessageEnquiry(body: ContactMessageBody, context: EnquiryContext): EnquiryDraft {
  return {
    kind: 'contact_message',
    data: { ...body },
    mails: [
      acknowledgementMail(
        'contact_message_acknowledgement',
        body.email,
        contactMessageAcknowledgement({
          locale: context.locale,
          referenceId: context.referenceId,
          fullName: body.full_name,
          email: body.email,
          phone: body.phone,
          message: body.message,
          peopleCount: body.number_of_people,
          comments: body.comments,
          preferredAirport: body.preferred_airport,
        }),
      ),
      officeMail(context, {
        kind: 'contact_message',
        visitorEmail: body.email,
        subjectDetail: body.full_name,
        fields: contactOfficeFields(body),
      }),
    ],
  };
}
