import { APP_SHELL_FILE, prerenderedPaths } from '@app/shared/prerendered-pages';

/**
 * The CloudFront Function (viewer request, site behaviour only) that maps page paths to files:
 * a prerendered page to its folder's index.html, any other page to the client-rendered shell,
 * files (a last segment with a dot: assets, robots.txt) unchanged. The prerendered paths are
 * written into the code, since a function cannot ask S3 whether a file exists. Distribution-wide
 * error responses (403/404 → shell) would also turn the API's own 403/404 JSON into HTML.
 */
export function pageRewriteCode(paths: readonly string[] = prerenderedPaths()): string {
  const table = JSON.stringify(Object.fromEntries(paths.map((path) => [path, 1])));
  return `var PRERENDERED = ${table};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var page = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  if (page === '') page = '/';
  if (PRERENDERED[page] === 1) request.uri = page === '/' ? '/index.html' : page + '/index.html';
  else request.uri = '${APP_SHELL_FILE}';
  return request;
}
`;
}
