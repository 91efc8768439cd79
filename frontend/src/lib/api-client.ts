import type * as z from 'zod';
import { ApiErrorBodySchema } from '@app/shared/api-error';
import { CSRF_HEADER, CsrfTokenResponseSchema } from '@app/shared/csrf';
import type { Locale } from '@app/shared/locale';
import { ROUTES, type HttpMethod } from '@app/shared/routes';
import { errorMessage } from '@app/shared/server-messages';
import { ApiError, parseRetryAfter } from './api-error.ts';
import { readCsrfMeta, writeCsrfMeta } from './csrf-meta.ts';
import { localeAtom } from './intl/locale-atom.ts';
import { acceptHeaders, apiUrl } from './api-url.ts';
import { fetchTakingEarlyResponses } from './early-requests.ts';
import { appStore } from './store.ts';

export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export interface ApiRequest<T> {
  /** The shared schema of the answer; a 204 answer is parsed as `undefined`. */
  readonly schema: z.ZodType<T>;
  /** Values for `{name}` placeholders in the path. */
  readonly params?: Readonly<Record<string, string>>;
  /** The query string without its `?`, built with shared's `toQueryString`. */
  readonly query?: string;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(route: ApiRoute, request: ApiRequest<T>): Promise<T>;
}

export interface ApiClientOptions {
  readonly getLocale: () => Locale;
  readonly fetch?: typeof fetch;
  readonly document?: Document;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Same-origin JSON calls (spec §7): 200–299 is success, everything else throws `ApiError`; no
 * timeout. Unsafe methods carry the anti-forgery token from `<meta name="csrf-token">`, fetched
 * from `GET /csrf_token` once per page load (which also sets the signed cookie).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  // Read when needed, not at import: the build-time prerender imports this module without a DOM.
  const doc = (): Document => options.document ?? document;
  let tokenFetched = false;
  let pendingToken: Promise<string> | undefined;

  function refreshCsrfToken(): Promise<string> {
    pendingToken ??= request(ROUTES.csrfToken, { schema: CsrfTokenResponseSchema })
      .then(({ csrf_token }) => {
        writeCsrfMeta(csrf_token, doc());
        tokenFetched = true;
        return csrf_token;
      })
      .finally(() => {
        pendingToken = undefined;
      });
    return pendingToken;
  }

  async function csrfToken(): Promise<string> {
    const current = readCsrfMeta(doc());
    return tokenFetched && current ? current : refreshCsrfToken();
  }

  async function request<T>(route: ApiRoute, call: ApiRequest<T>, isRetry = false): Promise<T> {
    const locale = options.getLocale();
    const unsafe = !SAFE_METHODS.has(route.method);
    const headers = acceptHeaders(locale);
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (unsafe) headers[CSRF_HEADER] = await csrfToken();
    const url = apiUrl(route.path, call);

    let response: Response;
    try {
      response = await send(url, {
        method: route.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        credentials: 'same-origin',
        signal: call.signal,
      });
    } catch (error) {
      if (call.signal?.aborted) throw error;
      throw new ApiError({
        status: 0,
        code: 'internal_error',
        message: errorMessage('internal_error', locale),
        cause: error,
      });
    }

    if (response.ok) return parseSuccess(response, call.schema, locale);
    const error = await toApiError(response, locale);
    if (unsafe && !isRetry && error.status === 403 && error.code === 'csrf_failed') {
      // The token expired or the cookie was lost: fetch a fresh pair and try once more.
      await refreshCsrfToken();
      return request(route, call, true);
    }
    throw error;
  }

  return { request: (route, call) => request(route, call) };
}

async function parseSuccess<T>(response: Response, schema: z.ZodType<T>, locale: Locale): Promise<T> {
  try {
    const text = response.status === 204 ? '' : await response.text();
    const parsed = schema.safeParse(text === '' ? undefined : JSON.parse(text));
    if (parsed.success) return parsed.data;
    throw parsed.error;
  } catch (cause) {
    // The answer does not match the contract: a bug on one side, shown as the generic error.
    throw new ApiError({
      status: response.status,
      code: 'internal_error',
      message: errorMessage('internal_error', locale),
      cause,
    });
  }
}

async function toApiError(response: Response, locale: Locale): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const text = await response.text().catch(() => '');
  const body = ApiErrorBodySchema.safeParse(safeJson(text));
  if (body.success) {
    const { code, message, fields } = body.data.error;
    return new ApiError({ status: response.status, code, message, fields, retryAfter });
  }
  return new ApiError({
    status: response.status,
    code: 'internal_error',
    message: errorMessage('internal_error', locale),
    retryAfter,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The app's client: the locale comes from the language switch; answers the page requested before
 * the app loaded (early-requests.ts) are taken instead of asking twice.
 */
export const apiClient = createApiClient({
  getLocale: () => appStore.get(localeAtom),
  // Built on the first call: the build-time prerender imports this module without a window.
  fetch: (input, init) => fetchTakingEarlyResponses(window)(input, init),
});
