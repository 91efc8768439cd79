import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts a query with its route instead of after the first render; a failure is left to the
 * component's own query. During the build-time prerender nothing is fetched (there is no API): the
 * page renders the data seeded for it, and skeletons for the rest.
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (import.meta.env.SSR) return;
  void queryClient.prefetchQuery(options);
}

/**
 * For pages whose search is their query string: a change on the same page needs no loader (the
 * page's own query follows the URL); running it would only hold the navigation until it returned.
 */
export function revalidateOnNewPage({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
