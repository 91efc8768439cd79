/** Subjects and display names are capped so a pasted essay cannot become a header. */
export const MAX_HEADER_VALUE_LENGTH = 150;

// C0/C1 controls (CR and LF above all: they would start a new header such as `Bcc:`), the Unicode
// line and paragraph separators, and the bidirectional overrides that can disguise a sender's name.
const UNSAFE_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * Makes a user-supplied value safe to place in a mail header (Subject, a display name in From or
 * Reply-To): unsafe characters become spaces, whitespace runs collapse, and the result is cut to
 * `maxLength` code points with an ellipsis. Encoding non-ASCII text (RFC 2047) is left to SES.
 */
export function sanitizeHeaderValue(value: string, maxLength = MAX_HEADER_VALUE_LENGTH): string {
  const clean = value.replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/gu, ' ').trim();
  // Array.from splits by code point, so an emoji is never cut in half.
  const codePoints = Array.from(clean);
  if (codePoints.length <= maxLength) return clean;
  return `${codePoints
    .slice(0, Math.max(0, maxLength - 1))
    .join('')
    .trimEnd()}…`;
}
