import { destinationPagePaths } from './destinations/destinations.ts';

/**
 * Pages rendered to static HTML at build time (issue 5: the home page paints before its scripts;
 * issue 6: pages search engines read without JavaScript). The build writes `<path>/index.html` for
 * each; CloudFront and the local server answer these paths with that file, the other pages of the
 * router with the client-rendered shell `app.html`, and unknown paths with 404 (`page-answer.ts`).
 */
export const APP_SHELL_FILE = '/app.html';

export function prerenderedPaths(): string[] {
  return ['/', ...destinationPagePaths()];
}

/** The path without trailing slashes (the router ignores them), `/` for the root. */
export function normalizePagePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Where the build writes a prerendered page: its folder's index.html. */
export function prerenderedFile(path: string): string {
  const page = normalizePagePath(path);
  return page === '/' ? '/index.html' : `${page}/index.html`;
}
