import type { ContactMeBody } from '@app/shared/enquiries';
import { contactMeAcknowledgement } from '../lib/mail/templates/contact-me.ts';
import {
  acknowledgementMail,
  officeLabel,
  officeMail,
  type EnquiryContext,
  type EnquiryDraft,
} from './enquiry-draft.ts';
import { ownSiteLink } from './site-links.ts';

/**
 * A call-back request: an acknowledgement to the visitor and a notification to the office. The
 * visitor's offer link reaches an e-mail (as a link) only when it points into our own site.
 */
export function contactMeEnquiry(body: ContactMeBody, context: EnquiryContext): EnquiryDraft {
  const ownLink = body.offerLink === undefined ? undefined : ownSiteLink(body.offerLink, context.siteUrl);
  return {
    kind: 'contact_me',
    data: { ...body },
    mails: [
      acknowledgementMail(
        'contact_me_acknowledgement',
        body.email,
        contactMeAcknowledgement({
          locale: context.locale,
          referenceId: context.referenceId,
          email: body.email,
          phone: body.phone,
          offerLink: ownLink,
        }),
      ),
      officeMail(context, {
        kind: 'contact_me',
        visitorEmail: body.email,
        subjectDetail: body.phone,
        fields: [
          { label: officeLabel('phone'), value: body.phone },
          { label: officeLabel('email'), value: body.email },
          // A foreign link stays visible as text, so the office sees what was sent.
          { label: officeLabel('offerLink'), value: ownLink ?? body.offerLink, link: ownLink !== undefined },
        ],
      }),
    ],
  };
}
