import { SlugSchema } from '@app/shared/blog';
import { PATHS } from '../../config/paths.ts';

/** The blog search as the URL keeps it (spec §2: the search is shareable, Back returns to it). */
export interface BlogSearch {
  readonly q: string;
  readonly category: string | undefined;
  /** From 0, as the API counts. */
  readonly page: number;
}

const MAX_QUERY_LENGTH = 100;

/** Reads the search from a query string; anything malformed falls back to no filter or page 0. */
export function readBlogSearch(search: string | URLSearchParams): BlogSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const category = SlugSchema.safeParse(params.get('category') ?? '');
  // The URL counts pages from 1, like the visible page numbers.
  const page = Number(params.get('page') ?? '1');
  return {
    q,
    category: category.success ? category.data : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page - 1 : 0,
  };
}

/** The blog page's address for a search: empty parts are left out, page 1 is the bare list. */
export function blogSearchHref(search: BlogSearch): string {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.category) params.set('category', search.category);
  if (search.page > 0) params.set('page', String(search.page + 1));
  const query = params.toString();
  return query ? `${PATHS.blog}?${query}` : PATHS.blog;
}

/** The query of GET /blog/articles for a search. */
export function articlesParams(search: BlogSearch, limit: number): Record<string, string> {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.category ? { category: search.category } : {}),
    page: String(search.page),
    limit: String(limit),
  };
}

/** How many pages a total makes; at least one, so an empty result still has a page. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * A search in one category hides what the other categories hold. When the same words find more
 * articles across all categories, this is the search to offer instead: the same words, every
 * category, first page (issue 22). Undefined while either count is unknown, or when nothing is hidden.
 */
export function widerBlogSearch(
  search: BlogSearch,
  counts: { inCategory: number | undefined; everywhere: number | undefined },
): { search: BlogSearch; count: number } | undefined {
  const { inCategory, everywhere } = counts;
  if (!search.q || !search.category || inCategory === undefined || everywhere === undefined) return undefined;
  return everywhere > inCategory
    ? { search: { ...search, category: undefined, page: 0 }, count: everywhere }
    : undefined;
}
