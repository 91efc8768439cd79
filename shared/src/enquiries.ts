import * as z from 'zod';
import {
  ConsentSchema,
  EmailSchema,
  FullNameSchema,
  MAX_MESSAGE_LENGTH,
  MessageSchema,
  PhoneSchema,
  freeText,
  optional,
  singleLineText,
} from './form-fields.ts';

/**
 * Request bodies of the visitor forms that store an enquiry and send e-mail (spec §3, §7). Bodies
 * are strict: an unknown field is a 400, never silently stored.
 */

/** A link to the page the visitor was on; only http(s) URLs. */
const OfferLinkSchema = z.url({ protocol: /^https?$/, error: 'invalid_value' }).max(2000);

/** `POST /contact/contact_me`: a call-back request (spec §3 Contact-me message, API-35). */
export const ContactMeBodySchema = z.strictObject({
  email: EmailSchema,
  phone: PhoneSchema,
  offerLink: optional(OfferLinkSchema),
});
export type ContactMeBody = z.infer<typeof ContactMeBodySchema>;

/** The consents of the contact forms: processing the visitor's data to answer them (spec §5). */
export const ContactConsentsSchema = z.strictObject({ data_protection: ConsentSchema });

export const MAX_PEOPLE = 99;
const contactEnquiryFields = {
  full_name: FullNameSchema,
  email: EmailSchema,
  message: MessageSchema,
  number_of_people: optional(z.number().int().min(1).max(MAX_PEOPLE)),
  comments: optional(freeText(MAX_MESSAGE_LENGTH)),
  preferred_airport: optional(singleLineText(100)),
  consents: ContactConsentsSchema,
};

/**
 * `POST /contact/send_message`: the contact enquiry (spec §3, OPEN-12), sent from the contact form
 * shown when a search finds no offers, where the phone is optional (spec §5, VAL-07).
 */
export const ContactMessageBodySchema = z.strictObject({
  ...contactEnquiryFields,
  phone: optional(PhoneSchema),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

/**
 * `POST /offers/ask_for_offer`: a question about one offer, with the contact-enquiry fields
 * (OPEN-42). Outside the no-offers form the phone is required (spec §5).
 */
export const AskForOfferBodySchema = z.strictObject({
  ...contactEnquiryFields,
  phone: PhoneSchema,
  offer_uuid: z.uuid(),
});
export type AskForOfferBody = z.infer<typeof AskForOfferBodySchema>;

/** A sender's name and note reach a stranger's inbox; both stay short. */
export const MAX_NOTE_LENGTH = 500;

/** `POST /offers/send_on_email`: the visitor sends an offer to an address (VAL-28). */
export const SendOfferByEmailBodySchema = z.strictObject({
  offer_uuid: z.uuid(),
  email: EmailSchema,
  sender_name: optional(FullNameSchema),
  note: optional(freeText(MAX_NOTE_LENGTH)),
});
export type SendOfferByEmailBody = z.infer<typeof SendOfferByEmailBodySchema>;

/** The answer of every enquiry endpoint: the number the e-mails and the office refer to. */
export const EnquiryAcceptedResponseSchema = z.object({ reference_id: z.string() });
export type EnquiryAcceptedResponse = z.infer<typeof EnquiryAcceptedResponseSchema>;
