import * as z from 'zod';

/** Cognito groups of the admin area (spec §6). */
export const ADMIN_ROLES = ['agents', 'office'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const SignInBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(256),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** Who is signed in: `GET /admin/api/me` and the answer of `POST /admin/api/session`. */
export const AdminUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  agency_id: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * A visitor counts as signed in when the cookie `signed_in` is exactly "1" (spec §6, ROLE-03).
 */
export function isSignedInCookie(value: string | undefined): boolean {
  return value === '1';
}
