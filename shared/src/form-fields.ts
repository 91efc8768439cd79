import * as z from 'zod';

/**
 * Field rules of the visitor forms (spec §5), used by the API and by the forms alike. Messages are
 * keys of `FIELD_MESSAGES`, localized on both sides. A missing value reads "To pole jest wymagane";
 * consents read "Zgoda jest wymagana, by kontynuować" (OPEN-26).
 */

/**
 * Letters, digits, underscore, dot or hyphen; an @; domain labels; a top-level part of 2 to 4
 * alphanumerics (spec §5). ASCII only, so national characters are refused, and neither CR nor LF
 * can pass: an address that reaches a mail header cannot smuggle in another header.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

/** RFC 5321 caps a forward path at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
export const MIN_FULL_NAME_LENGTH = 3;
export const MAX_FULL_NAME_LENGTH = 100;
export const MIN_PHONE_DIGITS = 7;
export const MAX_PHONE_DIGITS = 15;
export const MIN_MESSAGE_LENGTH = 3;
export const MAX_MESSAGE_LENGTH = 2000;

// Control and format characters (CR, LF, bidirectional overrides …) have no place in a one-line
// value; they are how a value breaks out of a mail header or disguises itself.
const SINGLE_LINE = /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u;
// Multi-line text keeps tabs and line breaks and refuses every other control character.
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}])*$/u;
const DIGIT = /\p{Nd}/u;

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(MAX_EMAIL_LENGTH, 'invalid_email')
  .regex(EMAIL_PATTERN, 'invalid_email');

/** Full name: at least 3 characters, no digits (spec §5). */
export const FullNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .min(MIN_FULL_NAME_LENGTH, 'full_name_invalid')
  .max(MAX_FULL_NAME_LENGTH)
  .refine((value) => !DIGIT.test(value), 'full_name_invalid')
  .regex(SINGLE_LINE, 'invalid_value');

/** 7 to 15 digits (spec §5); spaces, dashes, dots, brackets and a leading + are allowed between them. */
export const PhoneSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(30, 'phone_invalid')
  .regex(/^\+?[0-9 ()./-]+$/, 'phone_invalid')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
  }, 'phone_invalid');

/** Message: 3 to 2000 characters (spec §5, §9). */
export const MessageSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .min(MIN_MESSAGE_LENGTH, 'message_length')
  .max(MAX_MESSAGE_LENGTH, 'message_length')
  .regex(MULTI_LINE, 'invalid_value');

/** Optional free text such as comments: line breaks allowed, at most `max` characters. */
export function freeText(max: number) {
  return z.string().trim().max(max).regex(MULTI_LINE, 'invalid_value');
}

/** A short one-line value such as a preferred airport. */
export function singleLineText(max: number) {
  return z.string().trim().max(max).regex(SINGLE_LINE, 'invalid_value');
}

/** A required consent checkbox: only `true` passes, anything else reads 'Zgoda jest wymagana…'. */
export const ConsentSchema = z.literal(true, { error: 'consent_required' });

/**
 * An optional field: forms send an empty input as "" (or null), which counts as not given, so the
 * field's own rules apply only to a real value.
 */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}
