import type { MiddlewareObj, Request } from '@middy/core';
import { errorMessage } from '@app/shared/server-messages';
import { negotiateLocale } from '@app/shared/locale';
import { compressedBase64, preferredEncoding } from './content-encoding.ts';
import { HttpError } from './errors.ts';
import type { HttpEvent, HttpResult } from './types.ts';

type HttpRequest = Request<HttpEvent, HttpResult>;

/** Security headers on every API answer, success or error. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cache-control': 'no-store',
};

export function securityHeaders(): MiddlewareObj<HttpEvent, HttpResult> {
  const apply = (request: HttpRequest): void => {
    const response = request.response;
    if (!response) return;
    // A route may choose its own caching (public reference data); everything else is no-store.
    response.headers = { ...SECURITY_HEADERS, ...response.headers };
  };
  return { after: apply, onError: apply };
}

/** Turns any error into the one error body; unknown errors are logged and become a 500. */
export function errorHandler(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: (request) => {
      const locale = negotiateLocale(request.event.headers?.['accept-language']);
      const error = request.error instanceof HttpError ? request.error : undefined;
      if (!error) {
        console.error(JSON.stringify({ level: 'error', msg: 'unhandled error', error: describe(request.error) }));
      }
      const httpError = error ?? new HttpError('internal_error');
      request.response = {
        statusCode: httpError.status,
        headers: { 'content-type': 'application/json; charset=utf-8', ...httpError.headers },
        body: JSON.stringify({
          error: {
            code: httpError.code,
            message: errorMessage(httpError.code, locale, httpError.values),
            ...(httpError.fields ? { fields: httpError.fields } : {}),
          },
        }),
      };
    },
  };
}

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'unknown', message: String(error) };
}

/**
 * One JSON line per request: method, route template, status, duration and request id. No query
 * string, body, cookies, IP or user agent, so no personal data reaches the logs.
 */
export function requestLog(routeOf: (event: HttpEvent) => string): MiddlewareObj<HttpEvent, HttpResult> {
  const started = new WeakMap<object, number>();
  const log = (request: HttpRequest): void => {
    const start = started.get(request) ?? performance.now();
    const line = {
      level: 'info',
      msg: 'request',
      requestId: request.event.requestContext?.requestId,
      method: request.event.requestContext?.http?.method,
      route: routeOf(request.event),
      status: request.response?.statusCode,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    if (process.env['LOG_REQUESTS'] !== 'false') console.log(JSON.stringify(line));
  };
  return {
    before: (request) => {
      started.set(request, performance.now());
    },
    after: log,
    onError: log,
  };
}

/** Below this an answer goes out as it is: compressing would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers for clients that accept it (Brotli, else gzip). CloudFront does not compress
 * what it does not cache, and a page of offers is ~35 KB of JSON (~5 KB compressed) on a phone's
 * connection, on the way to the list's first paint (issue 6).
 */
export function compressAnswers(): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    after: (request) => {
      const response = request.response;
      if (!response || typeof response.body !== 'string' || response.isBase64Encoded) return;
      const headers = response.headers ?? {};
      if (headers['content-encoding'] !== undefined) return;
      if (Buffer.byteLength(response.body, 'utf8') < COMPRESS_MIN_BYTES) return;
      const vary = [headers['vary'], 'Accept-Encoding'].filter(Boolean).join(', ');
      const encoding = preferredEncoding(request.event.headers?.['accept-encoding']);
      if (!encoding) {
        response.headers = { ...headers, vary };
        return;
      }
      request.response = {
        ...response,
        headers: { ...headers, vary, 'content-encoding': encoding },
        body: compressedBase64(response.body, encoding),
        isBase64Encoded: true,
      };
    },
  };
}
