import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_PAGE } from '@app/shared/newsletter';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { HomeRoute, homeLoader } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RootError, RouteError } from './routes/route-error.tsx';

/** All page routes. Admin code is split off with `lazy`, so visitors never download it. */
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
