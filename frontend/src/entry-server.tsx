import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { CategoriesResponse, HeadlinesResponse, HomeTilesResponse } from '@app/shared/content';
import type { Locale } from '@app/shared/locale';
import { AppProvider } from './app/provider.tsx';
import { PageLoading } from './components/page-loading.tsx';
import { MainLayout } from './components/layout/main-layout.tsx';
import { PATHS } from './config/paths.ts';
import { appRoutes } from './app/router.tsx';
import { categoriesQueryOptions } from './features/home-content/api/get-categories.ts';
import { headlinesQueryOptions } from './features/home-content/api/get-headlines.ts';
import { homeTilesQueryOptions } from './features/home-content/api/get-home-tiles.ts';
import { loadMessages } from './lib/intl/load-messages.ts';
import { localeAtom } from './lib/intl/locale-atom.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appStore } from './lib/store.ts';

/**
 * Content known at build time (the same the seed writes to DynamoDB). The page shows it at once and
 * the browser refreshes it from the API when it is stale, so an edit after the build still shows.
 */
export { SITE_ORIGIN } from './config/site.ts';

/** Pages with a fixed address that search engines may list (the sitemap adds the destinations). */
export const PUBLIC_PAGES: readonly string[] = [
  PATHS.home,
  PATHS.holidays,
  PATHS.hotelsOnly,
  PATHS.oneWayFlights,
  PATHS.flights,
  PATHS.hotelList,
  PATHS.groupEnquiry,
  PATHS.blog,
  PATHS.exoticRegions,
  PATHS.nearbyRegions,
  PATHS.farRegions,
];

export interface BuildTimeContent {
  readonly headlines?: HeadlinesResponse;
  readonly categories?: CategoriesResponse;
  readonly homeTiles?: HomeTilesResponse;
}

export interface RenderedPage {
  readonly status: number;
  /** The markup of `#root`, including React's hoisted head elements (title, meta, link) at its start. */
  readonly html: string;
  /** react-query's cache as JSON, for the browser to start from the same data. */
  readonly queryState: string;
}

function seedQueries(queryClient: QueryClient, locale: Locale, content: BuildTimeContent): void {
  if (content.headlines) queryClient.setQueryData(headlinesQueryOptions(locale).queryKey, content.headlines);
  if (content.categories) queryClient.setQueryData(categoriesQueryOptions(locale).queryKey, content.categories);
  if (content.homeTiles) queryClient.setQueryData(homeTilesQueryOptions(locale).queryKey, content.homeTiles);
}

/**
 * Renders one page to HTML at build time (issue 6: pages search engines read without JavaScript,
 * and a home page that paints before its scripts run). Only data given here is rendered; sections
 * whose data changes by the hour (offers, prices) render their skeletons and load in the browser.
 */
export async function renderPage(url: string, locale: Locale, content: BuildTimeContent = {}): Promise<RenderedPage> {
  appStore.set(localeAtom, locale);
  await loadMessages(locale);
  const queryClient = createQueryClient();
  // Nothing is fetched during the build: a query without seeded data stays pending (its skeleton).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, enabled: false, retry: false },
  });
  seedQueries(queryClient, locale, content);

  const routes = appRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}) while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} />
      </AppProvider>
    </StrictMode>,
    // One in-order document: no Suspense boundary is moved out of place and revealed by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const queryState = JSON.stringify(dehydrate(queryClient));
  queryClient.clear();
  return { status: context.statusCode, html, queryState };
}

/**
 * The first paint of every page that is not prerendered (`app.html`): the site's frame with a
 * loading indicator, painted before any script runs. The browser renders the page afresh over it.
 * Its texts are hidden (`app-shell`), as the visitor's language is not known yet; only the frame and
 * the brand show, at their final size.
 */
export async function renderShell(): Promise<string> {
  appStore.set(localeAtom, 'pl');
  const queryClient = createQueryClient();
  const routes = [{ Component: MainLayout, children: [{ path: '*', Component: PageLoading }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://prerender.invalid/'));
  if (context instanceof Response) throw new Error('the shell answered a redirect');
  const { prelude } = await prerender(
    <AppProvider queryClient={queryClient}>
      <div className="app-shell">
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </div>
    </AppProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
