import {
  HOTEL_ID_PATTERN,
  HOTEL_PAGES_PREFIX,
  HOTEL_PAGE_ROUTE,
  NOT_FOUND_FILE,
  PAGE_STATUS_METADATA,
  SHELL_PAGE_ROUTES,
  routeRegExpSource,
} from '@app/shared/page-answer';
import { APP_SHELL_FILE, prerenderedPaths } from '@app/shared/prerendered-pages';

/**
 * The CloudFront Function (viewer request, site behaviour only) that maps page paths to files by
 * the rule of `shared/src/page-answer.ts` (decision 028): a prerendered page to its folder's
 * index.html, the router's other pages to the client-rendered shell, a hotel page to its hotel's
 * document by the `id` query parameter, any other path to the not-found page, and files (a last
 * segment with a dot: assets, robots.txt) unchanged. The paths and routes are written into the
 * code, since a function cannot ask S3 whether a file exists. Distribution-wide error responses
 * (404 → a page) would also turn the API's own 403/404 JSON into HTML.
 */
export function pageRewriteCode(paths: readonly string[] = prerenderedPaths()): string {
  const table = JSON.stringify(Object.fromEntries(paths.map((path) => [path, 1])));
  const pattern = (routes: readonly string[]) => JSON.stringify(routeRegExpSource(routes));
  return `var PRERENDERED = ${table};
var SHELL = new RegExp(${pattern(SHELL_PAGE_ROUTES)}, 'i');
var HOTEL = new RegExp(${pattern([HOTEL_PAGE_ROUTE])}, 'i');
var HOTEL_ID = new RegExp(${JSON.stringify(HOTEL_ID_PATTERN.source)});
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var page = uri.replace(/\\/+$/, '') || '/';
  var id = request.querystring.id ? request.querystring.id.value : '';
  if (PRERENDERED[page] === 1) request.uri = page === '/' ? '/index.html' : page + '/index.html';
  else if (SHELL.test(page)) request.uri = '${APP_SHELL_FILE}';
  else if (HOTEL.test(page) && HOTEL_ID.test(id)) request.uri = '${HOTEL_PAGES_PREFIX}' + id + '.html';
  else request.uri = '${NOT_FOUND_FILE}';
  return request;
}
`;
}

/**
 * The CloudFront Function (viewer response) that gives 404 to the objects that carry
 * `page-status: 404` (the not-found page, a gone hotel's document): S3 answers 200 for an object
 * that exists, and a viewer-request function cannot set the status of what S3 then sends. It does
 * not run on S3's own errors (CloudFront skips viewer-response functions for 4xx/5xx from the origin).
 */
export function pageStatusCode(): string {
  const header = `x-amz-meta-${PAGE_STATUS_METADATA}`;
  return `function handler(event) {
  var response = event.response;
  var status = response.headers['${header}'];
  if (!status) return response;
  delete response.headers['${header}'];
  if (status.value === '404' && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`;
}
