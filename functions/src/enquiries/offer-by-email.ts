import type { SendOfferByEmailBody } from '@app/shared/enquiries';
import { offerByEmail } from '../lib/mail/templates/offer-by-email.ts';
import type { EnquiryContext, EnquiryDraft } from './enquiry-draft.ts';
import type { OfferInLanguages } from './offer-lookup.ts';
import { offerFacts } from './offer-question.ts';
import { offerPageUrl } from './site-links.ts';

/**
 * An offer a visitor sends to an address. Only the recipient gets an e-mail: the office is not
 * told, because the address belongs to someone who never asked us for anything.
 */
export function offerByEmailEnquiry(
  body: SendOfferByEmailBody,
  { visitor: offer, office: officeOffer }: OfferInLanguages,
  context: EnquiryContext,
): EnquiryDraft {
  const url = offerPageUrl(context.siteUrl, offer);
  return {
    kind: 'offer_by_email',
    data: { ...body, offer: offerFacts(officeOffer, url) },
    mails: [
      {
        name: 'offer',
        kind: 'offer_by_email',
        mail: {
          to: [body.email],
          ...offerByEmail({
            locale: context.locale,
            offer,
            offerUrl: url,
            senderName: body.sender_name,
            note: body.note,
          }),
        },
      },
    ],
  };
}
