import * as z from 'zod';
import {
  AskForOfferBodySchema,
  ContactMeBodySchema,
  MAX_PEOPLE,
  SendOfferByEmailBodySchema,
} from '@app/shared/enquiries';
import { optional } from '@app/shared/form-fields';

/**
 * The rules of the three forms under an offer: each field is the API's own (shared/src/enquiries.ts,
 * built from shared/src/form-fields.ts), so the form refuses exactly what the server refuses (spec §5,
 * VAL-01..08, VAL-28). Only the shapes differ: a number is typed into a text box, and the consent is a
 * plain checkbox that an unticked box reads as "Zgoda jest wymagana, by kontynuować" (VAL-11, VAL-12).
 */
const consentGiven = z
  .boolean()
  .refine((given) => given, 'consent_required')
  .transform((): true => true);

const ask = AskForOfferBodySchema.shape;

/**
 * Ask about an offer: the contact enquiry's fields (OPEN-42, ENT-47) with the phone required outside
 * the no-offers form (spec §5); `comments`, `offer_uuid` and `consents` are added when sending.
 */
export const AskFormSchema = z.object({
  full_name: ask.full_name,
  email: ask.email,
  phone: ask.phone,
  number_of_people: optional(z.string().trim().pipe(z.coerce.number<string>().int().min(1).max(MAX_PEOPLE))),
  preferred_airport: ask.preferred_airport,
  message: ask.message,
  data_protection: consentGiven,
});
export type AskFormInput = z.input<typeof AskFormSchema>;
export type AskFormValues = z.output<typeof AskFormSchema>;

const send = SendOfferByEmailBodySchema.shape;

/** Send the offer by e-mail: the recipient's address (VAL-28), the sender's name and a short note. */
export const SendFormSchema = z.object({
  email: send.email,
  sender_name: send.sender_name,
  note: send.note,
});
export type SendFormInput = z.input<typeof SendFormSchema>;
export type SendFormValues = z.output<typeof SendFormSchema>;

const call = ContactMeBodySchema.shape;

/**
 * Call me back (spec §3 Contact-me message, API-35): e-mail and phone, both required. The body has
 * no consent, yet the form collects a phone number to call: the box is asked for here and not sent.
 */
export const CallFormSchema = z.object({
  email: call.email,
  phone: call.phone,
  data_protection: consentGiven,
});
export type CallFormInput = z.input<typeof CallFormSchema>;
export type CallFormValues = z.output<typeof CallFormSchema>;

/**
 * The page link as `contact_me` takes it (an http(s) URL), or nothing: a link the server would
 * refuse must not block a call-back, since the visitor could not correct it.
 */
export function acceptedOfferLink(link: string): string | undefined {
  const parsed = call.offerLink.safeParse(link);
  return parsed.success ? parsed.data : undefined;
}
