import type { AskForOfferBody } from '@app/shared/enquiries';
import type { OfferSummary } from '@app/shared/offers';
import { offerTitle } from '../lib/mail/templates/offer-facts.ts';
import { offerQuestionAcknowledgement } from '../lib/mail/templates/offer-question.ts';
import { contactOfficeFields } from './contact-message.ts';
import type { OfferInLanguages } from './offer-lookup.ts';
import {
  OFFICE_LOCALE,
  acknowledgementMail,
  officeLabel,
  officeMail,
  type EnquiryContext,
  type EnquiryDraft,
} from './enquiry-draft.ts';
import { offerPageUrl } from './site-links.ts';

/** The offer facts an enquiry keeps, as they were when the visitor asked, named for the office. */
export function offerFacts(offer: OfferSummary, url: string): Record<string, unknown> {
  return {
    uuid: offer.uuid,
    offer_type: offer.offer_type,
    title: offerTitle(offer, OFFICE_LOCALE),
    operator_code: offer.operator.code,
    departure_date: offer.departure_date,
    return_date: offer.return_date,
    departure_airport: offer.departure_airport?.iata ?? null,
    price_per_person_pln: offer.price_per_person_pln,
    price_per_person_eur: offer.price_per_person_eur,
    url,
  };
}

/**
 * A question about one offer: the visitor's acknowledgement shows the offer as we know it (from the
 * published snapshot, not from the request), the office notification links to it.
 */
export function offerQuestionEnquiry(
  body: AskForOfferBody,
  { visitor: offer, office: officeOffer }: OfferInLanguages,
  context: EnquiryContext,
): EnquiryDraft {
  const url = offerPageUrl(context.siteUrl, offer);
  return {
    kind: 'offer_question',
    data: { ...body, offer: offerFacts(officeOffer, url) },
    mails: [
      acknowledgementMail(
        'offer_question_acknowledgement',
        body.email,
        offerQuestionAcknowledgement({
          locale: context.locale,
          referenceId: context.referenceId,
          fullName: body.full_name,
          email: body.email,
          phone: body.phone,
          message: body.message,
          offer,
          offerUrl: url,
        }),
      ),
      officeMail(context, {
        kind: 'offer_question',
        visitorEmail: body.email,
        subjectDetail: body.full_name,
        fields: [
          { label: officeLabel('offer'), value: offerTitle(officeOffer, OFFICE_LOCALE) },
          { label: officeLabel('offerLink'), value: url, link: true },
          ...contactOfficeFields(body),
        ],
      }),
    ],
  };
}
