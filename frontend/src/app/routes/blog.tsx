import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { BLOG_PAGE_SIZE } from '@app/shared/blog';
import { articlesQueryOptions } from '../../features/blog/api/get-articles.ts';
import { articlesParams, readBlogSearch } from '../../features/blog/blog-search.ts';
import { BlogSearchPage } from '../../features/blog/components/blog-search-page.tsx';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { prefetch, revalidateOnNewPage } from '../../lib/prefetch.ts';
import { appStore } from '../../lib/store.ts';
import '../../features/blog/blog.css';

/** Starts the search's request with the route; the page shows skeletons meanwhile. */
function blogLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    const search = readBlogSearch(new URL(request.url).search);
    const options = articlesQueryOptions(appStore.get(localeAtom), articlesParams(search, BLOG_PAGE_SIZE));
    prefetch(queryClient, options);
    return null;
  };
}

/** What the router's `lazy` takes for /blog (BLOG-01). */
export function blogRoute(queryClient: QueryClient) {
  return { Component: BlogSearchPage, loader: blogLoader(queryClient), shouldRevalidate: revalidateOnNewPage };
}
