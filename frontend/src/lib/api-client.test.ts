import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { CSRF_HEADER, CSRF_META_NAME } from '@app/shared/csrf';
import type { Locale } from '@app/shared/locale';
import { toQueryString } from '@app/shared/search-form/search-query';
import { createFakeFetch, errorResponse, jsonResponse, type FakeHandler } from '../testing/fake-fetch.ts';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { readCsrfMeta } from './csrf-meta.ts';

const ItemSchema = z.object({ id: z.number(), name: z.string() });
const GET_ITEM = { method: 'GET', path: '/items/{id}' } as const;
const POST_ITEM = { method: 'POST', path: '/items' } as const;
const DELETE_ITEM = { method: 'DELETE', path: '/items/{id}' } as const;

function setup(routes: Record<string, FakeHandler>, locale: Locale = 'pl') {
  let tokens = 0;
  const fake = createFakeFetch({
    'GET /csrf_token': () => jsonResponse(200, { csrf_token: `token-${++tokens}` }),
    ...routes,
  });
  const client = createApiClient({ fetch: fake.fetch, getLocale: () => locale });
  return { client, ...fake };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client: statuses (API-03)', () => {
  it('parses a 2xx answer with the schema given by the caller', async () => {
    const { client, calls } = setup({ 'GET /items/7': () => jsonResponse(200, { id: 7, name: 'Kreta' }) });
    await expect(client.request(GET_ITEM, { schema: ItemSchema, params: { id: '7' } })).resolves.toEqual({
      id: 7,
      name: 'Kreta',
    });
    expect(calls[0]?.url).toBe('/items/7');
  });

  it('treats every status from 200 to 299 as success', async () => {
    const { client } = setup({ 'GET /items/1': () => jsonResponse(299, { id: 1, name: 'x' }) });
    await expect(client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } })).resolves.toEqual({
      id: 1,
      name: 'x',
    });
  });

  it('answers undefined for 204', async () => {
    const { client } = setup({ 'DELETE /items/1': () => new Response(null, { status: 204 }) });
    await expect(client.request(DELETE_ITEM, { schema: z.undefined(), params: { id: '1' } })).resolves.toBeUndefined();
  });

  it('throws ApiError with status, code, message and fields from the error body', async () => {
    const { client } = setup({
      'POST /items': () =>
        errorResponse(400, 'validation_failed', 'Popraw zaznaczone pola i spróbuj ponownie.', {
          fields: { name: 'To pole jest wymagane' },
        }),
    });
    const error = await caught(client.request(POST_ITEM, { schema: ItemSchema, body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Popraw zaznaczone pola i spróbuj ponownie.',
      fields: { name: 'To pole jest wymagane' },
      retryAfter: undefined,
    });
  });

  it('treats 3xx as failure too', async () => {
    const { client } = setup({ 'GET /items/1': () => new Response(null, { status: 304 }) });
    expect((await caught(client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } }))).status).toBe(304);
  });

  it('reads Retry-After in seconds', async () => {
    const { client } = setup({
      'POST /items': () =>
        errorResponse(429, 'too_many_sign_in_attempts', 'Spróbuj za 30 s.', { headers: { 'Retry-After': '30' } }),
    });
    const error = await caught(client.request(POST_ITEM, { schema: ItemSchema, body: {} }));
    expect(error).toMatchObject({ status: 429, code: 'too_many_sign_in_attempts', retryAfter: 30 });
  });

  it('turns a non-JSON failure into internal_error with the localized generic text', async () => {
    const gateway = (): Response =>
      new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const pl = await caught(
      setup({ 'GET /items/1': gateway }).client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } }),
    );
    expect(pl).toMatchObject({
      status: 502,
      code: 'internal_error',
      message: 'Przepraszamy, wystąpił błąd. Prosimy odświeżyć stronę lub wybrać inną ofertę.',
    });
    const de = await caught(
      setup({ 'GET /items/1': gateway }, 'de').client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } }),
    );
    expect(de.message).toMatch(/^Entschuldigung, es ist ein Fehler aufgetreten/);
  });

  it('rejects a 2xx answer that breaks the contract as internal_error', async () => {
    const { client } = setup({ 'GET /items/1': () => jsonResponse(200, { id: 'one' }) });
    expect((await caught(client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } }))).code).toBe(
      'internal_error',
    );
  });

  it('reports a lost connection as status 0 but lets an abort through', async () => {
    const offline = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      getLocale: () => 'pl',
    });
    expect((await caught(offline.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } }))).status).toBe(0);

    const controller = new AbortController();
    const aborted = createApiClient({
      fetch: () => {
        controller.abort();
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
      getLocale: () => 'pl',
    });
    await expect(
      aborted.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' }, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: headers (API-04)', () => {
  it('sends Accept-Language with the current locale and no CSRF header or JSON type on a GET', async () => {
    const { client, calls } = setup({ 'GET /items/1': () => jsonResponse(200, { id: 1, name: 'x' }) }, 'de');
    await client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Accept-Language')).toBe('de');
    expect(calls[0]?.headers.has(CSRF_HEADER)).toBe(false);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends JSON bodies with Content-Type application/json', async () => {
    const { client, callsTo } = setup({ 'POST /items': () => jsonResponse(201, { id: 2, name: 'Rodos' }) });
    await client.request(POST_ITEM, { schema: ItemSchema, body: { name: 'Rodos' } });
    const [post] = callsTo('POST', '/items');
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(post?.body).toEqual({ name: 'Rodos' });
  });
});

describe('api client: CSRF (API-02)', () => {
  it('fetches a token before the first unsafe request, creates the meta tag and sends the header', async () => {
    expect(document.querySelector(`meta[name="${CSRF_META_NAME}"]`)).toBeNull();
    const { client, calls } = setup({ 'POST /items': () => jsonResponse(201, { id: 2, name: 'Rodos' }) });
    await client.request(POST_ITEM, { schema: ItemSchema, body: { name: 'Rodos' } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /csrf_token', 'POST /items']);
    expect(readCsrfMeta()).toBe('token-1');
    expect(calls[1]?.headers.get(CSRF_HEADER)).toBe('token-1');
  });

  it('fetches a fresh token once per page even if a meta tag is already there', async () => {
    const meta = document.createElement('meta');
    meta.name = CSRF_META_NAME;
    meta.content = 'stale-from-html';
    document.head.append(meta);
    const { client, callsTo } = setup({ 'POST /items': () => jsonResponse(201, { id: 2, name: 'x' }) });
    await client.request(POST_ITEM, { schema: ItemSchema, body: {} });
    await client.request(POST_ITEM, { schema: ItemSchema, body: {} });
    expect(callsTo('GET', '/csrf_token')).toHaveLength(1);
    expect(document.querySelectorAll(`meta[name="${CSRF_META_NAME}"]`)).toHaveLength(1);
    expect(callsTo('POST', '/items').map((call) => call.headers.get(CSRF_HEADER))).toEqual(['token-1', 'token-1']);
  });

  it('fetches again when the meta tag has gone missing', async () => {
    const { client, callsTo } = setup({ 'DELETE /items/1': () => new Response(null, { status: 204 }) });
    await client.request(DELETE_ITEM, { schema: z.undefined(), params: { id: '1' } });
    document.head.querySelector(`meta[name="${CSRF_META_NAME}"]`)?.remove();
    await client.request(DELETE_ITEM, { schema: z.undefined(), params: { id: '1' } });
    expect(callsTo('GET', '/csrf_token')).toHaveLength(2);
    expect(callsTo('DELETE', '/items/1')[1]?.headers.get(CSRF_HEADER)).toBe('token-2');
  });

  it('shares one token request between simultaneous unsafe requests', async () => {
    const { client, callsTo } = setup({ 'POST /items': () => jsonResponse(201, { id: 2, name: 'x' }) });
    await Promise.all([1, 2, 3].map(() => client.request(POST_ITEM, { schema: ItemSchema, body: {} })));
    expect(callsTo('GET', '/csrf_token')).toHaveLength(1);
  });

  it('on 403 csrf_failed refreshes the token once and retries once', async () => {
    let attempts = 0;
    const { client, callsTo } = setup({
      'POST /items': () =>
        ++attempts === 1
          ? errorResponse(403, 'csrf_failed', 'Sesja formularza wygasła.')
          : jsonResponse(201, { id: 3, name: 'ok' }),
    });
    await expect(client.request(POST_ITEM, { schema: ItemSchema, body: {} })).resolves.toEqual({ id: 3, name: 'ok' });
    const posts = callsTo('POST', '/items');
    expect(posts.map((call) => call.headers.get(CSRF_HEADER))).toEqual(['token-1', 'token-2']);
    expect(readCsrfMeta()).toBe('token-2');
  });

  it('gives up after one retry', async () => {
    const { client, callsTo } = setup({
      'POST /items': () => errorResponse(403, 'csrf_failed', 'Sesja formularza wygasła.'),
    });
    expect((await caught(client.request(POST_ITEM, { schema: ItemSchema, body: {} }))).code).toBe('csrf_failed');
    expect(callsTo('POST', '/items')).toHaveLength(2);
    expect(callsTo('GET', '/csrf_token')).toHaveLength(2);
  });

  it('does not retry other 403 answers', async () => {
    const { client, callsTo } = setup({
      'POST /items': () => errorResponse(403, 'forbidden', 'Nie masz uprawnień do tej operacji.'),
    });
    expect((await caught(client.request(POST_ITEM, { schema: ItemSchema, body: {} }))).code).toBe('forbidden');
    expect(callsTo('POST', '/items')).toHaveLength(1);
  });
});

describe('api client: query strings (API-06)', () => {
  it("appends the caller's query string, built by shared's toQueryString, as it is", async () => {
    const { client, calls } = setup({ 'POST /newsletter/sign_up': () => new Response(null, { status: 204 }) });
    await client.request(
      { method: 'POST', path: '/newsletter/sign_up' },
      { schema: z.undefined(), query: toQueryString([['newsletter[email]', 'jan+wakacje@example.pl']]) },
    );
    expect(calls[1]?.url).toBe('/newsletter/sign_up?newsletter%5Bemail%5D=jan%2Bwakacje%40example.pl');
  });

  it('leaves the URL alone without parameters', async () => {
    const { client, calls } = setup({ 'GET /items/1': () => jsonResponse(200, { id: 1, name: 'x' }) });
    await client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' }, query: toQueryString([]) });
    expect(calls[0]?.url).toBe('/items/1');
  });
});

describe('api client: no timeout (API-05)', () => {
  it('waits as long as the server takes, and gives fetch only the caller’s signal', async () => {
    vi.useFakeTimers();
    try {
      const inits: (RequestInit | undefined)[] = [];
      const answers: ((response: Response) => void)[] = [];
      const client = createApiClient({
        fetch: (_input, init) => {
          inits.push(init);
          return new Promise<Response>((resolve) => answers.push(resolve));
        },
        getLocale: () => 'pl',
      });
      const controller = new AbortController();
      const slow = client.request(GET_ITEM, { schema: ItemSchema, params: { id: '1' } });
      const cancellable = client.request(GET_ITEM, {
        schema: ItemSchema,
        params: { id: '2' },
        signal: controller.signal,
      });
      // An hour of silence from the server: a timer of the client's own would have given up by now.
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      for (const [index, answer] of answers.entries()) answer(jsonResponse(200, { id: index + 1, name: 'x' }));
      await expect(slow).resolves.toEqual({ id: 1, name: 'x' });
      await expect(cancellable).resolves.toEqual({ id: 2, name: 'x' });
      expect(inits.map((init) => init?.signal)).toEqual([undefined, controller.signal]);
    } finally {
      vi.useRealTimers();
    }
  });
});
