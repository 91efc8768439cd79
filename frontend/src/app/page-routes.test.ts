import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HOTEL_PAGE_ROUTE, SHELL_PAGE_ROUTES, pageAnswer } from '@app/shared/page-answer';
import { prerenderedPaths } from '@app/shared/prerendered-pages';
import { createTestQueryClient } from '../testing/render.tsx';
import { appRoutes } from './router.tsx';

/**
 * The server answers 404 for every path the router does not know (decision 028), from a list of
 * routes in `shared` that CloudFront and the local server read. These tests keep that list and the
 * router in step: a page added to one and not the other fails here.
 */
const routes = appRoutes(createTestQueryClient());
const prerendered = new Set(prerenderedPaths());

/** Every page route's full path, joined from its parents (index routes take their parent's). */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

/** The route a path shows in the browser, or `*` for the not-found page. */
function routeOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.at(-1)?.route.path ?? (matches.at(-1)?.route.index ? 'index' : undefined);
}

const sample = (route: string) => route.replace(/:[^/]+/g, 'x');

describe('the page routes the server knows', () => {
  it('shows a real page, not the not-found page, for every route the server answers with the shell', () => {
    for (const route of [...SHELL_PAGE_ROUTES, HOTEL_PAGE_ROUTE]) {
      expect(routeOf(sample(route)), route).not.toBe('*');
    }
  });

  it('answers every route of the router with 200: prerendered, shell or hotel document', () => {
    const destination = /^\/(:lang\/)?wakacje\/:country(\/:region)?$/;
    for (const route of routePaths(routes)) {
      if (route.endsWith('*')) continue;
      if (destination.test(route)) continue; // every destination page is prerendered (below)
      expect(pageAnswer(sample(route), 'H1', prerendered).kind, route).not.toBe('not-found');
    }
  });

  it('has a route for every prerendered page', () => {
    for (const path of prerendered) expect(routeOf(path), path).not.toBe('*');
  });
});
