import { OFFICE_TIME_ZONE } from '@app/shared/office-time-zone';
import {
  AskForOfferBodySchema,
  ContactMeBodySchema,
  ContactMessageBodySchema,
  GroupEnquiryBodySchema,
  SendOfferByEmailBodySchema,
  type EnquiryAcceptedResponse,
} from '@app/shared/enquiries';
import {
  NEWSLETTER_EMAIL_PARAM,
  NewsletterConfirmBodySchema,
  NewsletterSignUpQuerySchema,
  type NewsletterConfirmResponse,
  type NewsletterSignUpResponse,
} from '@app/shared/newsletter';
import { todayIso } from '@app/shared/search-form/dates';
import { FIELD_MESSAGES } from '@app/shared/server-messages';
import { fieldErrors } from '@app/shared/validation-issues';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import type { GroupRoutes } from '../lib/http/create-handler.ts';
import { HttpError } from '../lib/http/errors.ts';
import type { ApiRequest, ApiResponse } from '../lib/http/types.ts';
import { parseBody } from '../lib/http/validate.ts';
import { contactMeEnquiry } from './contact-me.ts';
import { contactMessageEnquiry } from './contact-message.ts';
import { OFFICE_LOCALE, type EnquiryContext, type EnquiryDraft } from './enquiry-draft.ts';
import { saveEnquiry } from './enquiries-table.ts';
import { confirmSubscription, signUp } from './newsletter-table.ts';
import { confirmationMail, newConfirmationToken, tokenHash } from './newsletter.ts';
import { offerByEmailEnquiry } from './offer-by-email.ts';
import { lookUpOfferForEnquiry } from './offer-lookup.ts';
import { offerQuestionEnquiry } from './offer-question.ts';
import { groupEnquiry } from './group-enquiry.ts';
import { enforceMailRateLimits } from './rate-limits.ts';

/**
 * Order of every form: validate (400, nothing stored) → rate limits (429) → look the offer up →
 * store the record with its e-mails in one transaction → 201. Sending is the outbox's job.
 */
async function store(request: ApiRequest, build: (context: EnquiryContext) => EnquiryDraft): Promise<ApiResponse> {
  const { TABLE_NAME, SITE_URL, OFFICE_EMAIL } = env();
  const referenceId = await saveEnquiry(documentClient(), TABLE_NAME, request.now, request.locale, (reference) =>
    build({
      referenceId: reference,
      receivedAt: request.now,
      locale: request.locale,
      siteUrl: SITE_URL,
      officeEmail: OFFICE_EMAIL,
    }),
  );
  return { status: 201, body: { reference_id: referenceId } satisfies EnquiryAcceptedResponse };
}

export const enquiriesRoutes: GroupRoutes<'enquiries'> = {
  contactMe: async (request) => {
    const body = parseBody(ContactMeBodySchema, request);
    await enforceMailRateLimits(request, body.email);
    return store(request, (context) => contactMeEnquiry(body, context));
  },

  contactSendMessage: async (request) => {
    const body = parseBody(ContactMessageBodySchema, request);
    await enforceMailRateLimits(request, body.email);
    return store(request, (context) => contactMessageEnquiry(body, context));
  },

  offersAskForOffer: async (request) => {
    const body = parseBody(AskForOfferBodySchema, request);
    await enforceMailRateLimits(request, body.email);
    const offer = await lookUpOfferForEnquiry(body.offer_uuid, request.locale, OFFICE_LOCALE);
    return store(request, (context) => offerQuestionEnquiry(body, offer, context));
  },

  offersSendOnEmail: async (request) => {
    const body = parseBody(SendOfferByEmailBodySchema, request);
    await enforceMailRateLimits(request, body.email);
    const offer = await lookUpOfferForEnquiry(body.offer_uuid, request.locale, OFFICE_LOCALE);
    return store(request, (context) => offerByEmailEnquiry(body, offer, context));
  },

  groupReservation: async (request) => {
    const body = parseBody(GroupEnquiryBodySchema, request);
    // The form offers tomorrow on; today is still accepted, so a visitor's late-evening send is not lost.
    if (body.date_from < todayIso(request.now.getTime(), OFFICE_TIME_ZONE)) {
      throw new HttpError('validation_failed', { fields: { date_from: FIELD_MESSAGES.date_in_past[request.locale] } });
    }
    await enforceMailRateLimits(request, body.email);
    return store(request, (context) => groupEnquiry(body, context));
  },

  newsletterSignUp: async (request) => {
    const query = NewsletterSignUpQuerySchema.safeParse(request.query, { reportInput: true });
    // The form shows the server's message (spec §7), so the message itself is invalid_email_message.
    if (!query.success) throw new HttpError('invalid_email', { fields: fieldErrors(query.error, request.locale) });
    const email = query.data[NEWSLETTER_EMAIL_PARAM];
    await enforceMailRateLimits(request, email);
    const { TABLE_NAME, SITE_URL } = env();
    const token = newConfirmationToken();
    await signUp(documentClient(), TABLE_NAME, {
      email,
      tokenHash: tokenHash(token),
      locale: request.locale,
      now: request.now,
      mail: confirmationMail(email, token, { locale: request.locale, siteUrl: SITE_URL, now: request.now }),
    });
    // The same answer for a new, a pending and a confirmed address: it tells nobody who subscribes.
    return { status: 202, body: { accepted: true } satisfies NewsletterSignUpResponse };
  },

  newsletterConfirm: async (request) => {
    const { email, token } = parseBody(NewsletterConfirmBodySchema, request);
    await enforceMailRateLimits(request);
    const confirmed = await confirmSubscription(documentClient(), env().TABLE_NAME, email, token, request.now);
    if (!confirmed) throw new HttpError('newsletter_token_invalid');
    return { status: 200, body: { subscribed: true } satisfies NewsletterConfirmResponse };
  },
};
