import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { articleQueryOptions } from '../../features/blog/api/get-article.ts';
import { ArticlePage } from '../../features/blog/components/article-page.tsx';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { appStore } from '../../lib/store.ts';
import '../../features/blog/blog.css';

function articleLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs): null => {
    if (params['slug']) prefetch(queryClient, articleQueryOptions(appStore.get(localeAtom), params['slug']));
    return null;
  };
}

function ArticleRoute() {
  const { slug = '' } = useParams();
  // The key starts each article afresh (scroll-independent state, queries).
  return <ArticlePage key={slug} slug={slug} />;
}

/** What the router's `lazy` takes for /poradnik/<slug>. */
export function articleRoute(queryClient: QueryClient) {
  return { Component: ArticleRoute, loader: articleLoader(queryClient) };
}
