import type * as z from 'zod';
import type { Locale } from '@app/shared/locale';
import { FIELD_MESSAGES } from '@app/shared/server-messages';
import { localizeIssue } from '@app/shared/validation-issues';

/**
 * Form validation speaks the same words as the API: zod issues become the shared field messages
 * of the active language. An empty field is "required", whatever rule it failed first (an empty
 * e-mail fails the format check, yet "enter a valid address" would be the wrong hint).
 */
export function localizedErrorMap(locale: Locale): (issue: z.core.$ZodRawIssue) => string {
  return (issue) => {
    if (issue.input === '') return FIELD_MESSAGES.required[locale];
    return localizeIssue(issue as z.core.$ZodIssue, locale);
  };
}
