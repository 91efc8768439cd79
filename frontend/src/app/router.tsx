import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_PAGE } from '@app/shared/newsletter';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { REGION_GROUP_KEYS } from '@app/shared/content';
import { PATHS } from '../config/paths.ts';
import { REGION_GROUP_PATHS } from '../features/blog/blog-paths.ts';
import { HomeRoute, homeLoader } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { LIST_PAGES, type ListPageName } from '../features/offers-list/list-pages.ts';
import { RootError, RouteError } from './routes/route-error.tsx';

/**
 * The offers list and its listing pages (spec §2) load with their route, so the home page's bundle
 * does not carry them.
 */
function offersListRoute(queryClient: QueryClient, name: ListPageName): RouteObject {
  return {
    path: LIST_PAGES[name].path.slice(1),
    lazy: async () => {
      const { listRoute } = await import('./routes/offers-list.tsx');
      return listRoute(queryClient, name);
    },
  };
}

/**
 * Destination and region pages (issue 6) in Polish and, under `/en` and `/de`, in English and
 * German; loaded with their route. Prerendered at build time (shared/src/prerendered-pages.ts).
 */
function destinationRoutes(): RouteObject[] {
  const lazy = async () => {
    const { DestinationRoute } = await import('./routes/destination.tsx');
    return { Component: DestinationRoute };
  };
  return ['', ':lang/'].flatMap((prefix) => [
    { path: `${prefix}${PATHS.holidays.slice(1)}/:country`, lazy },
    { path: `${prefix}${PATHS.holidays.slice(1)}/:country/:region`, lazy },
  ]);
}

/** All page routes. Admin code and the offers list are split off with `lazy`, loaded with their pages. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RootError,
      HydrateFallback: PageLoading,
      children: [
        {
          Component: MainLayout,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                { index: true, loader: homeLoader(queryClient), Component: HomeRoute },
                {
                  path: NEWSLETTER_CONFIRM_PAGE.slice(1),
                  lazy: async () => {
                    const { NewsletterConfirmation } =
                      await import('../features/newsletter/components/newsletter-confirmation.tsx');
                    return { Component: NewsletterConfirmation };
                  },
                },
                offersListRoute(queryClient, 'offers'),
                offersListRoute(queryClient, 'holidays'),
                ...destinationRoutes(),
                offersListRoute(queryClient, 'hotelsOnly'),
                offersListRoute(queryClient, 'oneWayFlights'),
                offersListRoute(queryClient, 'twoWayFlights'),
                {
                  path: PATHS.hotelList.slice(1),
                  lazy: async () => {
                    const { hotelListRoute } = await import('./routes/hotel-list.tsx');
                    return hotelListRoute(queryClient);
                  },
                },
                {
                  path: PATHS.hotel.slice(1),
                  lazy: async () => (await import('./routes/hotel.tsx')).hotelRoute(queryClient),
                },
                {
                  path: PATHS.groupEnquiry.slice(1),
                  lazy: async () => {
                    const { GroupEnquiryRoute } = await import('./routes/group-enquiry.tsx');
                    return { Component: GroupEnquiryRoute };
                  },
                },
                {
                  path: PATHS.blog.slice(1),
                  lazy: async () => (await import('./routes/blog.tsx')).blogRoute(queryClient),
                },
                {
                  path: PATHS.blogArticle.slice(1),
                  lazy: async () => (await import('./routes/blog-article.tsx')).articleRoute(queryClient),
                },
                {
                  path: PATHS.blogCategory.slice(1),
                  lazy: async () => ({ Component: (await import('./routes/blog-category.tsx')).CategoryRoute }),
                },
                ...REGION_GROUP_KEYS.map((group) => ({
                  path: REGION_GROUP_PATHS[group].slice(1),
                  lazy: async () => (await import('./routes/blog-regions.tsx')).regionGroupRoute(group),
                })),
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
        {
          path: 'admin',
          lazy: async () => {
            const { AdminLayout } = await import('../components/layout/admin-layout.tsx');
            return { Component: AdminLayout };
          },
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const { AdminShellRoute, adminShellLoader } = await import('./routes/admin/shell.tsx');
                    return { Component: AdminShellRoute, loader: adminShellLoader(queryClient) };
                  },
                },
                {
                  path: 'login',
                  lazy: async () => {
                    const { AdminLoginRoute } = await import('./routes/admin/login.tsx');
                    return { Component: AdminLoginRoute };
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the lazy modules of the routes a location matches and puts them in place, as React Router
 * asks before hydrating: otherwise it would render the fallback where the prerendered page is.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

declare global {
  interface Window {
    /** Written by the prerendered page (React Router's StaticRouterProvider). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The browser's router. Adopting prerendered HTML, it starts from the loader data the page was
 * rendered with; rendering afresh, it runs the loaders itself.
 */
export async function createAppRouter(queryClient: QueryClient, hydrating: boolean) {
  const routes = appRoutes(queryClient);
  if (hydrating) await resolveLazyRoutes(routes, window.location);
  else delete window.__staticRouterHydrationData;
  return createBrowserRouter(routes);
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;

/**
 * Resolves once the router has loaded its first page (lazy route modules, loaders). A page rendered
 * afresh is rendered only then: RouterProvider reads the router's state while rendering and
 * subscribes to it only at commit, so a router that finished loading while a time-sliced render
 * yielded would go unnoticed and the page would stay on its loading state.
 */
export function whenInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
