import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_PAGE } from '@app/shared/newsletter';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { PATHS } from '../config/paths.ts';
import { HomeRoute, homeLoader } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import type { ListPageName } from './routes/offers-list.tsx';
import { RootError, RouteError } from './routes/route-error.tsx';

/**
 * The offers list and its listing pages (spec §2) load with their route, so the home page's bundle
 * does not carry them.
 */
function offersListRoute(queryClient: QueryClient, path: string, name: ListPageName): RouteObject {
  return {
    path: path.slice(1),
    lazy: async () => {
      const { listRoute } = await import('./routes/offers-list.tsx');
      return listRoute(queryClient, name);
    },
  };
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
                offersListRoute(queryClient, PATHS.offers, 'offers'),
                offersListRoute(queryClient, PATHS.holidays, 'holidays'),
                offersListRoute(queryClient, `${PATHS.holidays}/:country`, 'country'),
                offersListRoute(queryClient, PATHS.hotelsOnly, 'hotelsOnly'),
                offersListRoute(queryClient, PATHS.oneWayFlights, 'oneWayFlights'),
                offersListRoute(queryClient, PATHS.flights, 'twoWayFlights'),
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

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
