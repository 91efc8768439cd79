import { ROUTES } from '@app/shared/routes';
import { apiUrl } from '../lib/api-url.ts';

/** How long a page of results counts as fresh (react-query's `staleTime`, the early answer's age). */
export const OFFERS_LIST_STALE_MS = 60_000;

/**
 * The URL the API client requests for a search (what the document's early search asks for too):
 * `query` is the search's complete API query string (`offersListQuery`), sent as it is.
 */
export function offersListUrl(query: string): string {
  return apiUrl(ROUTES.offersList.path, { query });
}
