import { ApiError } from './api-error.ts';

/**
 * The server's field messages of a failed request (`ApiError.fields`), named by the form's own
 * fields so they can go under them. The server names fields as the request body does: a key
 * listed in `fields` is the form field of that name, `renames` covers the keys that differ (the
 * consent travels as `consents.data_protection`), and keys of no field of this form are dropped,
 * since the form's general failure message already speaks for them. The messages are already in
 * the visitor's language; an empty one would show nothing, so it is left out.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  renames: Readonly<Record<string, Field>> = {},
): [Field, string][] {
  if (!(error instanceof ApiError)) return [];
  const found: [Field, string][] = [];
  for (const [key, message] of Object.entries(error.fields)) {
    const field = Object.hasOwn(renames, key) ? renames[key] : fields.find((name) => name === key);
    if (field !== undefined && message !== '') found.push([field, message]);
  }
  return found;
}
