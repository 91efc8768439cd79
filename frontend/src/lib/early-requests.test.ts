import { describe, expect, it, vi } from 'vitest';
import { fetchTakingEarlyResponses, startEarlyRequest, takeEarlyResponse } from './early-requests.ts';

const MAX_AGE = 60_000;

/** A window whose fetch answers every request with its URL, counting the calls. */
function fakeWindow(answer: (url: string) => Promise<Response> = (url) => Promise.resolve(new Response(url))) {
  const fetch = vi.fn((input: string) => answer(input));
  return { target: { fetch } as unknown as Window, fetch };
}

describe('requests a page starts before the app (issue 6)', () => {
  it('sends a GET with the headers of the API client', async () => {
    const { target, fetch } = fakeWindow();
    await startEarlyRequest(target, '/offers/list?page=0', 'de', MAX_AGE);
    expect(fetch).toHaveBeenCalledWith('/offers/list?page=0', {
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': 'de' },
      credentials: 'same-origin',
    });
  });

  it('gives its answer once, for the same URL in the same language only', () => {
    const { target } = fakeWindow();
    const started = startEarlyRequest(target, '/offers/list?page=0', 'pl', MAX_AGE);
    expect(takeEarlyResponse(target, '/offers/list?page=1', 'pl')).toBeUndefined();
    expect(takeEarlyResponse(target, '/offers/list?page=0', 'en')).toBeUndefined();
    expect(takeEarlyResponse(target, '/offers/list?page=0', 'pl')).toBe(started);
    expect(takeEarlyResponse(target, '/offers/list?page=0', 'pl')).toBeUndefined();
  });

  it('drops an answer older than the list keeps one fresh', () => {
    const { target } = fakeWindow();
    void startEarlyRequest(target, '/offers/list', 'pl', MAX_AGE);
    expect(takeEarlyResponse(target, '/offers/list', 'pl', Date.now() + MAX_AGE + 1)).toBeUndefined();
  });
});

describe("the API client's fetch", () => {
  const init = (extra: RequestInit = {}): RequestInit => ({
    method: 'GET',
    headers: { Accept: 'application/json', 'Accept-Language': 'pl' },
    ...extra,
  });

  it('takes the early answer instead of asking again', async () => {
    const { target, fetch } = fakeWindow();
    void startEarlyRequest(target, '/offers/list?page=0', 'pl', MAX_AGE);
    const response = await fetchTakingEarlyResponses(target)('/offers/list?page=0', init());
    expect(await response.text()).toBe('/offers/list?page=0');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the network for anything else: another URL, another method, the same URL a second time', async () => {
    const { target, fetch } = fakeWindow();
    void startEarlyRequest(target, '/offers/list?page=0', 'pl', MAX_AGE);
    const send = fetchTakingEarlyResponses(target);
    await send('/offers/list?page=1', init());
    await send('/offers/list?page=0', init({ method: 'POST' }));
    await send('/offers/list?page=0', init());
    await send('/offers/list?page=0', init());
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('asks again when the early request failed', async () => {
    let calls = 0;
    const { target, fetch } = fakeWindow((url) =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(new Response(url)),
    );
    void startEarlyRequest(target, '/offers/list', 'pl', MAX_AGE);
    const response = await fetchTakingEarlyResponses(target)('/offers/list', init());
    expect(response.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects at once when the search is cancelled while the early answer is on its way', async () => {
    const { target } = fakeWindow(() => new Promise<Response>(() => undefined));
    void startEarlyRequest(target, '/offers/list', 'pl', MAX_AGE);
    const controller = new AbortController();
    const pending = fetchTakingEarlyResponses(target)('/offers/list', init({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
