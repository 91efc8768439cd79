import { ROUTES } from '@app/shared/routes';
import { parseQueryString } from '@app/shared/search-form/search-query';
import { apiUrl } from '../../../lib/api-url.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** How long a page of results counts as fresh (react-query's `staleTime`, the early answer's age). */
export const OFFERS_LIST_STALE_MS = 60_000;

/** The query of GET /offers/list for a search's key (`offersListQuery`). */
export function offersListRequestQuery(query: string): QueryParams {
  return Object.fromEntries(parseQueryString(query));
}

/** The URL the API client requests for a search (what the document's early search asks for too). */
export function offersListUrl(query: string): string {
  return apiUrl(ROUTES.offersList.path, { query: offersListRequestQuery(query) });
}
