import type { Locale } from '@app/shared/locale';
import { buildPath } from '@app/shared/routes';

/**
 * The URL of an API call: the route's path with its `{name}` values, then the query string as the
 * caller built it with shared's `toQueryString` (one serialisation for the search form, the page's
 * URL, the API client and the server; a search's list query arrives here already complete).
 */
export function apiUrl(
  path: string,
  { params, query }: { params?: Readonly<Record<string, string>>; query?: string } = {},
): string {
  return buildPath(path, params) + (query ? `?${query}` : '');
}

/** What every API call accepts: JSON, in the interface language (the server names places in it). */
export function acceptHeaders(locale: Locale): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': locale };
}
