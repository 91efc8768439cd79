import type { Locale } from '@app/shared/locale';
import { acceptHeaders } from './api-url.ts';

/**
 * API requests a page starts before the app's scripts have loaded (issue 6: the offers list's
 * answer and first picture no longer wait for them; see src/early-search.ts). The API client takes
 * such an answer instead of asking again: the same GET URL in the same language, once, while fresh.
 */
interface EarlyRequest {
  readonly url: string;
  readonly locale: string;
  readonly startedAt: number;
  /** How long the answer may be taken: as long as the query it stands for calls data fresh. */
  readonly maxAgeMs: number;
  readonly response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyRequests?: EarlyRequest[];
  }
}

/** Sends a GET exactly as the API client would and keeps its answer for the client to take. */
export function startEarlyRequest(target: Window, url: string, locale: Locale, maxAgeMs: number): Promise<Response> {
  const response = target.fetch(url, { method: 'GET', headers: acceptHeaders(locale), credentials: 'same-origin' });
  // Kept for the client to take; a failure here is the client's to handle (it then asks again).
  response.catch(() => undefined);
  (target.__earlyRequests ??= []).push({ url, locale, startedAt: Date.now(), maxAgeMs, response });
  return response;
}

/** The early answer to this request, taken out so that it is used once; stale ones are dropped. */
export function takeEarlyResponse(
  target: Window,
  url: string,
  locale: string,
  now = Date.now(),
): Promise<Response> | undefined {
  const pending = target.__earlyRequests;
  const index = pending?.findIndex((request) => request.url === url && request.locale === locale) ?? -1;
  if (!pending || index < 0) return undefined;
  const [request] = pending.splice(index, 1);
  return request && now - request.startedAt <= request.maxAgeMs ? request.response : undefined;
}

/**
 * `fetch` for the API client: a GET that was started early resolves with that answer (a failed
 * early request is sent again); anything else goes to the network. Cancelling still rejects at once.
 */
export function fetchTakingEarlyResponses(target: Window): typeof fetch {
  return (input, init) => {
    // The API client passes its headers as a plain record; other callers simply never match.
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const locale = headers['Accept-Language'];
    const isGet = (init?.method ?? 'GET').toUpperCase() === 'GET';
    const early =
      isGet && typeof input === 'string' && locale !== undefined ? takeEarlyResponse(target, input, locale) : undefined;
    if (!early) return target.fetch(input, init);
    return untilAborted(
      early.catch(() => target.fetch(input, init)),
      init?.signal ?? undefined,
    );
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = (): void =>
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('The request was cancelled', 'AbortError'),
      );
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
