import { inject } from 'vitest';

/** A tiny browser stand-in for tests: keeps cookies, fetches CSRF tokens, sends JSON. */
export class TestClient {
  private readonly jar = new Map<string, string>();
  csrfToken: string | undefined;

  /** The shared stack by default; a test with a stack of its own passes that one's URL. */
  constructor(readonly baseUrl: string = inject('stack').url) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(this.baseUrl + path, { ...init, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.request('/csrf_token');
    const { csrf_token } = (await response.json()) as { csrf_token: string };
    this.csrfToken = csrf_token;
    return csrf_token;
  }

  /** An unsafe request with the CSRF header, as the front end sends it. */
  async send(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const token = this.csrfToken ?? (await this.fetchCsrf());
    return this.request(path, { method, json, headers: { 'x-csrf-token': token, ...headers } });
  }
}
