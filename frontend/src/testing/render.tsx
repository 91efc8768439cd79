import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';

/** No retries and no background refetches: tests see one answer per request. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Renders routes with the app's providers in a memory router. */
export function renderRoutes(routes: RouteObject[], { path = '/', queryClient = createTestQueryClient() } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Renders one element (which may use links) with the app's providers. */
export function renderWithProviders(ui: ReactElement, options: { path?: string; queryClient?: QueryClient } = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** The HTML the server would send for `ui` at `path`, with the app's providers: what a page is before hydration. */
export function renderToHtml(ui: ReactElement, { path = '/' }: { path?: string } = {}): Document {
  const html = renderToString(
    <AppProvider queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}
