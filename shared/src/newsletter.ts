import * as z from 'zod';
import { EMAIL_PATTERN, EmailSchema, MAX_EMAIL_LENGTH } from './form-fields.ts';

/** The query parameter of `POST /newsletter/sign_up` (spec §7, API-33). */
export const NEWSLETTER_EMAIL_PARAM = 'newsletter[email]';

/** Every failure of the newsletter e-mail reads `invalid_email_message` (spec §5, §8). */
const NewsletterEmailSchema = z
  .string({ error: 'invalid_email_message' })
  .trim()
  .min(1, 'invalid_email_message')
  .max(MAX_EMAIL_LENGTH, 'invalid_email_message')
  .regex(EMAIL_PATTERN, 'invalid_email_message');

/** Other query parameters (campaign tags and the like) are ignored. */
export const NewsletterSignUpQuerySchema = z.object({ [NEWSLETTER_EMAIL_PARAM]: NewsletterEmailSchema });

/** The answer is the same for a new, a pending and a confirmed address, so it reveals none of them. */
export const NewsletterSignUpResponseSchema = z.object({ accepted: z.literal(true) });
export type NewsletterSignUpResponse = z.infer<typeof NewsletterSignUpResponseSchema>;

/** The confirmation token: 32 random bytes, base64url. */
export const NewsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_value');

/**
 * `POST /newsletter/add_email_to_newsletter_db` (API-34): confirms a sign-up with the e-mail and the
 * token of the confirmation link (double opt-in).
 */
export const NewsletterConfirmBodySchema = z.strictObject({ email: EmailSchema, token: NewsletterTokenSchema });
export type NewsletterConfirmBody = z.infer<typeof NewsletterConfirmBodySchema>;

export const NewsletterConfirmResponseSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponseSchema>;

/**
 * The page the confirmation e-mail links to (`?email=…&token=…`); it posts both to
 * `add_email_to_newsletter_db`. Not under `/newsletter/`, which CloudFront sends to the API.
 */
export const NEWSLETTER_CONFIRM_PAGE = '/potwierdz-newsletter';
