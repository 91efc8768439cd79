import * as z from 'zod';

/** Every API error answers with this body (architecture §5); `message` is localized. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Machine-readable error codes; each has a localized message in `server-messages.ts`. */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'csrf_failed',
  'not_found',
  'offer_not_available',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'too_many_requests',
  'invalid_credentials',
  'too_many_sign_in_attempts',
  'too_many_messages',
  'invalid_email',
  'newsletter_token_invalid',
  'internal_error',
  'service_unavailable',
  'offers_unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
