import { vi } from 'vitest';

export interface FakeCall {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  return jsonResponse(status, { error: { code, message, fields: extra.fields } }, extra.headers);
}

/**
 * A stand-in for `fetch` answering by `"METHOD /path"`; unknown routes answer 404. Every call is
 * recorded with its headers and parsed JSON body. Unit tests never touch the network.
 */
export function createFakeFetch(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init.method ?? 'GET';
    const call: FakeCall = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.split('?')[0] ?? ''}`];
    return handler ? handler(call) : errorResponse(404, 'not_found', 'Nie znaleziono.');
  });
  const callsTo = (method: string, path: string): FakeCall[] =>
    calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, calls, callsTo };
}

/** Installs the fake as the global `fetch` (undone after each test by the setup file). */
export function stubFetch(routes: Record<string, FakeHandler>) {
  const fake = createFakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** The CSRF endpoint as the server answers it. */
export const csrfTokenRoute: Record<string, FakeHandler> = {
  'GET /csrf_token': () => jsonResponse(200, { csrf_token: 'token-1' }),
};
