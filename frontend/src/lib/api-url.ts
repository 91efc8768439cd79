import type { Locale } from '@app/shared/locale';
import { buildPath } from '@app/shared/routes';
import { toQueryString, type QueryParams } from './query-string.ts';

/** The URL of an API call: the route's path with its `{name}` values, then the query string. */
export function apiUrl(
  path: string,
  { params, query }: { params?: Readonly<Record<string, string>>; query?: QueryParams } = {},
): string {
  const search = toQueryString(query);
  return buildPath(path, params) + (search ? `?${search}` : '');
}

/** What every API call accepts: JSON, in the interface language (the server names places in it). */
export function acceptHeaders(locale: Locale): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': locale };
}
