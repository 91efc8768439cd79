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

/** Transport types of a group enquiry, exactly those of spec §3 (GROUP-02). */
export const TRANSPORT_TYPES = ['bus', 'flight', 'own'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** A group is at least two people; above a few coaches' worth the office plans by phone (decision 017). */
export const MIN_GROUP_PARTICIPANTS = 2;
export const MAX_GROUP_PARTICIPANTS = 300;
export const MAX_GROUP_PRICE_EUR = 100_000;
export const MAX_DESTINATION_LENGTH = 200;
/** The office answers a group enquiry within this many hours (spec §9, CONST-35). */
export const GROUP_REPLY_HOURS = 48;

const GroupDatesSchema = z.object({ date_from: z.iso.date(), date_to: z.iso.date() });

/**
 * `POST /reservation/group_reservation`: the group enquiry (spec §3, §7; GROUP-01..04). Dates are
 * calendar days ('YYYY-MM-DD'); the return may not come before the departure. `regions` keeps the
 * destinations chosen in the search form (decision D5), so the office sees what the text names.
 */
export const GroupEnquiryBodySchema = z
  .strictObject({
    destination: singleLineText(MAX_DESTINATION_LENGTH).min(1, 'required'),
    regions: optional(z.array(z.number().int().positive()).max(50)),
    date_from: z.iso.date(),
    date_to: z.iso.date(),
    price_max_eur: optional(z.number().int().min(1).max(MAX_GROUP_PRICE_EUR)),
    participants: z.number().int().min(MIN_GROUP_PARTICIPANTS).max(MAX_GROUP_PARTICIPANTS),
    transport: z.enum(TRANSPORT_TYPES),
    departure_place: singleLineText(100).min(1, 'required'),
    comment: optional(freeText(MAX_MESSAGE_LENGTH)),
    email: EmailSchema,
    club: optional(singleLineText(150)),
    consents: ContactConsentsSchema,
  })
  .refine((body) => body.date_to >= body.date_from, {
    path: ['date_to'],
    message: 'date_order',
    // Checked even when other fields are wrong, so the visitor sees every problem at once.
    when: (payload) => GroupDatesSchema.safeParse(payload.value).success,
  });
export type GroupEnquiryBody = z.infer<typeof GroupEnquiryBodySchema>;
