import type { ContactMeBody } from '@app/shared/enquiries';
import { contactMeAcknowledgement } from '../lib/mail/templates/contact-me.ts';
import { fieldLabel } from '../lib/mail/templates/field-labels.ts';
import { officeNotification } from '../lib/mail/templates/office-notification.ts';
import { OFFICE_LOCALE, type EnquiryContext, type EnquiryDraft } from './enquiry-draft.ts';
import { ownSiteLink } from './site-links.ts';

/**
 * A call-back request: an acknowledgement to the visitor and a notification to the office. The
 * visitor's offer link reaches an e-mail (as a link) only when it points into our own site.
 */
export function contactMeEnquiry(body: ContactMeBody, context: EnquiryContext): EnquiryDraft {
  const { referenceId, locale } = context;
  const ownLink = body.offerLink === undefined ? undefined : ownSiteLink(body.offerLink, context.siteUrl);
  const label = (key: Parameters<typeof fieldLabel>[0]) => fieldLabel(key, OFFICE_LOCALE);
  return {
    kind: 'contact_me',
    data: { ...body },
    mails: [
      {
        name: 'acknowledgement',
        kind: 'contact_me_acknowledgement',
        mail: {
          to: [body.email],
          ...contactMeAcknowledgement({
            locale,
            referenceId,
            email: body.email,
            phone: body.phone,
            offerLink: ownLink,
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
            kind: 'contact_me',
            referenceId,
            visitorLocale: locale,
            receivedAt: context.receivedAt,
            subjectDetail: body.phone,
            fields: [
              { label: label('phone'), value: body.phone },
              { label: label('email'), value: body.email },
              // A foreign link stays visible as text, so the office sees what was sent.
              { label: label('offerLink'), value: ownLink ?? body.offerLink, link: ownLink !== undefined },
            ],
          }),
        },
      },
    ],
  };
}
