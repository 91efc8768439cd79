import middy from '@middy/core';
import { negotiateLocale } from '@app/shared/locale';
import { ROUTES, findRoute, type EndpointGroup, type RoutesOfGroup } from '@app/shared/routes';
import { parseCookies } from './cookies.ts';
import { isSafeMethod, verifyCsrf } from './csrf.ts';
import { HttpError } from './errors.ts';
import { jsonResult, parseJsonBody } from './json.ts';
import { compressAnswers, errorHandler, requestLog, securityHeaders } from './middlewares.ts';
import type { ApiRequest, ApiResponse, HttpEvent, HttpResult, RawBody, RouteHandler } from './types.ts';

export type GroupRoutes<G extends EndpointGroup> = { readonly [K in RoutesOfGroup<G>]: RouteHandler };

/**
 * The Lambda handler of one endpoint group: routes by the shared route table, answers 404 for
 * unknown paths and 405 (with `Allow`) for a known path with another method, checks CSRF on
 * every unsafe method, parses JSON and maps errors to the one error body.
 */
export function createGroupHandler<G extends EndpointGroup>(group: G, routes: GroupRoutes<G>) {
  const table = routes as Readonly<Record<string, RouteHandler>>;
  return middy<HttpEvent, HttpResult>()
    .use(requestLog(routeTemplate))
    .use(securityHeaders())
    .use(errorHandler())
    .use(compressAnswers())
    .handler(async (event) => toResult(await dispatch(group, table, event)));
}

function routeTemplate(event: HttpEvent): string {
  const { match } = findRoute(event.requestContext.http.method, event.rawPath);
  return match ? ROUTES[match.id].path : 'unmatched';
}

async function dispatch(
  group: EndpointGroup,
  routes: Readonly<Record<string, RouteHandler>>,
  event: HttpEvent,
): Promise<ApiResponse> {
  const method = event.requestContext.http.method.toUpperCase();
  const path = event.rawPath;
  const { match, allowed } = findRoute(method, path);
  if (!match) {
    if (allowed.length === 0) throw new HttpError('not_found');
    throw new HttpError('method_not_allowed', { headers: { allow: allowed.join(', ') } });
  }
  const route = routes[match.id];
  if (!route || ROUTES[match.id].group !== group) throw new HttpError('not_found');

  const headers = event.headers as Record<string, string>;
  const cookies = parseCookies(event.cookies, headers['cookie']);
  if (!isSafeMethod(method)) await verifyCsrf(headers, cookies);
  const request: ApiRequest = {
    event,
    routeId: match.id,
    method,
    path,
    params: match.params,
    query: (event.queryStringParameters ?? {}) as Record<string, string>,
    headers,
    cookies,
    body: parseJsonBody(event, headers['content-type']),
    locale: negotiateLocale(headers['accept-language']),
    sourceIp: event.requestContext.http.sourceIp,
    now: new Date(),
  };
  return route(request);
}

function toResult(response: ApiResponse): HttpResult {
  const base: EncodedBody = response.raw
    ? rawResult(response.status, response.raw)
    : jsonResult(response.status, response.body);
  return {
    statusCode: base.statusCode,
    headers: { ...base.headers, ...response.headers },
    ...(base.body === undefined ? {} : { body: base.body }),
    ...(base.isBase64Encoded ? { isBase64Encoded: true } : {}),
    ...(response.cookies?.length ? { cookies: [...response.cookies] } : {}),
  };
}

interface EncodedBody {
  statusCode: number;
  body?: string;
  headers: Record<string, string>;
  isBase64Encoded?: boolean;
}

function rawResult(status: number, raw: RawBody): EncodedBody {
  const headers = { 'content-type': raw.contentType };
  if (typeof raw.data === 'string') return { statusCode: status, body: raw.data, headers };
  return { statusCode: status, body: Buffer.from(raw.data).toString('base64'), headers, isBase64Encoded: true };
}

/** Shorthand for a JSON answer. */
export function ok(body: unknown, extra: Omit<ApiResponse, 'status' | 'body'> = {}): ApiResponse {
  return { status: 200, body, ...extra };
}
