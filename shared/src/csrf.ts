import * as z from 'zod';

/** The header every POST (and other unsafe method) carries (spec §7, OPEN-21). */
export const CSRF_HEADER = 'X-CSRF-Token';
/** The page keeps the token in `<meta name="csrf-token">`. */
export const CSRF_META_NAME = 'csrf-token';

export const CsrfTokenResponseSchema = z.object({ csrf_token: z.string().min(1) });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponseSchema>;
