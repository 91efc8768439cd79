import type * as z from 'zod';
import type { Locale } from './locale.ts';
import { FIELD_MESSAGES, interpolate, isFieldMessageKey, type FieldMessageKey } from './server-messages.ts';

/** Maps one zod issue to a localized field message. */
export function localizeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isFieldMessageKey(issue.message)) return FIELD_MESSAGES[issue.message][locale];
  const { key, values } = issueToKey(issue);
  return interpolate(FIELD_MESSAGES[key][locale], values);
}

function issueToKey(issue: z.core.$ZodIssue): { key: FieldMessageKey; values?: Record<string, number> } {
  switch (issue.code) {
    case 'invalid_type':
      return { key: isMissing(issue) ? 'required' : 'invalid_type' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return { key: minimum <= 1 ? 'required' : 'too_short', values: { minimum } };
      return { key: 'too_small_number', values: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'too_long', values: { maximum } };
      return { key: 'too_big_number', values: { maximum } };
    }
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalid_email' : 'invalid_value' };
    case 'unrecognized_keys':
      return { key: 'unknown_field' };
    default:
      return { key: 'invalid_value' };
  }
}

/**
 * Zod reports the input only when parsing with `reportInput: true` (as `parseInput` does); its
 * default English message says "received undefined" for a missing value.
 */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

/** `{ "field.path": "message" }` for an API error body; the first issue of a field wins. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path.map(String), key].join('.')] ??= localizeIssue(issue, locale);
      continue;
    }
    fields[path] ??= localizeIssue(issue, locale);
  }
  return fields;
}
