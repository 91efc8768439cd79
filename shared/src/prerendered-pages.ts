import { destinationPagePaths } from './destinations/destinations.ts';

/**
 * Pages rendered to static HTML at build time (issue 5: the home page paints before its scripts;
 * issue 6: pages search engines read without JavaScript). The build writes `<path>/index.html` for
 * each; CloudFront and the local server answer these paths with that file and every other page path
 * with the client-rendered shell `app.html`.
 */
export const APP_SHELL_FILE = '/app.html';

export function prerenderedPaths(): string[] {
  return ['/', ...destinationPagePaths()];
}

/** The file a page path is answered with: its prerendered document or the shell. */
export function pageFile(path: string, prerendered: ReadonlySet<string>): string {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!prerendered.has(normalized)) return APP_SHELL_FILE;
  return normalized === '/' ? '/index.html' : `${normalized}/index.html`;
}
