export type QueryValue = string | number | boolean;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[] | null | undefined>>;

/**
 * URL-encoded `key=value` pairs joined by `&` (spec §7), without the leading `?`. Keys are encoded
 * too (`newsletter[email]` → `newsletter%5Bemail%5D`); empty values are skipped, and an array
 * repeats its key.
 */
export function toQueryString(params: QueryParams = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.join('&');
}
